// Types only: the browser does not re-validate answers with zod (api-client.ts).
import type { ContactMessage, ContactSearchResponse, ContactStatus } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "../account";

const INBOX = "/api/v1/admin/contact";

export interface InboxFilter {
  status?: ContactStatus;
  from: number;
  limit: number;
}

/** The inbox newest first, one status or all (staff with the engagement area). */
export function searchInbox(filter: InboxFilter): Promise<ContactSearchResponse> {
  return memberCall(() => apiPost<ContactSearchResponse>(`${INBOX}/search`, filter));
}

export async function inboxMessage(id: number): Promise<ContactMessage> {
  const { message } = await memberCall(() => apiPost<{ message: ContactMessage }>(`${INBOX}/detail`, { id }));
  return message;
}

/** E-mails the reply from the shop and keeps it with the message; the answer is the message now. */
export async function replyToMessage(id: number, body: string): Promise<ContactMessage> {
  const { message } = await memberCall(() => apiPost<{ message: ContactMessage }>(`${INBOX}/reply`, { id, body }));
  return message;
}

export async function setMessageStatus(id: number, status: "closed" | "open"): Promise<ContactMessage> {
  const { message } = await memberCall(() => apiPost<{ message: ContactMessage }>(`${INBOX}/status`, { id, status }));
  return message;
}
