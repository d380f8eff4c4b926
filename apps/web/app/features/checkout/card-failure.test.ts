import type { PaymentIntent, StripeError } from "@stripe/stripe-js";
import { describe, expect, it } from "vitest";
import { cardFailureOf } from "./card-failure";

const intent = (status: PaymentIntent.Status) => ({ status }) as PaymentIntent;
const error = (over: Partial<StripeError>): StripeError => ({ type: "api_error", ...over });

describe("cardFailureOf", () => {
  it("details that never reached the card, or no connection: the shopper tries again", () => {
    expect(cardFailureOf(error({ type: "validation_error", code: "incomplete_number" }))).toBe("retry");
    expect(cardFailureOf(error({ type: "api_connection_error" }))).toBe("retry");
    expect(cardFailureOf(error({ type: "rate_limit_error" }))).toBe("retry");
  });

  it("a card that was tried and failed: the order is cancelled (Stripe's payment_failed webhook)", () => {
    const declined = { type: "card_error", code: "card_declined" } as const;
    expect(cardFailureOf(error({ ...declined, payment_intent: intent("requires_payment_method") }))).toBe("cancelled");
    expect(cardFailureOf(error({ type: "card_error", code: "incorrect_cvc" }))).toBe("cancelled");
    const auth = { type: "invalid_request_error", code: "payment_intent_authentication_failure" } as const;
    expect(cardFailureOf(error(auth))).toBe("cancelled");
  });

  it("an intent that cannot be paid any more (cancelled: hold expired or declined before) ends the order too", () => {
    const state = { type: "invalid_request_error", code: "payment_intent_unexpected_state" } as const;
    expect(cardFailureOf(error({ ...state, payment_intent: intent("canceled") }))).toBe("cancelled");
  });

  it("an intent that was paid already (a second click, another tab) is shown as paid", () => {
    const state = { type: "invalid_request_error", code: "payment_intent_unexpected_state" } as const;
    expect(cardFailureOf(error({ ...state, payment_intent: intent("succeeded") }))).toBe("paid");
    expect(cardFailureOf(error({ ...state, payment_intent: intent("processing") }))).toBe("paid");
  });
});
