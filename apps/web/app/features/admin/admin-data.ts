import { type AdminOrder, isBackOfficeRole } from "@shop/shared";
import { ApiError } from "../../lib/api/api-error";
import { isSessionRejected, readSessionUser, requireSession } from "../account";
import { type AdminOrderPage, adminOrder, searchAdminOrders } from "./admin-api";
import { type AdminListQuery, adminFilterOf, adminListQuery } from "./orders-list-query";

export {
  ADMIN_PAGE_SIZE,
  type AdminListQuery,
  adminExportHref,
  adminFilterOf,
  adminListHref,
  adminListQuery,
  hasFilters,
} from "./orders-list-query";

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
