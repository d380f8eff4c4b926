import {
  type adminRefundRequestSchema,
  canMove,
  formatMoney,
  type OrderStatus,
  type RefundState,
  refundFigures,
} from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import type { AuditActor, RecordAudit } from "../../audit/audit.service";
import { findOrder, lockOrder, type OrderRow } from "../orders/orders.repo";
import { type Actor, staffActor, type TransitionContext } from "../orders/orders.transitions";
import type { CardPayments, CardRefundOutcome } from "../payments/card-payments";
import { applyMadeRefund } from "./refunds.apply";
import { toRefundState } from "./refunds.mappers";
import {
  basisLines,
  basisOf,
  insertRefund,
  lockRefund,
  type RefundRow,
  refundOrderId,
  refundsOf,
  setRefundOutcome,
  stalePendingRefunds,
} from "./refunds.repo";
import { blockedError, problemError, refundWay, restockable } from "./refunds.rules";

export type RefundInput = z.output<typeof adminRefundRequestSchema>;

export interface RefundsDeps {
  db: Db;
  /** Stripe's refunds; undefined without Stripe keys (card orders then cannot be refunded by the shop). */
  cardRefunds: Pick<CardPayments, "refund"> | undefined;
  transitions: TransitionContext;
  recordAudit: RecordAudit;
  log: Pick<FastifyBaseLogger, "warn" | "info">;
}

/** The staff member's id of an actor "user:12", else null. */
const staffIdOf = (actor: Actor) => (actor.startsWith("user:") ? Number(actor.slice(5)) : null);

const orderNotFound = () => new AppError("NOT_FOUND", "This order was not found.", "Check the order number.", "number");

/**
 * Refunds (issue 15 item 1). Every refund is decided under the order's row lock from the order's frozen prices
 * (refund-figures.ts), so two refunds at once can never give back more than was paid: the second sees the first.
 *
 * A recorded refund (cash on delivery) is made in that one transaction. A card refund is written as pending and
 * committed first (it already counts against what is left), then asked of Stripe with the idempotency key
 * refund-<row id>, then settled in a second transaction: made (succeeded, with its effects), refused (failed, nothing
 * changed, REFUND_FAILED), or no answer (left pending and asked again with the same key by the sweep, so it can
 * never be made twice). A crash between the two transactions leaves a pending row the sweep settles the same way.
 */
