import type { OrderRefund, PaymentMethod, Refund, RefundMethod, RefundState, RefundStatus } from "@shop/shared";
import type { OrderRow } from "../orders/orders.repo";
import { type BasisLine, basisOf, type RefundLineRow, type RefundRow } from "./refunds.repo";
import { refundWay, restockable } from "./refunds.rules";

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toRefund(row: RefundRow & { lines: RefundLineRow[] }): Refund {
  return {
    refundId: row.id,
    amount: row.amountFils,
    vat: row.vatFils,
    charges: row.chargesFils,
    method: row.method as RefundMethod,
    status: row.status as RefundStatus,
    reason: row.reason,
    restock: row.restock,
    createdAt: iso(row.createdAt),
    createdBy: row.createdBy,
    lines: row.lines.map((l) => ({ orderLineId: l.orderLineId, qty: l.qty, amount: l.amountFils, vat: l.vatFils })),
  };
}

/** The refund panel's view of an order: its lines with what is refunded of each, the charges, every refund. */
export function toRefundState(
  order: OrderRow,
  lines: BasisLine[],
  refunds: Array<RefundRow & { lines: RefundLineRow[] }>,
  hasCardProvider: boolean,
): RefundState {
  const basis = basisOf(order, lines, refunds);
  const way = refundWay(order, hasCardProvider);
  const nothingLeft = basis.refunded >= basis.total;
  return {
    number: order.number,
    paymentMethod: order.paymentMethod as PaymentMethod,
    method: way.method,
    blockedBy: way.blockedBy ?? (nothingLeft ? "nothing_left" : null),
    restockable: restockable(order),
    lines: lines.map((l) => ({
      orderLineId: l.orderLineId,
      name: l.name,
      skuCode: l.skuCode,
      unitNet: l.unitNet,
      qty: l.qty,
      codeDiscount: l.codeDiscount,
      vat: l.vat,
      refundedQty: l.refundedQty,
      refundedVat: l.refundedVat,
    })),
    charges: { total: basis.charges, refunded: basis.chargesRefunded },
    total: basis.total,
    vat: basis.vat,
    refunded: basis.refunded,
    refundedVat: basis.refundedVat,
    refunds: refunds.map(toRefund),
  };
}

/** The refunds a shopper sees on their order: those made, oldest first. */
export function toOrderRefunds(refunds: RefundRow[]): OrderRefund[] {
  return refunds
    .filter((r) => r.status === "succeeded")
    .map((r) => ({ amount: r.amountFils, vat: r.vatFils, method: r.method as RefundMethod, at: iso(r.createdAt) }));
}
