import { canMove, type OrderStatus } from "@shop/shared";
import type { Db } from "../../../db/client";
import { insertOrderEvent, type OrderRow, updateOrderState } from "../orders/orders.repo";
import type { Actor } from "../orders/orders.transitions";
import { enqueueRefundMail } from "./refunds.mail";
import {
  addRefunded,
  basisLines,
  insertRefundEvent,
  type RefundLineRow,
  type RefundRow,
  restockRefund,
} from "./refunds.repo";
import { itemText, refundNote, restockable } from "./refunds.rules";

/**
 * What a refund that was made changes, inside the transaction that records it as made, with the order locked:
 * orders.refunded_fils, the units back on the shelf (when asked, and not after a cancellation, which put them all
 * back), the order moved to refunded when nothing is left and its state allows it (otherwise its payment is marked
 * refunded), a 'refund' entry in the timeline, and the shopper's e-mail with the amount (one e-mail: the status
 * change to refunded sends none of its own).
 */
export async function applyMadeRefund(
  tx: Db,
  order: OrderRow,
  refund: RefundRow & { lines: RefundLineRow[] },
  context: { actor: Actor; origin: string },
): Promise<OrderRow> {
  await addRefunded(tx, order.id, refund.amountFils);
  if (refund.restock && restockable(order)) await restockRefund(tx, refund.id);

  let after = order;
  const completes = order.refundedFils + refund.amountFils >= order.totalFils;
  if (completes) {
    const from = order.status as OrderStatus;
    const moves = canMove(from, "refunded");
    if (moves || order.paymentStatus !== "refunded") {
      after = await updateOrderState(tx, order.id, {
        status: moves ? "refunded" : from,
        paymentStatus: "refunded",
        keepHold: false,
      });
    }
    if (moves) await insertOrderEvent(tx, { orderId: order.id, status: "refunded", actor: context.actor, note: null });
  }

  const names = new Map((await basisLines(tx, order.id)).map((l) => [l.orderLineId, l]));
  const items = refund.lines.map((l) => {
    const line = names.get(l.orderLineId);
    return line ? itemText(line, l.qty) : `${l.qty} × ${l.orderLineId}`;
  });
  const method = refund.method as "card" | "recorded";
  const note = refundNote({
    method,
    everything: refund.amountFils === order.totalFils,
    items,
    charges: refund.chargesFils,
    reason: refund.reason,
  });
  await insertRefundEvent(tx, { orderId: order.id, status: after.status, actor: context.actor, note });
  await enqueueRefundMail(
    tx,
    after,
    {
      number: order.number,
      amount: refund.amountFils,
      vat: refund.vatFils,
      method,
      items,
      charges: refund.chargesFils,
      reason: refund.reason,
    },
    context.origin,
  );
  return after;
}
