import { type AdminOrder, isBackOfficeRole, type OrderStatus, orderStatuses } from "@shop/shared";
import { ApiError } from "../../lib/api/api-error";
import { isSessionRejected, readSessionUser, requireSession } from "../account";
import { type AdminOrderFilter, type AdminOrderPage, adminOrder, searchAdminOrders } from "./admin-api";

/** Orders per page in the back office. */
export const ADMIN_PAGE_SIZE = 20;

export type StaffLoaded<T> =
  | { state: "ok"; value: T }
  | { state: "forbidden" }
  /** An admin without two-step login while the shop requires it (TWO_STEP_REQUIRED). */
  | { state: "twoStepRequired" }
  | { state: "notFound" }
  | { state: "failed" };

/** Whether the stored user may use the back office; null when the stored user does not say (the API decides). */
export function staffByStoredRole(role: unknown): boolean | null {
  if (typeof role !== "string" || !role) return null;
  return isBackOfficeRole(role);
}

/**
 * A back-office page's data: the SPEC 2 guard first (a visitor goes to the login page), then the role: a
 * logged-in shopper who is not staff gets the "not allowed" state (FORBIDDEN), whatever the API would say.
 */
export async function staffCall<T>(request: Request, call: () => Promise<T>): Promise<StaffLoaded<T>> {
  requireSession(request);
  if (staffByStoredRole(readSessionUser()?.role) === false) return { state: "forbidden" };
  try {
    return { state: "ok", value: await call() };
  } catch (error) {
    if (isSessionRejected(error)) requireSession(request);
    if (error instanceof ApiError && error.errorList[0]?.errorCode === "TWO_STEP_REQUIRED") {
      return { state: "twoStepRequired" };
    }
    if (error instanceof ApiError && error.status === 403) return { state: "forbidden" };
    if (error instanceof ApiError && error.status === 404) return { state: "notFound" };
    return { state: "failed" };
  }
}

export interface AdminListQuery {
  status: OrderStatus | "";
  q: string;
  page: number;
}

/** The list's filter from the address: ?status=&q=&page= (1-based). */
export function adminListQuery(url: URL): AdminListQuery {
  const status = url.searchParams.get("status") ?? "";
  const page = Number(url.searchParams.get("page"));
  return {
    status: (orderStatuses as readonly string[]).includes(status) ? (status as OrderStatus) : "",
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function adminFilterOf(query: AdminListQuery): AdminOrderFilter {
  return {
    ...(query.status ? { status: query.status } : {}),
    ...(query.q ? { q: query.q } : {}),
    from: query.page - 1,
    limit: ADMIN_PAGE_SIZE,
  };
}

/** The address of a page of the list with the same filter. */
export function adminListHref(query: Pick<AdminListQuery, "status" | "q">, page: number): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.q) params.set("q", query.q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/orders?${search}` : "/admin/orders";
}

export interface AdminListData {
  query: AdminListQuery;
  loaded: StaffLoaded<AdminOrderPage>;
}

export async function loadAdminOrders(request: Request): Promise<AdminListData> {
  const query = adminListQuery(new URL(request.url));
  return { query, loaded: await staffCall(request, () => searchAdminOrders(adminFilterOf(query))) };
}

export function loadAdminOrder(request: Request, number: string): Promise<StaffLoaded<AdminOrder>> {
  return staffCall(request, () => adminOrder(number));
}
