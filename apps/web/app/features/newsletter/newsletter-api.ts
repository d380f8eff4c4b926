// Types only: the browser does not re-validate answers with zod (api-client.ts).
import type { Language, NewsletterSource } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";

const NEWSLETTER = "/api/v1/newsletter";

/** Double opt-in: the answer is always `{}`; a confirmation e-mail follows when the address needs one. */
export function subscribeNewsletter(email: string, source: NewsletterSource, locale: Language): Promise<unknown> {
  return apiPost(`${NEWSLETTER}/subscribe`, { email, source, locale });
}

export function confirmNewsletter(token: string): Promise<unknown> {
  return apiPost(`${NEWSLETTER}/confirm`, { token });
}

export function unsubscribeNewsletter(token: string): Promise<unknown> {
  return apiPost(`${NEWSLETTER}/unsubscribe`, { token });
}
