import { vatPart } from "@shop/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../../../../test/support/members";
import { signedEvent } from "../../../../test/support/stripe-stand-in";
import { stripeTestApp } from "../../../../test/support/stripe-test-app";
import type { Headers } from "../../../../test/testkits/orders.testkit";
import { refundsKit } from "../../../../test/testkits/refunds.testkit";
import { createStripeCardPayments } from "../payments/card-payments";
import { createRefundsService } from "./refunds.service";

/** Issue 15: card orders are refunded through Stripe (the stand-in on loopback); cancelling a paid one refunds it. */

const stripeApp = stripeTestApp();
const k = refundsKit(stripeApp.ctx);
let admin: Headers;
beforeAll(async () => {
  admin = await k.staff("ROLE_ADMIN");
});

let intents = 0;
/** A card order paid through a PaymentIntent the stand-in knows (succeeded for the order's total). */
async function paidCardOrder(
  prices: Array<{ price: number; qty: number }>,
  options: Parameters<typeof k.orderAt>[1] = {},
) {
  const id = `pi_paid_${++intents}_${Date.now()}`;
  const order = await k.orderAt(prices, {
    status: "delivered",
    paymentMethod: "card",
    paymentStatus: "paid",
    paymentIntentId: id,
    ...options,
  });
  stripeApp.stripe().intents.set(id, {
    id,
    object: "payment_intent",
    amount: order.total,
    amount_received: order.total,
    currency: "aed",
    status: "succeeded",
    client_secret: `${id}_secret`,
    metadata: { orderNumber: order.number },
    receipt_email: null,
    last_payment_error: null,
    latest_charge: `ch_${id}`,
  });
  return { ...order, intentId: id };
}

const refundCalls = () => stripeApp.stripe().requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds");
const errorOf = (res: { json(): { errorList: Array<{ errorCode: string; field?: string }> } }) =>
  res.json().errorList[0]!;

describe("card refunds through Stripe", () => {
  it("issue 15: one line of a paid card order: Stripe receives its amount with the refund's own idempotency key", async () => {
    const order = await paidCardOrder([
      { price: 3150, qty: 2 },
      { price: 990, qty: 1 },
    ]);
    const calls = refundCalls().length;
    const res = await k.refund(admin, {
      number: order.number,
      lines: [{ orderLineId: order.lineIds[0], qty: 2 }],
      restock: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { refund } = res.json().responceObj;
    expect(refund).toMatchObject({ amount: 6300, vat: vatPart(6300), method: "card", status: "succeeded" });
    const sent = refundCalls().slice(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      idempotencyKey: `refund-${refund.refundId}`,
      params: { payment_intent: order.intentId, amount: "6300", "metadata[orderNumber]": order.number },
    });
    const [row] = await k.refundRows(order.number);
    expect(row).toMatchObject({ status: "succeeded", providerRefundId: expect.stringMatching(/^re_standin_/) });
    expect(stripeApp.stripe().refunds.get(row!.providerRefundId!)?.amount).toBe(6300);
    expect(await k.stock(order.skus[0]!)).toBe(500);
    expect(await k.refundMails(order.number)).toEqual([
      { to: "shopper@example.com", locale: "en", amount: 6300, method: "card" },
    ]);
    expect((await k.audits(order.number)).map((a) => a.action)).toEqual(["order.refund", "order.refund.settle"]);
  });

  it("issue 15: Stripe refuses: the refund is kept as failed, REFUND_FAILED, nothing else changes; a new refund can follow", async () => {
    const order = await paidCardOrder([{ price: 2000, qty: 1 }]);
    stripeApp.stripe().intents.get(order.intentId)!.status = "canceled";
    const stock = await k.stock(order.skus[0]!);
    const res = await k.refund(admin, { number: order.number, everything: true, restock: true });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ errorCode: "REFUND_FAILED", field: "number" });
    expect(res.json().errorList[0].errorDesc).toContain("Nothing was refunded");
    expect(await k.refundRows(order.number)).toMatchObject([{ status: "failed", amount: 3500 }]);
    expect(await k.refundedFils(order.number)).toBe(0);
    expect(await k.stock(order.skus[0]!)).toBe(stock);
    expect(await k.refundEvents(order.number)).toEqual([]);
    expect(await k.refundMails(order.number)).toEqual([]);
    expect(await k.order(order.number)).toMatchObject({ status: "delivered", paymentStatus: "paid" });

    stripeApp.stripe().intents.get(order.intentId)!.status = "succeeded";
    const again = await k.refund(admin, { number: order.number, everything: true, restock: false });
    expect(again.statusCode, again.body).toBe(200);
    expect(await k.order(order.number)).toMatchObject({ status: "refunded", paymentStatus: "refunded" });
  });

  it("issue 15: Stripe does not answer: pending (it counts), SERVICE_UNAVAILABLE; asked again with the same key, made once", async () => {
    const order = await paidCardOrder([{ price: 1000, qty: 2 }]);
    const calls = refundCalls().length;
    stripeApp.stripe().failNext(3);
    const res = await k.refund(admin, {
      number: order.number,
      lines: [{ orderLineId: order.lineIds[0], qty: 2 }],
      restock: false,
    });
    expect(res.statusCode).toBe(503);
    expect(errorOf(res).errorCode).toBe("SERVICE_UNAVAILABLE");
    const [pending] = await k.refundRows(order.number);
    expect(pending).toMatchObject({ status: "pending", amount: 2000 });
    // While it is pending its units cannot be refunded again.
    const twice = await k.refund(admin, {
      number: order.number,
      lines: [{ orderLineId: order.lineIds[0], qty: 1 }],
      restock: false,
    });
    expect(errorOf(twice)).toMatchObject({ errorCode: "CONFLICT", field: "lines.0.qty" });

    const ctx = stripeApp.ctx();
    const silent = { warn() {}, info() {} };
    const service = createRefundsService({
      db: ctx.database.db,
      cardRefunds: createStripeCardPayments(ctx.config.stripe!, silent),
      transitions: { origin: ctx.config.publicOrigin },
      recordAudit: async () => {},
      log: silent,
    });
    expect(await service.sweep(0)).toBe(1);
    expect(await service.sweep(0)).toBe(0);
    const keys = refundCalls()
      .slice(calls)
      .map((r) => r.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`refund-${pending!.id}`]));
    const made = [...stripeApp.stripe().refunds.values()].filter((r) => r.payment_intent === order.intentId);
    expect(made.map((r) => r.amount)).toEqual([2000]);
    expect(await k.refundRows(order.number)).toMatchObject([{ status: "succeeded" }]);
    expect(await k.refundedFils(order.number)).toBe(2000);
  });

  it("issue 15: Stripe's charge.refunded webhook for the shop's own refund changes nothing more", async () => {
    const order = await paidCardOrder([{ price: 1200, qty: 1 }]);
    expect((await k.refund(admin, { number: order.number, everything: true, restock: false })).statusCode).toBe(200);
    const events = (await k.events(order.number)).length;
    const charge = { id: `ch_${order.intentId}`, refunded: true, payment_intent: order.intentId, metadata: {} };
    const res = await stripeApp.deliver(signedEvent("charge.refunded", charge));
    expect(res.json().responceObj.outcome).toBe("ignored");
    expect((await k.events(order.number)).length).toBe(events);
  });
});

