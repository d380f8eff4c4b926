import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/test-app";
import { checkoutKit } from "../checkout/checkout.testkit";
import { ordersClient } from "../orders/orders.testkit";
import { intentObject, type StripeStandIn, signedEvent, startStripeStandIn } from "./stripe-stand-in";

/** A card order from placeOrder to tracking, with Stripe's API stood in on loopback. */

let ctx: TestContext;
let stripe: StripeStandIn;
const kit = checkoutKit(() => ctx);
const c = ordersClient(() => ctx);

beforeAll(async () => {
  stripe = await startStripeStandIn();
  ctx = await createTestContext({ env: stripe.env });
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});

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
    const intent = [...stripe.intents.values()].find((i) => i.metadata.orderNumber === order.number)!;
    expect(intent).toMatchObject({ amount: order.total, currency: "aed" });
    expect(payment.clientSecret).toBe(intent.client_secret);
    expect(await c.order(order.number)).toMatchObject({ status: "pending_payment", paymentStatus: "pending" });
    expect(await kit.stock(skuId)).toBe(8);

    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/payments/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(400);

    const event = signedEvent("payment_intent.succeeded", intentObject(intent.id, order));
    const ok = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/payments/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": event.signature },
      payload: event.body,
    });
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
    const intent = [...stripe.intents.values()].find((i) => i.metadata.orderNumber === order.number)!;
    expect(intent.status).toBe("canceled");
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
