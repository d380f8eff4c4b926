import type { Order } from "@shop/shared";
import { ApiError } from "../../lib/api/api-error";
import { isSessionRejected, requireSession } from "../account";
import { myOrder, type OrderPage, searchMyOrders } from "./orders-api";

/** Orders per page of the history. */
export const ORDERS_PAGE_SIZE = 10;

/** ?page=N (1-based, as shown); anything else is page 1. */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

export type Loaded<T> = { ok: true; value: T } | { ok: false; notFound: boolean };

/** A member's call from a guarded page: a refused session leads to the login page; other failures are shown. */
async function guarded<T>(request: Request, call: () => Promise<T>): Promise<Loaded<T>> {
  requireSession(request);
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (isSessionRejected(error)) requireSession(request);
    return { ok: false, notFound: error instanceof ApiError && error.status === 404 };
  }
}

export interface OrdersData {
  page: number;
  result: Loaded<OrderPage>;
}

export async function loadMyOrders(request: Request): Promise<OrdersData> {
  const page = pageParam(new URL(request.url));
  return { page, result: await guarded(request, () => searchMyOrders(page - 1, ORDERS_PAGE_SIZE)) };
}

export async function loadMyOrder(request: Request, number: string): Promise<Loaded<Order>> {
  return guarded(request, () => myOrder(number));
}
