import { type AuditSearchRequest, isStorableText } from "@shop/shared";

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 20;

/**
 * What /admin/audit shows: ?entity=, ?entityId=, ?productId= (a product's whole history), ?action=, ?fromDate=,
 * ?toDate= (Dubai days) and ?page=.
 */
export interface AuditQuery {
  entity: string;
  entityId: string;
  productId: string;
  action: string;
  fromDate: string;
  toDate: string;
  page: number;
}

/** A text filter cut to the API's length; one the API would refuse (NUL, a broken character) is ignored. */
function text(url: URL, name: string, max: number): string {
  const value = (url.searchParams.get(name) ?? "").trim().slice(0, max).trim();
  return isStorableText(value) ? value : "";
}

/** A YYYY-MM-DD calendar day, else "" (a wrong date in the address is ignored rather than refused). */
function day(url: URL, name: string): string {
  const value = url.searchParams.get(name) ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return "";
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : "";
}

function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** A product id as typed in the address ("42"), else "" (ignored rather than refused). */
function productIdOf(value: string | null): string {
  const trimmed = (value ?? "").trim();
  return /^[1-9]\d{0,8}$/.test(trimmed) ? trimmed : "";
}

export function auditQuery(url: URL): AuditQuery {
  return {
    entity: text(url, "entity", 40),
    entityId: text(url, "entityId", 100),
    productId: productIdOf(url.searchParams.get("productId")),
    action: text(url, "action", 60),
    fromDate: day(url, "fromDate"),
    toDate: day(url, "toDate"),
    page: pageOf(url.searchParams.get("page")),
  };
}

/** The address of the audit page for `query` (empty filters and page 1 left out, so links stay short). */
export function auditHref(query: AuditQuery): string {
  const params = new URLSearchParams();
  for (const name of ["entity", "entityId", "productId", "action", "fromDate", "toDate"] as const) {
    if (query[name]) params.set(name, query[name]);
  }
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/admin/audit?${search}` : "/admin/audit";
}

/** The search the API is asked for: only the filters that are set; the page is zero-based there. */
export function auditSearchRequest(query: AuditQuery): NonNullable<AuditSearchRequest> {
  return {
    ...(query.entity ? { entity: query.entity } : {}),
    ...(query.entityId ? { entityId: query.entityId } : {}),
    ...(query.productId ? { productId: Number(query.productId) } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.fromDate ? { fromDate: query.fromDate } : {}),
    ...(query.toDate ? { toDate: query.toDate } : {}),
    from: query.page - 1,
    limit: AUDIT_PAGE_SIZE,
  };
}

/** How many filters are set (the page says so, and offers to clear them). */
export function activeFilterCount(query: AuditQuery): number {
  return [query.entity, query.entityId, query.productId, query.action, query.fromDate, query.toDate].filter(Boolean)
    .length;
}

/**
 * A recorded state (before or after) as text for a <pre>: indented JSON, "" when there is none (a creation has
 * no before, a deletion no after). Shown as text, never as HTML.
 */
export function formatState(value: unknown): string {
  if (value === null || value === undefined) return "";
  try {
    return JSON.stringify(value, null, 2) ?? "";
  } catch {
    return String(value);
  }
}
