import { formatMoney, safeText } from "@shop/shared";
import type Stripe from "stripe";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import { attachPaymentIntent, lockOrder, type OrderRow } from "../orders/orders.repo";
import {
  afterMoveCommitted,
  moveLockedOrder,
  noteLockedOrder,
  type TransitionContext,
} from "../orders/orders.transitions";
import { hasShopRefunds } from "../refunds/refunds.repo";
import { recordPaymentEvent } from "./payments.repo";

/** What a webhook event did, for the log and the tests. */
export type EventOutcome =
  | "duplicate"
  | "ignored"
  | "confirmed"
  | "marked_paid"
  | "cancelled"
  | "refund_due"
  | "refunded";

/** Stripe metadata: the shop sets orderNumber on every PaymentIntent. */
const metadataShape = z.object({ orderNumber: safeText().max(100).optional() }).nullish();
const stripeId = safeText().min(1).max(255);
const eventShape = z.object({ id: stripeId, type: safeText().max(100) });
/** The fields read of a PaymentIntent (payment_intent.*) and of a Charge (charge.refunded). */
const objectShapes: Record<string, z.ZodType> = {
  "payment_intent.succeeded": z.object({
    id: stripeId,
    amount: z.number().int().nullish(),
    amount_received: z.number().int().nullish(),
    currency: z.string().nullish(),
    metadata: metadataShape,
  }),
  "payment_intent.payment_failed": z.object({ id: stripeId, metadata: metadataShape }),
  "charge.refunded": z.object({
    refunded: z.boolean().nullish(),
    payment_intent: z.union([stripeId, z.object({ id: stripeId })]).nullish(),
    metadata: metadataShape,
  }),
};

/**
 * Whether the event has the fields its handling reads, of the right types. Checked although the event is signed:
 * a malformed one is "ignored" (answered 200, so Stripe does not send it again and again), never a 500.
 */
function wellFormed(event: Stripe.Event): boolean {
  if (!eventShape.safeParse(event).success) return false;
  const shape = objectShapes[event.type];
  return !shape || shape.safeParse((event.data as { object?: unknown } | undefined)?.object).success;
}

const LATE_PAYMENT =
  "A card payment arrived after this order was cancelled. It has not been used for the order and will be refunded.";

/**
 * Applies Stripe's webhook events to orders, each event once: its id goes into payment_events in the same
 * transaction as its effect (ON CONFLICT DO NOTHING), with a row lock on the order. Deliveries that come late,
 * twice or out of order never undo a decision: a payment that arrives for a cancelled order is recorded and
 * flagged for a refund, and the stock it no longer holds is not taken back.
 */
