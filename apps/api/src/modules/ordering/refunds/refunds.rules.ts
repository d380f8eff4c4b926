import { formatMoney, type RefundBlock, type RefundMethod, type RefundProblem } from "@shop/shared";
import { AppError } from "../../../lib/app-error";
import type { OrderRow } from "../orders/orders.repo";
import type { BasisLine } from "./refunds.repo";

/**
 * How an order is refunded (issue 15): a card order that was paid goes back through Stripe; cash on delivery once
 * it was delivered and paid, and a card order confirmed without a card payment, are recorded (the shop pays the
 * money back by hand). Nothing is refunded of an order still waiting for its payment, nor of unpaid cash on
 * delivery (cancel it instead), nor of a card order when the shop has no Stripe keys.
 */
export function refundWay(
  order: OrderRow,
  hasCardProvider: boolean,
): { method: RefundMethod; blockedBy: RefundBlock | null } {
  if (order.paymentMethod === "card") {
    if (order.status === "pending_payment") return { method: "card", blockedBy: "awaiting_payment" };
    if (order.paymentStatus === "refunded") return { method: "card", blockedBy: "nothing_left" };
    const paidByCard =
      (order.paymentStatus === "paid" || order.paymentStatus === "refund_due") && order.paymentIntentId;
    if (paidByCard) return { method: "card", blockedBy: hasCardProvider ? null : "no_card_provider" };
    return { method: "recorded", blockedBy: order.status === "cancelled" ? "nothing_left" : null };
  }
  if (order.paymentStatus === "refunded") return { method: "recorded", blockedBy: "nothing_left" };
  if (order.paymentStatus !== "paid") return { method: "recorded", blockedBy: "not_paid" };
  return { method: "recorded", blockedBy: null };
}

/** A cancellation put every unit back on the shelf already; later refunds cannot restock again. */
export const restockable = (order: OrderRow) => order.status !== "cancelled";

const blockMessages: Record<RefundBlock, [string, string]> = {
  awaiting_payment: [
    "This order is still waiting for its card payment; nothing has been paid to refund.",
    "Cancel the order instead.",
  ],
  not_paid: [
    "A cash-on-delivery order is refunded only after it has been delivered and paid.",
    "Before delivery, cancel the order or change it instead.",
  ],
  nothing_left: ["Everything of this order has been refunded already.", ""],
  no_card_provider: [
    "This order was paid by card, but card payments are not set up, so the shop cannot refund it.",
    "Set the Stripe keys, or refund it in Stripe's dashboard.",
  ],
};

export function blockedError(number: string, block: RefundBlock): AppError {
  const [message, suggestion] = blockMessages[block];
  return new AppError("CONFLICT", `Order ${number}: ${message}`, suggestion, "number");
}

/** refund-figures' refusal as the API's error, naming the field (lines.0.qty, charges...). */
export function problemError(problem: RefundProblem, lines: readonly BasisLine[]): AppError {
  const name = (id: number) => lines.find((l) => l.orderLineId === id)?.name ?? `line ${id}`;
  switch (problem.kind) {
    case "unknown_line":
      return new AppError(
        "VALIDATION_FAILED",
        `Line ${problem.orderLineId} is not a line of this order.`,
        "Choose lines of this order.",
        `${problem.field}.orderLineId`,
      );
    case "too_many":
      return new AppError(
        "CONFLICT",
        `Only ${problem.left} of ${name(problem.orderLineId)} can still be refunded.`,
        problem.left ? `Refund at most ${problem.left}.` : "This line has been refunded in full.",
        problem.field,
      );
    case "charges_refunded":
      return new AppError("CONFLICT", "The delivery charge and fees have been refunded already.", "", "charges");
    case "over_total":
      return new AppError(
        "CONFLICT",
        `Only ${formatMoney(problem.left)} of this order can still be refunded.`,
        "Refund less.",
        problem.field,
      );
    case "nothing":
      return new AppError(
        "CONFLICT",
        "There is nothing to refund in what was chosen.",
        "Choose what to refund.",
        "lines",
      );
  }
}

/** The timeline's words for a refund (no amount: the tracking page shows no figures). */
export function refundNote(input: {
  method: RefundMethod;
  everything: boolean;
  items: string[];
  charges: number;
  reason: string | null;
}): string {
  const what = [...input.items, ...(input.charges > 0 ? ["the delivery charge and fees"] : [])].join(", ");
  const how = input.method === "card" ? "to the card" : "paid back by the shop";
  const head = input.everything ? `Full refund, ${how}` : `Refund of ${what}, ${how}`;
  return input.reason ? `${head}. Reason: ${input.reason}` : `${head}.`;
}

/** "2 × Monstera (MS-12)" for a refunded line. */
export function itemText(line: { name: string; skuCode: string }, qty: number): string {
  return `${qty} × ${line.name} (${line.skuCode})`;
}
