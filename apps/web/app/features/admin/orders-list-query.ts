import {
  type DeliverySlot,
  deliverySlots,
  type Emirate,
  emirates,
  type OrderStatus,
  orderStatuses,
  type PaymentMethod,
  paymentMethods,
} from "@shop/shared";

/** Orders per page in the back office. */
export const ADMIN_PAGE_SIZE = 20;

/** The order list's filters as the address holds them (issue 15): ?status&q&pay&emirate&slot&from&to&page. */
export interface AdminListQuery {
  status: OrderStatus | "";
  q: string;
  paymentMethod: PaymentMethod | "";
  emirate: Emirate | "";
  slot: DeliverySlot | "";
  /** Delivery dates, YYYY-MM-DD or "". */
  dateFrom: string;
  dateTo: string;
  page: number;
}

export type AdminListFilter = Omit<AdminListQuery, "page">;

/** What the API takes: the filters set, the zero-based page. */
export interface AdminOrderFilter {
  status?: OrderStatus;
  q?: string;
  paymentMethod?: PaymentMethod;
  emirate?: Emirate;
  slot?: DeliverySlot;
  dateFrom?: string;
  dateTo?: string;
  from: number;
  limit: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : "";
const dateOf = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : "");

/** The list's filter from the address; anything it does not know is left out. */
export function adminListQuery(url: URL): AdminListQuery {
  const p = url.searchParams;
  const page = Number(p.get("page"));
  return {
    status: oneOf(orderStatuses, p.get("status")),
    q: (p.get("q") ?? "").trim().slice(0, 100),
    paymentMethod: oneOf(paymentMethods, p.get("pay")),
    emirate: oneOf(emirates, p.get("emirate")),
    slot: oneOf(deliverySlots, p.get("slot")),
    dateFrom: dateOf(p.get("from")),
    dateTo: dateOf(p.get("to")),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The filters set, under the API's names. */
function apiFilters(query: AdminListFilter): Omit<AdminOrderFilter, "from" | "limit"> {
  const entries = Object.entries({
    status: query.status,
    q: query.q,
    paymentMethod: query.paymentMethod,
    emirate: query.emirate,
    slot: query.slot,
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
  }).filter(([, value]) => value);
  return Object.fromEntries(entries);
}

export function adminFilterOf(query: AdminListQuery): AdminOrderFilter {
  return { ...apiFilters(query), from: query.page - 1, limit: ADMIN_PAGE_SIZE };
}

/** Whether any filter is set (the empty state then offers to clear them). */
export function hasFilters(query: AdminListFilter): boolean {
  return Object.keys(apiFilters(query)).length > 0;
}

/** The address of a page of the list with the same filter. */
export function adminListHref(query: AdminListFilter, page: number): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.q) params.set("q", query.q);
  if (query.paymentMethod) params.set("pay", query.paymentMethod);
  if (query.emirate) params.set("emirate", query.emirate);
  if (query.slot) params.set("slot", query.slot);
  if (query.dateFrom) params.set("from", query.dateFrom);
  if (query.dateTo) params.set("to", query.dateTo);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/orders?${search}` : "/admin/orders";
}

/** The CSV of the same filter (GET with the session cookie; the API streams it). */
export function adminExportHref(query: AdminListFilter): string {
  const search = new URLSearchParams(apiFilters(query) as Record<string, string>).toString();
  return `/api/v1/admin/orders/export.csv${search ? `?${search}` : ""}`;
}