export function createPaymentsService(db: Db, transitions: TransitionContext) {
  async function orderOfIntent(tx: Db, intentId: string, number: string | undefined): Promise<OrderRow | undefined> {
    if (number) {
      const order = await lockOrder(tx, { number });
      // Ours (the metadata says so) but not there: let Stripe retry rather than lose the event.
      if (!order) throw new AppError("NOT_FOUND", `Order ${number} of ${intentId} was not found.`, "Stripe retries.");
      return order;
    }
    return lockOrder(tx, { paymentIntentId: intentId });
  }

  async function succeeded(tx: Db, intent: Stripe.PaymentIntent): Promise<EventOutcome> {
    const order = await orderOfIntent(tx, intent.id, intent.metadata?.orderNumber);
    if (!order) return "ignored";
    if (!order.paymentIntentId) await attachPaymentIntent(tx, order.id, intent.id);
    const sameIntent = !order.paymentIntentId || order.paymentIntentId === intent.id;
    const received = intent.amount_received || intent.amount;
    const amountOk = received === order.totalFils && intent.currency === "aed";
    const alive = order.status !== "cancelled" && order.status !== "refunded";
    if (sameIntent && amountOk && alive && order.paymentStatus !== "refunded") {
      if (order.status === "pending_payment") {
        await moveLockedOrder(tx, order, { to: "confirmed", actor: "stripe", paymentStatus: "paid" }, transitions);
        return "confirmed";
      }
      if (order.paymentStatus === "paid") return "ignored";
      // Confirmed by hand before Stripe's word came: now it is paid.
      await noteLockedOrder(
        tx,
        order,
        { actor: "stripe", note: "Card payment received.", paymentStatus: "paid" },
        transitions,
      );
      return "marked_paid";
    }
    if (order.paymentStatus === "refund_due" || order.paymentStatus === "refunded") return "ignored";
    const note = alive
      ? `A card payment of ${formatMoney(received)} does not match this order's total of ${formatMoney(order.totalFils)}; it will be refunded.`
      : LATE_PAYMENT;
    await noteLockedOrder(tx, order, { actor: "stripe", note, paymentStatus: "refund_due" }, transitions);
    return "refund_due";
  }

  /** Cancels a pending order; it comes back so that its PaymentIntent is let go after the commit. */
  async function failed(tx: Db, intent: Stripe.PaymentIntent): Promise<OrderRow | undefined> {
    const order = await orderOfIntent(tx, intent.id, intent.metadata?.orderNumber);
    if (order?.status !== "pending_payment") return undefined;
    if (order.paymentIntentId && order.paymentIntentId !== intent.id) return undefined;
    const move = {
      to: "cancelled" as const,
      actor: "stripe" as const,
      paymentStatus: "failed",
      note: "The card payment did not go through, so the order was cancelled.",
    };
    const cancelled = await moveLockedOrder(tx, order, move, transitions);
    return { ...cancelled, paymentIntentId: cancelled.paymentIntentId ?? intent.id };
  }

  /** A full refund made in Stripe's dashboard settles the order's payment; the shop's own refunds are not redone. */
  async function refunded(tx: Db, charge: Stripe.Charge): Promise<EventOutcome> {
    const intentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
    if (!charge.refunded || !intentId) return "ignored";
    const order = await orderOfIntent(tx, intentId, charge.metadata?.orderNumber);
    if (!order || order.paymentStatus === "refunded") return "ignored";
    // The shop's own refunds (issue 15) are recorded by the refunds service, with their lines and e-mail.
    if (await hasShopRefunds(tx, order.id)) return "ignored";
    if (order.status === "delivered" || order.status === "delivery_failed") {
      await moveLockedOrder(tx, order, { to: "refunded", actor: "stripe" }, transitions);
    } else {
      const note = "The card payment has been refunded.";
      await noteLockedOrder(tx, order, { actor: "stripe", note, paymentStatus: "refunded" }, transitions);
    }
    return "refunded";
  }

  return {
    /** Applies one verified event; "duplicate" when its id was applied before. */
    async apply(event: Stripe.Event): Promise<EventOutcome> {
      if (!wellFormed(event)) return "ignored";
      const { outcome, cancelled } = await db.transaction(
        async (tx): Promise<{ outcome: EventOutcome; cancelled?: OrderRow }> => {
          if (!(await recordPaymentEvent(tx, event.id, event.type))) return { outcome: "duplicate" };
          switch (event.type) {
            case "payment_intent.succeeded":
              return { outcome: await succeeded(tx, event.data.object) };
            case "payment_intent.payment_failed": {
              const order = await failed(tx, event.data.object);
              return order ? { outcome: "cancelled", cancelled: order } : { outcome: "ignored" };
            }
            case "charge.refunded":
              return { outcome: await refunded(tx, event.data.object) };
            default:
              return { outcome: "ignored" };
          }
        },
      );
      // A failed payment cancelled the order: its PaymentIntent is cancelled at Stripe too, so that no other
      // card can pay it on the same intent (money for a cancelled order). Sends the e-mails as well.
      if (cancelled) await afterMoveCommitted(cancelled, transitions);
      else if (outcome !== "duplicate" && outcome !== "ignored") transitions.kickMail?.();
      return outcome;
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
