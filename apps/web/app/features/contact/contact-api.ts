// Types only: the browser does not re-validate answers with zod (api-client.ts).
import type { ContactSendRequest } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";

/** POST /api/v1/contact/send (DESIGN contact): the stored message's number. */
export function sendContactMessage(message: ContactSendRequest): Promise<{ messageId: number }> {
  return apiPost<{ messageId: number }>("/api/v1/contact/send", message);
}
