import { type ContactMessage, type ContactSearchResponse, type ContactStatus, contactStatuses } from "@shop/shared";
import { type StaffLoaded, staffCall } from "../admin";
import { inboxMessage, searchInbox } from "./inbox-api";

/** Messages per page of the inbox. */
export const INBOX_PAGE_SIZE = 20;

export interface InboxQuery {
  status: ContactStatus | "";
  page: number;
}

/** The list's filter from the address: ?status=&page= (1-based). */
export function inboxQuery(url: URL): InboxQuery {
  const status = url.searchParams.get("status") ?? "";
  const page = Number(url.searchParams.get("page"));
  return {
    status: (contactStatuses as readonly string[]).includes(status) ? (status as ContactStatus) : "",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address of a page of the inbox with the same filter. */
export function inboxHref(query: Pick<InboxQuery, "status">, page: number): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/messages?${search}` : "/admin/messages";
}

export const messagePath = (id: number) => `/admin/messages/${id}`;

export interface InboxData {
  query: InboxQuery;
  loaded: StaffLoaded<ContactSearchResponse>;
}

export async function loadInbox(request: Request): Promise<InboxData> {
  const query = inboxQuery(new URL(request.url));
  const filter = { ...(query.status ? { status: query.status } : {}), from: query.page - 1, limit: INBOX_PAGE_SIZE };
  return { query, loaded: await staffCall(request, () => searchInbox(filter)) };
}

/** One message; an id that is no whole number in range is "not found" without a call. */
export async function loadInboxMessage(request: Request, id: string | undefined): Promise<StaffLoaded<ContactMessage>> {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) return { state: "notFound" };
  return staffCall(request, () => inboxMessage(n));
}
