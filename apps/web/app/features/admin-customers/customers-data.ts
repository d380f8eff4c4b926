import {
  type CustomerDetailResponse,
  type CustomerSearchResponse,
  type CustomerState,
  customerStates,
} from "@shop/shared";
import { type StaffLoaded, staffCall } from "../admin";
import { customerDetail, searchCustomers } from "./customers-api";

/** Customers per page of the list. */
export const CUSTOMERS_PAGE_SIZE = 20;

export interface CustomersQuery {
  q: string;
  state: CustomerState | "";
  page: number;
}

/** The list's filter from the address: ?q=&state=&page= (1-based). */
export function customersQuery(url: URL): CustomersQuery {
  const state = url.searchParams.get("state") ?? "";
  const page = Number(url.searchParams.get("page"));
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    state: (customerStates as readonly string[]).includes(state) ? (state as CustomerState) : "",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address of a page of the list with the same filter. */
export function customersHref(query: Pick<CustomersQuery, "q" | "state">, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.state) params.set("state", query.state);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/customers?${search}` : "/admin/customers";
}

export const customerPath = (id: number) => `/admin/customers/${id}`;

export interface CustomersData {
  query: CustomersQuery;
  loaded: StaffLoaded<CustomerSearchResponse>;
}

export async function loadCustomers(request: Request): Promise<CustomersData> {
  const query = customersQuery(new URL(request.url));
  const filter = {
    ...(query.q ? { query: query.q } : {}),
    ...(query.state ? { state: query.state } : {}),
    from: query.page - 1,
    limit: CUSTOMERS_PAGE_SIZE,
  };
  return { query, loaded: await staffCall(request, () => searchCustomers(filter)) };
}

/** One customer; an id that is no whole number in range is "not found" without a call. */
export async function loadCustomer(
  request: Request,
  id: string | undefined,
): Promise<StaffLoaded<CustomerDetailResponse>> {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) return { state: "notFound" };
  return staffCall(request, () => customerDetail(n));
}
