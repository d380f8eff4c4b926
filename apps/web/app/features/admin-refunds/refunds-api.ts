import type { AdminOrder, AdminRefundRequest, Refund, RefundState } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { memberCall } from "../account";

const ADMIN_ORDERS = "/api/v1/admin/orders";

/** An order's refunds and what is left to refund (staff only). */
export async function loadRefunds(number: string): Promise<RefundState> {
  const { refunds } = await memberCall(() => apiPost<{ refunds: RefundState }>(`${ADMIN_ORDERS}/refunds`, { number }));
  return refunds;
}

export interface RefundMade {
  refund: Refund;
  refunds: RefundState;
  order: AdminOrder;
}

/** One refund; the server computes every figure (the panel's amount is only a preview). */
export function makeRefund(request: AdminRefundRequest): Promise<RefundMade> {
  return memberCall(() => apiPost<RefundMade>(`${ADMIN_ORDERS}/refund`, request));
}
