import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { intentObject, signedEvent } from "../../../../test/support/stripe-stand-in";
import { stripeTestApp } from "../../../../test/support/stripe-test-app";
import { ordersClient } from "../../../../test/testkits/orders.testkit";
import { createHoldExpiry } from "../orders/hold-expiry";

const { ctx, deliver } = stripeTestApp();
const c = ordersClient(ctx);

beforeAll(async () => {
  // A test below runs a hold-expiry pass itself.
  await ctx().app.orderHoldExpiry.stop();
});

let intents = 0;
/** A card order waiting for its payment, with its PaymentIntent id. */
async function cardOrder(options: { holdExpiresAt?: Date; qty?: number } = {}) {
  const [skuId] = await c.freshSkus(1);
  const stockBefore = await c.stock(skuId!);
  const intentId = `pi_hook_${++intents}`;
  const placed = await c.placeOrder({
    status: "pending_payment",
    paymentMethod: "card",
    paymentIntentId: intentId,
    holdExpiresAt: options.holdExpiresAt ?? new Date(Date.now() + 15 * 60_000),
    lines: [{ skuId: skuId!, qty: options.qty ?? 2 }],
    deliveryDate: "2030-03-03",
    deliverySlot: "afternoon",
  });
  return { ...placed, intentId, skuId: skuId!, stockBefore };
}

const recorded = async (id: string) =>
  (await c.rows<{ n: number }>(sql`select count(*)::int as n from payment_events where id = ${id}`))[0]!.n;

describe("webhook signature", () => {
  it("a tampered body is BAD_REQUEST in the error shape and changes nothing", async () => {
    const order = await cardOrder();
    const event = signedEvent("payment_intent.succeeded", intentObject(order.intentId, order));
    const tampered = event.body.replace(`"amount":${order.total}`, `"amount":1`);
    expect(tampered).not.toBe(event.body);
    const res = await deliver({ body: tampered, signature: event.signature });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: "FAILURE",
      errorList: [
        expect.objectContaining({ errorCode: "BAD_REQUEST", errorDesc: "The webhook signature is not valid." }),
      ],
    });
    expect((await c.order(order.number)).status).toBe("pending_payment");
    expect(await recorded(event.id)).toBe(0);
  });

  it("an old timestamp (a replay), another secret and a missing header are BAD_REQUEST", async () => {
    const order = await cardOrder();
    const object = intentObject(order.intentId, order);
    const old = signedEvent("payment_intent.succeeded", object, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const otherSecret = signedEvent("payment_intent.succeeded", object, { secret: "whsec_someone_else" });
    const unsigned = signedEvent("payment_intent.succeeded", object);
    for (const res of [await deliver(old), await deliver(otherSecret), await deliver({ body: unsigned.body })]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errorList[0].errorCode).toBe("BAD_REQUEST");
    }
    expect((await c.order(order.number)).status).toBe("pending_payment");
  });

  it("the raw body is checked as sent: the same event re-serialised by a JSON parser would not verify", async () => {
    const order = await cardOrder();
    const event = signedEvent("payment_intent.succeeded", intentObject(order.intentId, order));
    const pretty = JSON.stringify(JSON.parse(event.body), null, 2);
    expect((await deliver({ body: pretty, signature: event.signature })).statusCode).toBe(400);
    expect((await deliver(event)).statusCode).toBe(200);
  });
});

