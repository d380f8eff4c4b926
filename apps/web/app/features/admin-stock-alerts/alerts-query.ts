/** Rows per page of the demand list. */
export const ALERTS_PAGE_SIZE = 20;

/** What /admin/stock-alerts shows: ?q= (a SKU code or product name) and ?page=. */
export interface AlertsQuery {
  q: string;
  page: number;
}

export function alertsQuery(url: URL): AlertsQuery {
  const page = Number(url.searchParams.get("page"));
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address of the page for `query` (defaults left out). */
export function alertsHref(query: AlertsQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/admin/stock-alerts?${search}` : "/admin/stock-alerts";
}

/** The stock page searching for this SKU code, where staff restock it. */
export const restockHref = (code: string) => `/admin/stock?code=${encodeURIComponent(code)}`;
