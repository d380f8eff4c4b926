import type {
  AdminDeliveryChangeRequest,
  AdminOrder,
  AdminOrderNote,
  AdminOrderSummary,
  OrderStatus,
} from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "../account";
import type { AdminOrderFilter } from "./orders-list-query";

const ADMIN_ORDERS = "/api/v1/admin/orders";

export type { AdminOrderFilter } from "./orders-list-query";

export interface AdminOrderPage {
  orders: AdminOrderSummary[];
  totalCount: number;
}

/** Orders newest first, by the list's filters (orders-list-query.ts) (staff only). */
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

/** Staff's internal notes on an order (never shown to the shopper), oldest first. */
export async function orderNotes(number: string): Promise<AdminOrderNote[]> {
  const { notes } = await memberCall(() =>
    apiPost<{ notes: AdminOrderNote[] }>(`${ADMIN_ORDERS}/notes/list`, { number }),
  );
  return notes;
}

/** Adds a note; the answer is every note of the order. */
export async function addOrderNote(number: string, body: string): Promise<AdminOrderNote[]> {
  const { notes } = await memberCall(() =>
    apiPost<{ notes: AdminOrderNote[] }>(`${ADMIN_ORDERS}/notes/add`, { number, body }),
  );
  return notes;
}

/** A new address, date or slot before dispatch; the shopper is e-mailed. The answer is the order now. */
export async function changeDelivery(change: AdminDeliveryChangeRequest): Promise<AdminOrder> {
  const { order } = await memberCall(() => apiPost<{ order: AdminOrder }>(`${ADMIN_ORDERS}/delivery/change`, change));
  return order;
}
