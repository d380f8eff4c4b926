import { type StaffRole, type StaffSearchResponse, type StaffStatus, staffRoles, staffStatuses } from "@shop/shared";
import { type StaffLoaded, staffCall } from "../admin";
import { searchStaff } from "./staff-api";

/** Accounts per page of the staff list. */
export const STAFF_PAGE_SIZE = 20;

export interface StaffQuery {
  q: string;
  role: StaffRole | "";
  status: StaffStatus | "";
  page: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | "" =>
  (list as readonly string[]).includes(value ?? "") ? (value as T) : "";

/** The list's filter from the address: ?q=&role=&status=&page= (1-based). */
export function staffQuery(url: URL): StaffQuery {
  const page = Number(url.searchParams.get("page"));
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    role: oneOf(staffRoles, url.searchParams.get("role")),
    status: oneOf(staffStatuses, url.searchParams.get("status")),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address of a page of the list with the same filter. */
export function staffHref(query: Omit<StaffQuery, "page">, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.role) params.set("role", query.role);
  if (query.status) params.set("status", query.status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/staff?${search}` : "/admin/staff";
}

export interface StaffPageData {
  query: StaffQuery;
  loaded: StaffLoaded<StaffSearchResponse>;
}

export async function loadStaffPage(request: Request): Promise<StaffPageData> {
  const query = staffQuery(new URL(request.url));
  const filter = {
    ...(query.q ? { q: query.q } : {}),
    ...(query.role ? { role: query.role } : {}),
    ...(query.status ? { status: query.status } : {}),
    from: query.page - 1,
    limit: STAFF_PAGE_SIZE,
  };
  return { query, loaded: await staffCall(request, () => searchStaff(filter)) };
}
