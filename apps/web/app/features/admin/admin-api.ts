import type { AdminOrder, AdminOrderSummary, OrderStatus } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "../account";

const ADMIN_ORDERS = "/api/v1/admin/orders";

export interface AdminOrderFilter {
  status?: OrderStatus;
  q?: string;
  from: number;
  limit: number;
}

export interface AdminOrderPage {
  orders: AdminOrderSummary[];
  totalCount: number;
}

/** Orders newest first, by status and by part of the number, e-mail, mobile or name (staff only). */
export function searchAdminOrders(filter: AdminOrderFilter): Promise<AdminOrderPage> {
  return memberCall(() => apiPost<AdminOrderPage>(`${ADMIN_ORDERS}/search`, filter));
}

export async function adminOrder(number: string): Promise<AdminOrder> {
  const { order } = await memberCall(() => apiPost<{ order: AdminOrder }>(`${ADMIN_ORDERS}/detail`, { number }));
  return order;
}

/** One allowed move (orderTransitions); the note goes to the shopper by e-mail. The answer is the order now. */
export async function transitionOrder(number: string, to: OrderStatus, note?: string): Promise<AdminOrder> {
  const { order } = await memberCall(() =>
    apiPost<{ order: AdminOrder }>(`${ADMIN_ORDERS}/transition`, { number, to, ...(note ? { note } : {}) }),
  );
  return order;
}
