import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { placeOrderResponseSchema, shipmentDetailsSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../test/support/test-app";
import { checkoutKit, GUEST_CONTACT } from "../../../../test/testkits/checkout.testkit";

/**
 * Card orders through the payments module's Stripe gateway, against a local stand-in for Stripe's API
 * (STRIPE_API_HOST/PORT/PROTOCOL): PaymentIntents are created once per order, with its total in fils.
 */
interface Intent {
  id: string;
  client_secret: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}
const intents = new Map<string, Intent>();
const byIdempotencyKey = new Map<string, Intent>();
let creates = 0;
let failNextCreate = false;
let stripe: Server;

function startStripeStandIn(): Promise<number> {
  stripe = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomUUID()}` });
        res.end(JSON.stringify(value));
      };
      if (req.method === "POST" && req.url === "/v1/payment_intents") {
        if (failNextCreate) {
          failNextCreate = false;
          return send(400, { error: { type: "invalid_request_error", message: "stand-in refuses" } });
        }
        const key = String(req.headers["idempotency-key"] ?? randomUUID());
        const known = byIdempotencyKey.get(key);
        if (known) return send(200, { object: "payment_intent", ...known });
        const form = new URLSearchParams(body);
        creates++;
        const id = `pi_test_${creates}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) if (k.startsWith("metadata[")) metadata[k.slice(9, -1)] = v;
        const intent = {
          id,
          client_secret: `${id}_secret_${randomUUID().slice(0, 8)}`,
          amount: Number(form.get("amount")),
          currency: String(form.get("currency")),
          metadata,
        };
        intents.set(id, intent);
        byIdempotencyKey.set(key, intent);
        return send(200, { object: "payment_intent", status: "requires_payment_method", ...intent });
      }
      const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(req.url ?? "");
      if (req.method === "GET" && match && intents.has(match[1]!)) {
        return send(200, { object: "payment_intent", status: "requires_payment_method", ...intents.get(match[1]!) });
      }
      return send(404, { error: { type: "invalid_request_error", message: `no route ${req.method} ${req.url}` } });
    });
  });
  return new Promise((resolve) => stripe.listen(0, "127.0.0.1", () => resolve((stripe.address() as AddressInfo).port)));
}

let ctx: TestContext;
const kit = checkoutKit(() => ctx);
beforeAll(async () => {
  const port = await startStripeStandIn();
  ctx = await createTestContext({
    env: {
      STRIPE_SECRET_KEY: "sk_test_standin",
      STRIPE_PUBLISHABLE_KEY: "pk_test_standin",
      STRIPE_WEBHOOK_SECRET: "whsec_standin",
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: "http",
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => stripe.close(resolve));
});

/** A guest's card order of `qty` units of one SKU. */
const cardOrder = (email: string, skuId: number, qty: number, expectedTotal: number) =>
  kit.guestOrder({
    contact: { ...GUEST_CONTACT, email },
    lines: [{ skuId, qty }],
    paymentMethod: "card",
    expectedTotal,
  });

describe("card payment", () => {
  it("loadShipmentDetails says card is enabled and gives the publishable key", async () => {
    const res = await kit.post("/api/v1/user/loadShipmentDetails", {});
    const details = shipmentDetailsSchema.parse(res.json().responceObj);
    expect(details).toMatchObject({ cardEnabled: true, publishableKey: "pk_test_standin" });
  });

  it("a card order is pending_payment, holds its stock 15 minutes and answers the PaymentIntent's client secret", async () => {
    const sku = await kit.sku({ price: 8000, stock: 5 });
    const body = cardOrder("card@example.com", sku, 2, 17500);
    const started = Date.now();
    const res = await kit.placeOrder(body);
    expect(res.statusCode, res.body).toBe(200);
    const { order, payment } = placeOrderResponseSchema.parse(res.json().responceObj);
    expect(order).toMatchObject({
      status: "pending_payment",
      paymentMethod: "card",
      paymentStatus: "pending",
      items: 16000,
      delivery: 1500,
      codFee: 0,
      total: 17500,
    });
    expect(order.events).toEqual([expect.objectContaining({ status: "pending_payment", actor: "shopper" })]);
    const hold = new Date(order.holdExpiresAt!).getTime();
    expect(hold - started).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(hold - started).toBeLessThanOrEqual(15 * 60_000 + 10_000);
    expect(payment?.provider).toBe("stripe");
    const intent = [...intents.values()].find((i) => i.client_secret === payment?.clientSecret);
    expect(intent).toMatchObject({ amount: 17500, currency: "aed", metadata: { orderNumber: order.number } });
    const [row] = await kit.rows<{ pi: string }>(
      sql`select payment_intent_id as pi from orders where id = ${order.orderId}`,
    );
    expect(row?.pi).toBe(intent?.id);
    expect(await kit.stock(sku)).toBe(3);

    const createsBefore = creates;
    const again = await kit.placeOrder(body);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(res.body);
    expect(creates).toBe(createsBefore);
  });

  it("when Stripe fails the shopper gets SERVICE_UNAVAILABLE; the order is kept and the retry gets the secret", async () => {
    const sku = await kit.sku({ price: 8000, stock: 5 });
    const body = cardOrder("card-retry@example.com", sku, 1, 9500);
    failNextCreate = true;
    const failed = await kit.placeOrder(body);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().errorList[0].errorCode).toBe("SERVICE_UNAVAILABLE");
    expect(await kit.ordersTo("card-retry@example.com")).toBe(1);
    expect(await kit.stock(sku)).toBe(4);
    const retry = await kit.placeOrder(body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().responceObj.payment.clientSecret).toMatch(/^pi_test_\d+_secret_/);
    expect(await kit.ordersTo("card-retry@example.com")).toBe(1);
    expect(await kit.stock(sku)).toBe(4);
  });
});
