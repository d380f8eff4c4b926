import type { StripeError } from "@stripe/stripe-js";

/**
 * What a card payment that Stripe.js refused means for the order (docs/decisions/0008-orders-payments.md):
 * - "retry": nothing reached the card (details incomplete, no connection): the shopper corrects and pays again;
 * - "cancelled": the card was tried and failed (declined, failed authentication), or the intent can no longer
 *   be paid: Stripe's payment_intent.payment_failed cancels the order and frees its stock, so the shopper
 *   places a new order rather than trying another card on this one;
 * - "paid": it had already gone through (a second click, another tab): the order's page shows it.
 */
export type CardFailure = "retry" | "cancelled" | "paid";

export function cardFailureOf(error: Pick<StripeError, "type" | "code" | "payment_intent">): CardFailure {
  const status = error.payment_intent?.status;
  if (status === "succeeded" || status === "processing") return "paid";
  if (status === "canceled") return "cancelled";
  if (error.type === "card_error") return "cancelled";
  if (error.code === "payment_intent_authentication_failure" || error.code === "payment_intent_unexpected_state") {
    return "cancelled";
  }
  return "retry";
}
