import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { intentObject, STAND_IN_KEYS, signedEvent } from "../../../../test/support/stripe-stand-in";
import { stripeTestApp } from "../../../../test/support/stripe-test-app";
import { createTestContext, type TestContext } from "../../../../test/support/test-app";
import { checkoutKit } from "../../../../test/testkits/checkout.testkit";
import { ordersClient } from "../../../../test/testkits/orders.testkit";

/** A card order from placeOrder to tracking, with Stripe's API stood in on loopback. */

const { ctx, stripe, deliver } = stripeTestApp({ webhooks: true });
const kit = checkoutKit(ctx);
const c = ordersClient(ctx);

async function placeCardOrder(qty: number) {
  const skuId = await kit.sku({ price: 10_000, stock: 10 });
  const lines = [{ skuId, qty }];
  const quote = await kit.quote({ lines, emirate: "dubai", paymentMethod: "card" });
  expect(quote.statusCode).toBe(200);
  const res = await kit.placeOrder(
    kit.guestOrder({ lines, paymentMethod: "card", expectedTotal: quote.json().responceObj.total }),
  );
  expect(res.statusCode).toBe(200);
  return {
    skuId,
    ...(res.json().responceObj as { order: { number: string; total: number }; payment: { clientSecret: string } }),
  };
}

describe("card payment through placeOrder and the webhook", () => {
  it("card payment is offered with the publishable key", async () => {
    const res = await kit.post("/api/v1/user/loadShipmentDetails", {});
    expect(res.json().responceObj).toMatchObject({ cardEnabled: true, publishableKey: "pk_test_standin" });
  });

  it("placeOrder creates the PaymentIntent (total, aed, order number) and the webhook confirms the order", async () => {
    const { skuId, order, payment } = await placeCardOrder(2);
    const intent = [...stripe().intents.values()].find((i) => i.metadata.orderNumber === order.number)!;
    expect(intent).toMatchObject({ amount: order.total, currency: "aed" });
    expect(payment.clientSecret).toBe(intent.client_secret);
    expect(await c.order(order.number)).toMatchObject({ status: "pending_payment", paymentStatus: "pending" });
    expect(await kit.stock(skuId)).toBe(8);

    const res = await deliver({ body: "{}", signature: "t=1,v1=00" }, "application/json");
    expect(res.statusCode).toBe(400);

    const event = signedEvent("payment_intent.succeeded", intentObject(intent.id, order));
    const ok = await deliver(event, "application/json");
    expect(ok.json().responceObj.outcome).toBe("confirmed");
    const tracked = await c.post("/api/v1/orders/track", null, { number: order.number, email: "guest@example.com" });
    expect(
      tracked.json().responceObj.events.map((e: { status: string; actor: string }) => [e.status, e.actor]),
    ).toEqual([
      ["pending_payment", "shopper"],
      ["confirmed", "stripe"],
    ]);
    expect(await kit.stock(skuId)).toBe(8);
  });

  it("cancelling an unpaid card order cancels its PaymentIntent at Stripe and puts the stock back", async () => {
    const { skuId, order } = await placeCardOrder(3);
    const admin = await c.staff("ROLE_ADMIN");
    const res = await c.post("/api/v1/admin/orders/transition", admin, { number: order.number, to: "cancelled" });
    expect(res.statusCode).toBe(200);
    expect(await kit.stock(skuId)).toBe(10);
    const intent = [...stripe().intents.values()].find((i) => i.metadata.orderNumber === order.number)!;
    expect(intent.status).toBe("canceled");
  });
});

/** Confirms the intent as Stripe.js does in the browser: the publishable key, the client secret and a card. */
async function confirmInBrowser(clientSecret: string, card: string) {
  const id = clientSecret.split("_secret_")[0];
  const body = new URLSearchParams({
    key: STAND_IN_KEYS.publishableKey,
    client_secret: clientSecret,
    "payment_method_data[type]": "card",
    "payment_method_data[card][number]": card,
    return_url: "http://127.0.0.1/pages/order/success",
  });
  const res = await fetch(`http://127.0.0.1:${stripe().port}/v1/payment_intents/${id}/confirm`, {
    method: "POST",
    body,
  });
  return { status: res.status, body: await res.json() };
}

describe("paying at Stripe: the confirmation and its webhook", () => {
  it("a card that pays: Stripe sends payment_intent.succeeded and the order is confirmed and paid", async () => {
    const { skuId, order, payment } = await placeCardOrder(1);
    const paid = await confirmInBrowser(payment.clientSecret, "4242 4242 4242 4242");
    expect(paid).toMatchObject({ status: 200, body: { status: "succeeded", amount_received: order.total } });
    expect(paid.body.metadata).toBeUndefined();
    expect(stripe().deliveries.at(-1)).toMatchObject({ type: "payment_intent.succeeded", status: 200 });
    expect(await c.order(order.number)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect(await kit.stock(skuId)).toBe(9);
  });

  it("a declined card cancels the order and its intent at Stripe: the stock is back and no other card can pay", async () => {
    const { skuId, order, payment } = await placeCardOrder(2);
    const declined = await confirmInBrowser(payment.clientSecret, "4000000000000002");
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: "card_error",
      code: "card_declined",
      message: "Your card was declined.",
      payment_intent: { status: "requires_payment_method" },
    });
    expect(stripe().deliveries.at(-1)).toMatchObject({ type: "payment_intent.payment_failed", status: 200 });
    expect(await c.order(order.number)).toMatchObject({ status: "cancelled", paymentStatus: "failed" });
    expect(await kit.stock(skuId)).toBe(10);
    const intentId = payment.clientSecret.split("_secret_")[0]!;
    expect(stripe().intents.get(intentId)?.status).toBe("canceled");

    const retry = await confirmInBrowser(payment.clientSecret, "4242424242424242");
    expect(retry.status).toBe(400);
    expect(retry.body.error).toMatchObject({
      code: "payment_intent_unexpected_state",
      payment_intent: { status: "canceled" },
    });
    expect(await c.order(order.number)).toMatchObject({ status: "cancelled", paymentStatus: "failed" });
  });

  it("Stripe.js's calls need the intent's client secret with the publishable key", async () => {
    const { payment } = await placeCardOrder(1);
    const wrong = await confirmInBrowser(payment.clientSecret.replace("_secret_", "_secret_x"), "4242424242424242");
    expect(wrong.status).toBe(404);
    const res = await fetch(`http://127.0.0.1:${stripe().port}/v1/payment_intents`, { method: "POST" });
    expect(res.status).toBe(401);
  });
});

describe("without Stripe keys", () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestContext();
  });
  afterAll(async () => plain?.close());

  it("the card option is hidden and there is no webhook endpoint", async () => {
    const details = await plain.app.inject({
      method: "POST",
      url: "/api/v1/user/loadShipmentDetails",
      payload: { payload: { requestId: "", requestPayload: {} } },
    });
    expect(details.json().responceObj).toMatchObject({ cardEnabled: false, publishableKey: null });
    const hook = await plain.app.inject({
      method: "POST",
      url: "/api/v1/payments/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(hook.statusCode).toBe(404);
  });
});