describe("payment_intent.succeeded", () => {
  it("confirms the order, marks it paid, clears the hold and e-mails the shopper", async () => {
    const order = await cardOrder();
    const event = signedEvent("payment_intent.succeeded", intentObject(order.intentId, order));
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json().responceObj).toEqual({ received: true, outcome: "confirmed" });
    expect(await c.order(order.number)).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      holdExpiresAt: null,
    });
    expect((await c.events(order.number)).at(-1)).toMatchObject({ status: "confirmed", actor: "stripe" });
    expect((await c.mails(order.number)).map((m) => m.status)).toEqual(["confirmed"]);
    expect(await c.stock(order.skuId)).toBe(order.stockBefore - 2);
  });

  it("a duplicate delivery of the same event changes nothing, even two at once", async () => {
    const order = await cardOrder();
    const event = signedEvent("payment_intent.succeeded", intentObject(order.intentId, order));
    const outcomes = (await Promise.all([deliver(event), deliver(event)])).map((r) => r.json().responceObj.outcome);
    expect(outcomes.sort()).toEqual(["confirmed", "duplicate"]);
    const again = await deliver(event);
    expect(again.json().responceObj.outcome).toBe("duplicate");
    expect(await c.events(order.number)).toHaveLength(2);
    expect(await c.mails(order.number)).toHaveLength(1);
    expect(await recorded(event.id)).toBe(1);
  });

  it("a second succeeded event (another id) for a paid order changes nothing", async () => {
    const order = await cardOrder();
    await deliver(signedEvent("payment_intent.succeeded", intentObject(order.intentId, order)));
    const res = await deliver(signedEvent("payment_intent.succeeded", intentObject(order.intentId, order)));
    expect(res.json().responceObj.outcome).toBe("ignored");
    expect(await c.events(order.number)).toHaveLength(2);
  });

  it("after the hold expired and the order was cancelled: recorded, flagged for a refund, stock not taken back", async () => {
    const order = await cardOrder({ holdExpiresAt: new Date(Date.now() - 1000) });
    const job = createHoldExpiry({
      db: ctx().database.db,
      transitions: { origin: "http://shop.test" },
      log: ctx().app.log,
    });
    expect(await job.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await c.order(order.number)).toMatchObject({ status: "cancelled" });
    expect(await c.stock(order.skuId)).toBe(order.stockBefore);

    const event = signedEvent("payment_intent.succeeded", intentObject(order.intentId, order));
    const res = await deliver(event);
    expect(res.json().responceObj.outcome).toBe("refund_due");
    expect(await c.order(order.number)).toMatchObject({ status: "cancelled", paymentStatus: "refund_due" });
    expect(await c.stock(order.skuId)).toBe(order.stockBefore);
    const last = (await c.events(order.number)).at(-1)!;
    expect(last).toMatchObject({ status: "cancelled", actor: "stripe" });
    expect(last.note).toMatch(/after this order was cancelled/);
    expect((await c.mails(order.number)).map((m) => m.status)).toEqual(["cancelled", "cancelled"]);
    expect(await recorded(event.id)).toBe(1);
  });

  it("a payment of another amount does not confirm the order and is flagged for a refund", async () => {
    const order = await cardOrder();
    const event = signedEvent(
      "payment_intent.succeeded",
      intentObject(order.intentId, order, { amount: 100, amount_received: 100 }),
    );
    expect((await deliver(event)).json().responceObj.outcome).toBe("refund_due");
    expect(await c.order(order.number)).toMatchObject({ status: "pending_payment", paymentStatus: "refund_due" });
  });

  it("an event for an order number this shop does not have yet is 404, not recorded, so Stripe retries it", async () => {
    const event = signedEvent(
      "payment_intent.succeeded",
      intentObject("pi_unknown", { number: "BST-LATE-0001", total: 1000 }),
    );
    const res = await deliver(event);
    expect(res.statusCode).toBe(404);
    expect(await recorded(event.id)).toBe(0);
  });

  it("an intent that is not the shop's (no order number, unknown id) is acknowledged and ignored", async () => {
    const event = signedEvent(
      "payment_intent.succeeded",
      intentObject("pi_elsewhere", { number: "", total: 1 }, { metadata: {} }),
    );
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json().responceObj.outcome).toBe("ignored");
  });
});

