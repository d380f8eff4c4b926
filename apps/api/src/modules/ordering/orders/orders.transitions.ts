import { canMove, type OrderStatus, orderTransitions } from "@shop/shared";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import { releaseUse } from "../discounts/discounts.repo";
import { enqueueOrderStatusMail } from "./orders.mail";
import {
  findOrder,
  insertOrderEvent,
  lockOrder,
  type OrderKey,
  type OrderRow,
  releaseSlot,
  restockOrder,
  setPaymentStatus,
  updateOrderState,
} from "./orders.repo";

/**
 * Who changed an order, as kept in order_events.actor: "shopper", "system" (hold expiry), "stripe" (a payment
 * webhook), or "user:<id>" for a member of staff.
 */
export type Actor = "shopper" | "system" | "stripe" | `user:${number}`;
export const staffActor = (userId: number): Actor => `user:${userId}`;

export interface Move {
  to: OrderStatus;
  actor: Actor;
  note?: string | null;
  /** The payment status after the move; by default it follows from the move (paymentStatusAfter). */
  paymentStatus?: string;
}

const label = (s: OrderStatus) => s.replaceAll("_", " ");

/** The CONFLICT of a move the state machine does not allow, naming what is allowed instead. */
export function refusedMove(number: string, from: OrderStatus, to: OrderStatus): AppError {
  const next = orderTransitions[from];
  return new AppError(
    "CONFLICT",
    from === to
      ? `Order ${number} is already ${label(from)}.`
      : `Order ${number} is ${label(from)} and cannot be changed to ${label(to)}.`,
    next.length
      ? `From ${label(from)} it can only go to: ${next.map(label).join(", ")}.`
      : `A ${label(from)} order cannot change any more.`,
    "to",
  );
}

/**
 * The payment status after a move: a cancelled order that was paid is owed a refund; a refund settles it; cash
 * on delivery is paid on delivery.
 */
export function paymentStatusAfter(order: OrderRow, to: OrderStatus): string {
  if (to === "cancelled" && order.paymentStatus === "paid") return "refund_due";
  if (to === "refunded") return "refunded";
  if (to === "delivered" && order.paymentMethod === "cod") return "paid";
  return order.paymentStatus;
}

export interface TransitionContext {
  /** Origin of links in e-mails (https://shop.example). */
  origin: string;
  /** Called after a commit that wrote e-mails: the outbox sends them now rather than at its next poll. */
  kickMail?: () => void;
  /**
   * Called after a commit that cancelled an unpaid card order (for example: cancel its PaymentIntent, so it
   * can no longer be paid). Must not throw.
   */
  afterUnpaidCardCancel?: (order: OrderRow) => Promise<void>;
  /**
   * Refunds (issue 15) when card payments are on: cancelling a paid card order gives the money back. `owe` writes
   * a pending refund of everything left in the cancellation's transaction; `settle`, after the commit, asks the
   * provider for it (never throws). Without it a cancelled paid order is left refund_due.
   */
  refundOnCancel?: {
    owe(tx: Db, order: OrderRow, actor: Actor): Promise<void>;
    settle(order: OrderRow): Promise<void>;
  };
  /**
   * Refunds (issue 15): staff marking a paid order refunded refund what is left of it first (recorded, or through
   * Stripe), and that refund moves the order. False when there is no money to give back (the plain move then).
   */
  refundRest?: (staff: { id: number; role: string }, number: string, note?: string) => Promise<boolean>;
}

/** After the commit of a move: send the e-mails now, and let go of an unpaid card order's payment. */
export async function afterMoveCommitted(order: OrderRow, ctx: TransitionContext): Promise<void> {
  ctx.kickMail?.();
  if (order.status === "cancelled" && order.paymentIntentId && order.paymentStatus !== "refund_due") {
    await ctx.afterUnpaidCardCancel?.(order);
  }
  if (order.status === "cancelled" && order.paymentStatus === "refund_due") await ctx.refundOnCancel?.settle(order);
}

/**
 * Moves an order that the caller has locked (lockOrder) within its transaction: checks the move, writes the
 * new state and a timeline event (time, actor, note), puts the stock and the delivery slot back on a
 * cancellation, and writes the shopper's e-mail to the outbox. Throws CONFLICT for a move that is not allowed.
 */
export async function moveLockedOrder(tx: Db, order: OrderRow, move: Move, ctx: TransitionContext): Promise<OrderRow> {
  const from = order.status as OrderStatus;
  if (!canMove(from, move.to)) throw refusedMove(order.number, from, move.to);
  const note = move.note?.trim() || null;
  const updated = await updateOrderState(tx, order.id, {
    status: move.to,
    paymentStatus: move.paymentStatus ?? paymentStatusAfter(order, move.to),
    keepHold: move.to === "pending_payment",
  });
  await insertOrderEvent(tx, { orderId: order.id, status: move.to, actor: move.actor, note });
  if (move.to === "cancelled") {
    // A card order cancelled before payment (or whose hold expired) gives its discount code's use back (issue 16).
    if (from === "pending_payment") await releaseUse(tx, order.id);
    await restockOrder(tx, order.id);
    await releaseSlot(tx, order.deliveryDate, order.deliverySlot);
    if (order.paymentMethod === "card" && order.paymentStatus === "paid") {
      await ctx.refundOnCancel?.owe(tx, updated, move.actor);
    }
  }
  await enqueueOrderStatusMail(tx, updated, move.to, note, ctx.origin);
  return updated;
}

/**
 * A timeline entry without a change of state (the event keeps the current status), optionally with a new
 * payment status; the shopper is e-mailed the note. For payments that arrive when the order cannot take them.
 */
export async function noteLockedOrder(
  tx: Db,
  order: OrderRow,
  entry: { actor: Actor; note: string; paymentStatus?: string },
  ctx: TransitionContext,
): Promise<void> {
  const status = order.status as OrderStatus;
  if (entry.paymentStatus && entry.paymentStatus !== order.paymentStatus) {
    await setPaymentStatus(tx, order.id, entry.paymentStatus);
  }
  await insertOrderEvent(tx, { orderId: order.id, status, actor: entry.actor, note: entry.note });
  await enqueueOrderStatusMail(tx, order, status, entry.note, ctx.origin);
}

/**
 * The one way to move an order: in a transaction, with a row lock on the order. `check` runs under the lock
 * before the move (for example: only the owner, only before preparing) and may throw; `alsoWrite` runs after the
 * move in the same transaction (staff moves: the audit entry), so both are written or neither.
 */
export async function transitionOrder(
  db: Db,
  key: OrderKey,
  move: Move,
  ctx: TransitionContext,
  check?: (order: OrderRow) => void,
  alsoWrite?: (tx: Db, before: OrderRow, after: OrderRow) => Promise<void>,
): Promise<OrderRow> {
  const moved = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, key);
    if (!order) throw new AppError("NOT_FOUND", "This order was not found.", "Check the order number.", "number");
    check?.(order);
    const after = await moveLockedOrder(tx, order, move, ctx);
    await alsoWrite?.(tx, order, after);
    return after;
  });
  await afterMoveCommitted(moved, ctx);
  // A cancelled paid card order was refunded after the commit: answer the order as it is now.
  const refunded = moved.status === "cancelled" && moved.paymentStatus === "refund_due" && ctx.refundOnCancel;
  return refunded ? ((await findOrder(db, { id: moved.id })) ?? moved) : moved;
}