describe("cancelling a paid card order refunds it", () => {
  it("issue 15: staff cancel a paid card order: refunded through Stripe at once, stock and slot back once, e-mailed", async () => {
    const order = await paidCardOrder([{ price: 2500, qty: 3 }], { status: "preparing" });
    const sku = order.skus[0]!;
    const before = await k.stock(sku);
    const res = await k.post("/api/v1/admin/orders/transition", admin, { number: order.number, to: "cancelled" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().responceObj.order).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect(await k.refundRows(order.number)).toMatchObject([
      { method: "card", status: "succeeded", amount: order.total, vat: vatPart(order.total), restock: false },
    ]);
    expect(await k.refundedFils(order.number)).toBe(order.total);
    expect(await k.stock(sku)).toBe(before + 3);
    expect((await k.refundMails(order.number)).map((m) => m.amount)).toEqual([order.total]);
    expect((await k.refundEvents(order.number))[0]?.note).toBe("Full refund, to the card. Reason: Order cancelled");
  });

  it("issue 15: a shopper who cancels their paid card order gets the money back; units a refund put back are not put back twice", async () => {
    const member = await registerMember(stripeApp.ctx());
    const order = await paidCardOrder(
      [
        { price: 1800, qty: 2 },
        { price: 700, qty: 1 },
      ],
      {
        status: "confirmed",
        userId: member.user.id,
        email: member.email,
      },
    );
    const sku = order.skus[0]!;
    const before = await k.stock(sku);
    const partial = await k.refund(admin, {
      number: order.number,
      lines: [{ orderLineId: order.lineIds[0], qty: 1 }],
      restock: true,
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(await k.stock(sku)).toBe(before + 1);

    const res = await k.post("/api/v1/orders/cancel", member.headers, { number: order.number });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().responceObj.order).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect(await k.stock(sku)).toBe(before + 2);
    const rows = await k.refundRows(order.number);
    expect(rows.map((r) => [r.status, r.amount])).toEqual([
      ["succeeded", 1800],
      ["succeeded", order.total - 1800],
    ]);
    const made = [...stripeApp.stripe().refunds.values()].filter((r) => r.payment_intent === order.intentId);
    expect(made.reduce((sum, r) => sum + r.amount, 0)).toBe(order.total);
    const seen = (await k.post("/api/v1/orders/detail", member.headers, { number: order.number })).json().responceObj;
    expect(seen.order.refunds.map((r: { amount: number }) => r.amount)).toEqual([1800, order.total - 1800]);
  });
});