describe("payment_intent.payment_failed", () => {
  it("cancels the order, marks the payment failed, restocks and releases the slot", async () => {
    const bookedBefore = await c.booked("2030-03-03", "afternoon");
    const order = await cardOrder({ qty: 4 });
    expect(await c.stock(order.skuId)).toBe(order.stockBefore - 4);
    expect(await c.booked("2030-03-03", "afternoon")).toBe(bookedBefore + 1);
    const res = await deliver(signedEvent("payment_intent.payment_failed", intentObject(order.intentId, order)));
    expect(res.json().responceObj.outcome).toBe("cancelled");
    expect(await c.order(order.number)).toMatchObject({ status: "cancelled", paymentStatus: "failed" });
    expect(await c.stock(order.skuId)).toBe(order.stockBefore);
    expect(await c.booked("2030-03-03", "afternoon")).toBe(bookedBefore);
    expect((await c.events(order.number)).at(-1)).toMatchObject({ status: "cancelled", actor: "stripe" });
  });

  it("out of order: a failure delivered after the success changes nothing", async () => {
    const order = await cardOrder();
    const failed = signedEvent("payment_intent.payment_failed", intentObject(order.intentId, order));
    const succeeded = signedEvent("payment_intent.succeeded", intentObject(order.intentId, order));
    await deliver(succeeded);
    expect((await deliver(failed)).json().responceObj.outcome).toBe("ignored");
    expect(await c.order(order.number)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect(await c.stock(order.skuId)).toBe(order.stockBefore - 2);
  });

  it("out of order: a success delivered after the failure is flagged for a refund, the order stays cancelled", async () => {
    const order = await cardOrder();
    await deliver(signedEvent("payment_intent.payment_failed", intentObject(order.intentId, order)));
    const res = await deliver(signedEvent("payment_intent.succeeded", intentObject(order.intentId, order)));
    expect(res.json().responceObj.outcome).toBe("refund_due");
    expect(await c.order(order.number)).toMatchObject({ status: "cancelled", paymentStatus: "refund_due" });
    expect(await c.stock(order.skuId)).toBe(order.stockBefore);
  });
});

describe("charge.refunded", () => {
  const charge = (intentId: string, refunded = true) => ({
    id: `ch_${intentId}`,
    object: "charge",
    payment_intent: intentId,
    refunded,
    metadata: {},
  });

  it("a full refund of a delivered order moves it to refunded", async () => {
    const order = await cardOrder();
    await deliver(signedEvent("payment_intent.succeeded", intentObject(order.intentId, order)));
    await c.rows(sql`update orders set status = 'delivered' where number = ${order.number}`);
    const res = await deliver(signedEvent("charge.refunded", charge(order.intentId)));
    expect(res.json().responceObj.outcome).toBe("refunded");
    expect(await c.order(order.number)).toMatchObject({ status: "refunded", paymentStatus: "refunded" });
  });

  it("settles a cancelled order's refund_due; a partial refund is ignored", async () => {
    const order = await cardOrder();
    await deliver(signedEvent("payment_intent.payment_failed", intentObject(order.intentId, order)));
    await deliver(signedEvent("payment_intent.succeeded", intentObject(order.intentId, order)));
    expect(
      (await deliver(signedEvent("charge.refunded", charge(order.intentId, false)))).json().responceObj.outcome,
    ).toBe("ignored");
    expect((await deliver(signedEvent("charge.refunded", charge(order.intentId)))).json().responceObj.outcome).toBe(
      "refunded",
    );
    expect(await c.order(order.number)).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
  });

  it("other event types are acknowledged, recorded once and ignored", async () => {
    const event = signedEvent("customer.created", { id: "cus_1", object: "customer" });
    expect((await deliver(event)).json().responceObj.outcome).toBe("ignored");
    expect((await deliver(event)).json().responceObj.outcome).toBe("duplicate");
  });
});

describe("malformed signed events (fuzzing found a 500)", () => {
  it("security: an intent id, amount or order number of the wrong type, NUL or an id too long is acknowledged and ignored, never a 500", async () => {
    const placed = await cardOrder();
    const order = { number: placed.number, total: placed.total };
    const succeeded = "payment_intent.succeeded";
    const failed = "payment_intent.payment_failed";
    const events: Array<[string, Record<string, unknown>]> = [
      [succeeded, intentObject([1, 2] as unknown as string, order)],
      [failed, intentObject([1, 2] as unknown as string, order)],
      [succeeded, intentObject("pi_bad_amount", order, { amount: "1000" as unknown as number })],
      [failed, intentObject("pi_bad_number", order, { metadata: { orderNumber: ["BST"] as unknown as string } })],
      [succeeded, intentObject("pi_nul\u0000", order)],
      [failed, intentObject("pi_bad_number", order, { metadata: { orderNumber: "BST-\u0000" } })],
      [succeeded, intentObject("p".repeat(300), order)],
    ];
    for (const [type, object] of events) {
      const res = await deliver(signedEvent(type, object));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().responceObj.outcome).toBe("ignored");
    }
    expect(await c.order(order.number)).toMatchObject({ status: "pending_payment", paymentStatus: "pending" });
    const charge = signedEvent("charge.refunded", { id: "ch_1", refunded: true, payment_intent: { id: 7 } });
    expect((await deliver(charge)).json().responceObj.outcome).toBe("ignored");
  });
});
