import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAND_IN_KEYS, type StripeStandIn, startStripeStandIn } from "../../../../test/support/stripe-stand-in";
import type { PaymentRequest } from "../checkout/payment-gateway";
import { type CardPayments, createStripeCardPayments } from "./card-payments";

let stripe: StripeStandIn;
let payments: CardPayments;
const warnings: unknown[] = [];

beforeAll(async () => {
  stripe = await startStripeStandIn();
  payments = createStripeCardPayments(
    { ...STAND_IN_KEYS, host: "127.0.0.1", port: stripe.port, protocol: "http" },
    { warn: (obj) => warnings.push(obj) },
  );
});
afterAll(async () => stripe?.close());

const request = (over: Partial<PaymentRequest> = {}): PaymentRequest => ({
  orderId: 7,
  number: "BST-CARD-0001",
  amountFils: 12_345,
  currency: "aed",
  email: "card@example.com",
  name: "Card Shopper",
  locale: "en",
  existingPaymentIntentId: null,
  holdExpiresAt: new Date(Date.now() + 15 * 60_000),
  ...over,
});

describe("Stripe card payments (against a loopback stand-in of Stripe's API)", () => {
  it("creates a PaymentIntent: total in fils, aed, the order number in metadata, idempotency key per order", async () => {
    const start = await payments.startPayment(request());
    const intent = stripe.intents.get(start.paymentIntentId)!;
    expect(start.clientSecret).toBe(intent.client_secret);
    expect(intent).toMatchObject({ amount: 12_345, currency: "aed", metadata: { orderNumber: "BST-CARD-0001" } });
    const call = stripe.requests.find((r) => r.method === "POST" && r.path === "/v1/payment_intents")!;
    expect(call.idempotencyKey).toBe("order-BST-CARD-0001");
    expect(call.authorization).toBe(`Bearer ${STAND_IN_KEYS.secretKey}`);
    expect(call.params["automatic_payment_methods[enabled]"]).toBe("true");
  });

  it("a retry for the same order gets the same intent; with the recorded id it is retrieved", async () => {
    const first = await payments.startPayment(request({ number: "BST-CARD-0002" }));
    const retry = await payments.startPayment(request({ number: "BST-CARD-0002" }));
    expect(retry).toEqual(first);
    const again = await payments.startPayment(
      request({ number: "BST-CARD-0002", existingPaymentIntentId: first.paymentIntentId }),
    );
    expect(again).toEqual(first);
    expect(stripe.requests.at(-1)).toMatchObject({
      method: "GET",
      path: `/v1/payment_intents/${first.paymentIntentId}`,
    });
  });

  it("Stripe failing makes startPayment throw (after the SDK's retries)", async () => {
    stripe.failNext(10);
    await expect(payments.startPayment(request({ number: "BST-CARD-0003" }))).rejects.toThrow();
    stripe.failNext(0);
  });

  it("cancelPayment cancels the intent, and never throws (an unknown intent is only logged)", async () => {
    const start = await payments.startPayment(request({ number: "BST-CARD-0004" }));
    await payments.cancelPayment(start.paymentIntentId);
    expect(stripe.intents.get(start.paymentIntentId)?.status).toBe("canceled");
    await expect(payments.cancelPayment("pi_nope")).resolves.toBeUndefined();
    expect(warnings.length).toBeGreaterThan(0);
  });
});
