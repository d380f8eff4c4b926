import { type AdminSubscriberSearchRequest, isStorableText, type NewsletterStatus } from "@shop/shared";

/** Addresses per page of the subscriber list. */
export const SUBSCRIBERS_PAGE_SIZE = 25;
export const subscriberStatuses: readonly NewsletterStatus[] = ["pending", "subscribed", "unsubscribed"];

/** What /admin/newsletter shows: ?status=, ?q= (part of an address) and ?page=. */
export interface SubscribersQuery {
  status: NewsletterStatus | "";
  q: string;
  page: number;
}

export function subscribersQuery(url: URL): SubscribersQuery {
  const status = url.searchParams.get("status") ?? "";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 254).trim();
  const page = Number(url.searchParams.get("page"));
  return {
    status: (subscriberStatuses as readonly string[]).includes(status) ? (status as NewsletterStatus) : "",
    q: isStorableText(q) ? q : "",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The page's address for `query` (empty filters and page 1 left out). */
export function subscribersHref(query: SubscribersQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.q) params.set("q", query.q);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/admin/newsletter?${search}` : "/admin/newsletter";
}

/** The CSV of the status filter (the session cookie authorises the download). */
export function subscribersExportHref(query: SubscribersQuery): string {
  const base = "/api/v1/admin/newsletter/subscribers/export.csv";
  return query.status ? `${base}?status=${query.status}` : base;
}

/** The API's search: the filters that are set; the page is zero-based there. */
export function subscribersRequest(query: SubscribersQuery): NonNullable<AdminSubscriberSearchRequest> {
  return {
    ...(query.status ? { status: query.status } : {}),
    ...(query.q ? { q: query.q } : {}),
    from: query.page - 1,
    limit: SUBSCRIBERS_PAGE_SIZE,
  };
}
