import type { CartResponse, Language, Order, OrderSummary, TrackOrderResponse } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "../account";

const ORDERS = "/api/v1/orders";

export interface OrderPage {
  orders: OrderSummary[];
  totalCount: number;
}

/** The member's orders, newest first; `from` is the zero-based page (SPEC 3). */
export function searchMyOrders(from: number, limit: number): Promise<OrderPage> {
  return memberCall(() => apiPost<OrderPage>(`${ORDERS}/search`, { from, limit }));
}

export async function myOrder(number: string): Promise<Order> {
  const { order } = await memberCall(() => apiPost<{ order: Order }>(`${ORDERS}/detail`, { number }));
  return order;
}

/** Cancels while pending payment or confirmed (CONFLICT later); the answer is the order as it is now. */
export async function cancelMyOrder(number: string): Promise<Order> {
  const { order } = await memberCall(() => apiPost<{ order: Order }>(`${ORDERS}/cancel`, { number }));
  return order;
}

/** Puts the order's lines back in the member's cart; the answer is the cart (with `skipped` lines). */
export function reorder(number: string, lang: Language): Promise<CartResponse> {
  return memberCall(() => apiPost<CartResponse>(`${ORDERS}/reorder`, { number, lang }));
}

/** Public tracking: the number with the e-mail or the mobile given at checkout; a wrong pair is NOT_FOUND. */
export function trackOrder(query: { number: string; email?: string; mobile?: string }): Promise<TrackOrderResponse> {
  return apiPost<TrackOrderResponse>(`${ORDERS}/track`, query);
}