export function createRefundsService(deps: RefundsDeps) {
  const { db, cardRefunds, transitions, recordAudit, log } = deps;
  const hasCard = Boolean(cardRefunds);

  async function stateOf(order: OrderRow, reader: Db = db): Promise<RefundState> {
    const [lines, refunds] = await Promise.all([basisLines(reader, order.id), refundsOf(reader, order.id)]);
    return toRefundState(order, lines, refunds, hasCard);
  }

  /** Records the provider's answer for a pending card refund; answers the refund row after it. */
  async function settle(refundId: number, outcome: CardRefundOutcome, actor: Actor, staff?: AuditActor) {
    if (outcome.outcome === "unknown") return undefined;
    const settled = await db.transaction(async (tx) => {
      // The order's lock first, as every change of an order takes it, then the refund's.
      const orderId = await refundOrderId(tx, refundId);
      if (orderId === undefined) return undefined;
      const order = await lockOrder(tx, { id: orderId });
      const refund = await lockRefund(tx, refundId);
      if (!order || refund?.status !== "pending") return refund;
      const made = outcome.outcome === "made";
      const row = await setRefundOutcome(tx, refundId, {
        status: made ? "succeeded" : "failed",
        providerRefundId: outcome.providerRefundId ?? null,
      });
      if (made) {
        const lines = (await refundsOf(tx, order.id)).find((r) => r.id === refundId)?.lines ?? [];
        await applyMadeRefund(tx, order, { ...row, lines }, { actor, origin: transitions.origin });
      }
      if (staff) {
        await recordAudit(tx, staff, {
          action: "order.refund.settle",
          entity: "order",
          entityId: order.number,
          before: { refundId, status: "pending" },
          after: { refundId, status: row.status, providerRefundId: row.providerRefundId },
        });
      }
      return row;
    });
    transitions.kickMail?.();
    return settled;
  }

  /** Asks Stripe for a pending card refund and records the answer; never throws. */
  async function askProvider(refund: RefundRow, order: Pick<OrderRow, "number" | "paymentIntentId">, actor: Actor) {
    if (!cardRefunds || !order.paymentIntentId) return { outcome: "unknown" as const, message: "no card provider" };
    const outcome = await cardRefunds.refund({
      paymentIntentId: order.paymentIntentId,
      amountFils: refund.amountFils,
      refundId: refund.id,
      orderNumber: order.number,
    });
    try {
      await settle(refund.id, outcome, actor);
    } catch (error) {
      log.warn({ err: error, refundId: refund.id }, "refunds: could not record the provider's answer");
    }
    return outcome;
  }

  const service = {
    /** The refund panel: what was refunded, what is left, how the next refund would be made. */
    async state(number: string): Promise<{ refunds: RefundState }> {
      const order = await findOrder(db, { number });
      if (!order) throw orderNotFound();
      return { refunds: await stateOf(order) };
    },

    /** admin/orders/refund: one refund, decided under the order's lock; see the service's comment. */
    async refund(staff: AuditActor, input: RefundInput): Promise<{ refundId: number; state: RefundState }> {
      const actor = staffActor(staff.id);
      const created = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, { number: input.number });
        if (!order) throw orderNotFound();
        const way = refundWay(order, hasCard);
        if (way.blockedBy) throw blockedError(order.number, way.blockedBy);
        if (input.restock && !restockable(order)) {
          throw new AppError(
            "CONFLICT",
            "This order was cancelled, which already put every unit back on the shelf.",
            "Refund it without putting units back.",
            "restock",
          );
        }
        const [lines, refunds] = await Promise.all([basisLines(tx, order.id), refundsOf(tx, order.id)]);
        const result = refundFigures(basisOf(order, lines, refunds), input);
        if (!result.ok) throw problemError(result.problem, lines);
        const { figures } = result;
        const card = way.method === "card";
        const row = await insertRefund(tx, {
          orderId: order.id,
          amountFils: figures.amount,
          vatFils: figures.vat,
          chargesFils: figures.charges,
          method: way.method,
          status: card ? "pending" : "succeeded",
          reason: input.reason?.trim() || null,
          restock: input.restock && figures.lines.length > 0,
          createdBy: staff.id,
          lines: figures.lines,
        });
        await recordAudit(tx, staff, {
          action: "order.refund",
          entity: "order",
          entityId: order.number,
          before: { status: order.status, paymentStatus: order.paymentStatus, refundedFils: order.refundedFils },
          after: {
            refundId: row.id,
            amount: row.amountFils,
            vat: row.vatFils,
            charges: row.chargesFils,
            method: row.method,
            status: row.status,
            restock: row.restock,
            reason: row.reason,
            lines: figures.lines,
          },
        });
        if (!card) {
          const made = {
            ...row,
            lines: figures.lines.map((l) => ({ ...l, refundId: row.id, amountFils: l.amount, vatFils: l.vat })),
          };
          await applyMadeRefund(tx, order, made, { actor, origin: transitions.origin });
        }
        return { order, row };
      });
      const { order, row } = created;
      if (row.method === "card") {
        const outcome = await cardRefunds!.refund({
          paymentIntentId: order.paymentIntentId ?? "",
          amountFils: row.amountFils,
          refundId: row.id,
          orderNumber: order.number,
        });
        await settle(row.id, outcome, actor, staff);
        if (outcome.outcome === "refused") {
          throw new AppError(
            "REFUND_FAILED",
            `Stripe refused the refund of ${formatMoney(row.amountFils)}: ${outcome.message} Nothing was refunded.`,
            "Check the payment in Stripe's dashboard; the refund is listed as failed.",
            "number",
          );
        }
        if (outcome.outcome === "unknown") {
          throw new AppError(
            "SERVICE_UNAVAILABLE",
            `Stripe did not answer for the refund of ${formatMoney(row.amountFils)}. It stays pending and the shop asks again with the same key, so it is never made twice.`,
            "Look at the order again in a few minutes.",
            "number",
          );
        }
      } else {
        transitions.kickMail?.();
      }
      return { refundId: row.id, state: await stateOf((await findOrder(db, { id: order.id })) ?? order) };
    },

    /**
     * A paid card order being cancelled (issue 15 item 2): in the cancellation's transaction, a pending refund of
     * everything left; after its commit, Stripe is asked for it. Without Stripe keys the order stays refund_due.
     */
    onCancel: {
      async owe(tx: Db, order: OrderRow, actor: Actor): Promise<void> {
        const [lines, refunds] = await Promise.all([basisLines(tx, order.id), refundsOf(tx, order.id)]);
        const result = refundFigures(basisOf(order, lines, refunds), { everything: true });
        if (!result.ok) return;
        const { figures } = result;
        await insertRefund(tx, {
          orderId: order.id,
          amountFils: figures.amount,
          vatFils: figures.vat,
          chargesFils: figures.charges,
          method: "card",
          status: "pending",
          reason: "Order cancelled",
          restock: false,
          createdBy: staffIdOf(actor),
          lines: figures.lines,
        });
      },
      async settle(order: OrderRow): Promise<void> {
        try {
          const pending = (await refundsOf(db, order.id)).filter((r) => r.status === "pending");
          for (const refund of pending) await askProvider(refund, order, "system");
        } catch (error) {
          log.warn({ err: error, order: order.number }, "refunds: the cancelled order's refund was not asked");
        }
      },
    },

    /**
     * Staff marking an order refunded (the transition): when it was paid and something is left, refund all of it
     * (recorded, or through Stripe), which moves the order; false when there is no money to give back.
     */
    async refundRest(staff: AuditActor, number: string, note?: string): Promise<boolean> {
      const order = await findOrder(db, { number });
      if (!order || !canMove(order.status as OrderStatus, "refunded")) return false;
      if (refundWay(order, hasCard).blockedBy || order.refundedFils >= order.totalFils) return false;
      const reason = note?.trim() || undefined;
      await service.refund(staff, {
        number: order.number,
        everything: true,
        lines: [],
        charges: false,
        restock: false,
        reason,
      });
      return true;
    },

    /** Pending card refunds older than `olderThanMs`: asked of Stripe again with their own key (the sweep job). */
    async sweep(olderThanMs = 60_000): Promise<number> {
      const stale = await stalePendingRefunds(db, new Date(Date.now() - olderThanMs));
      let settled = 0;
      for (const refund of stale) {
        const order = await findOrder(db, { id: refund.orderId });
        if (!order) continue;
        const outcome = await askProvider(refund, order, "system");
        if (outcome.outcome !== "unknown") settled++;
      }
      return settled;
    },
  };
  return service;
}
export type RefundsService = ReturnType<typeof createRefundsService>;
