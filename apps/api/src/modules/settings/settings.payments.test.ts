import { paymentSettingsResponseSchema, shopConfigSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext } from "../../../test/support/test-app";
import { checkoutKit, dubaiDate, type Headers } from "../../../test/testkits/checkout.testkit";

/** Issue 15 "Settings": payment methods (cash on delivery and its fee, card when keys exist), used by checkout. */
const ctx = fileTestContext();
const kit = checkoutKit(ctx);
let admin: Headers;
let skuId: number;
beforeAll(async () => {
  admin = await kit.staff("ROLE_ADMIN");
  skuId = await kit.sku({ price: 4000, stock: 50 });
});

const setPayments = (payments: unknown, headers = admin) =>
  kit.post("/api/v1/admin/payments/update", { payments }, headers);
const config = async () =>
  shopConfigSchema.parse((await ctx().app.inject({ url: "/api/v1/config" })).json().responceObj);
const quote = () => kit.quote({ lines: [{ skuId, qty: 1 }], emirate: "dubai", paymentMethod: "cod" });

describe("issue 15: payment methods without card keys", () => {
  it("issue 15: load answers cash on delivery on with the AED 5 fee, card off and not available", async () => {
    const res = successOf(await kit.post("/api/v1/admin/payments/load", {}, admin), paymentSettingsResponseSchema);
    expect(res).toEqual({ payments: { cashOnDelivery: true, codFee: 500, card: false }, cardAvailable: false });
  });

  it("issue 15: a new COD fee is in the quote, the placed order's total, shipment details and the public config at once", async () => {
    expect((await quote()).json().responceObj).toMatchObject({ codFee: 500, total: 4000 + 1500 + 500 });
    const saved = await setPayments({ cashOnDelivery: true, codFee: 1250, card: false });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await quote()).json().responceObj).toMatchObject({ codFee: 1250, total: 4000 + 1500 + 1250 });
    const order = kit.guestOrderOf({
      email: "cod-fee@example.com",
      skuId,
      qty: 1,
      date: dubaiDate(1),
      expectedTotal: 6750,
    });
    const placed = await kit.placeOrder(order);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().responceObj.order).toMatchObject({ codFee: 1250, total: 6750 });
    // An expected total made with the old fee is refused with the server's figures.
    const stale = await kit.placeOrder({ ...order, idempotencyKey: crypto.randomUUID(), expectedTotal: 6000 });
    expect(stale.json().errorList[0].errorCode).toBe("PRICE_CHANGED");

    expect((await config()).delivery.codFee).toBe(1250);
    const details = await kit.post("/api/v1/user/loadShipmentDetails", {});
    expect(details.json().responceObj).toMatchObject({ codFee: 1250, codEnabled: true, cardEnabled: false });
    // The delivery settings show the payments' fee and a delivery save keeps it.
    await kit.setDelivery({ codFee: 1 });
    expect((await quote()).json().responceObj.codFee).toBe(1250);
  });

  it("issue 15: card cannot be turned on without keys; cash on delivery cannot be turned off then (one method stays on)", async () => {
    const card = await setPayments({ cashOnDelivery: true, codFee: 500, card: true });
    expect(card.statusCode).toBe(400);
    expect(card.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "payments.card" });
    const none = await setPayments({ cashOnDelivery: false, codFee: 500, card: false });
    expect(none.statusCode).toBe(400);
    expect(none.json().errorList[0]).toMatchObject({
      errorCode: "VALIDATION_FAILED",
      field: "payments.cashOnDelivery",
    });
    for (const [codFee, field] of [
      [-1, "payments.codFee"],
      [1_000_001, "payments.codFee"],
      [1.5, "payments.codFee"],
    ] as const) {
      const res = await setPayments({ cashOnDelivery: true, codFee, card: false });
      expect(res.json().errorList[0], String(codFee)).toMatchObject({ errorCode: "VALIDATION_FAILED", field });
    }
    expect((await config()).payments).toEqual({ card: false, cashOnDelivery: true });
  });

  it("issue 15: every change is audited with the value before and after; a manager may only view", async () => {
    const entries = await kit.rows<{ before: { codFee: number }; after: { codFee: number } }>(
      sql`select before, after from audit_log where action = 'settings.payments' order by id`,
    );
    expect(entries.map((e) => [e.before.codFee, e.after.codFee])).toEqual([[500, 1250]]);
    const manager = await kit.staff("ROLE_MANAGER");
    expect((await kit.post("/api/v1/admin/payments/load", {}, manager)).statusCode).toBe(200);
    expect((await setPayments({ cashOnDelivery: true, codFee: 0, card: false }, manager)).statusCode).toBe(403);
  });
});

describe("issue 15: payment methods with card keys", () => {
  const keyed = fileTestContext({
    env: { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" },
  });
  const k = checkoutKit(keyed);

  it("issue 15: cash on delivery off: quote and placeOrder refuse it with VALIDATION_FAILED naming paymentMethod; the config and checkout offer card only", async () => {
    const owner = await k.staff("ROLE_SUPER_ADMIN");
    const sku = await k.sku({ price: 3000, stock: 5 });
    const off = await k.post(
      "/api/v1/admin/payments/update",
      { payments: { cashOnDelivery: false, codFee: 500, card: true } },
      owner,
    );
    expect(off.statusCode, off.body).toBe(200);
    const q = await k.quote({ lines: [{ skuId: sku, qty: 1 }], emirate: "dubai", paymentMethod: "cod" });
    expect(q.statusCode).toBe(400);
    expect(q.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "paymentMethod" });
    const order = k.guestOrderOf({
      email: "no-cod@example.com",
      skuId: sku,
      qty: 1,
      date: dubaiDate(1),
      expectedTotal: 5000,
    });
    const placed = await k.placeOrder(order);
    expect(placed.statusCode).toBe(400);
    expect(placed.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "paymentMethod" });
    expect(await k.ordersTo("no-cod@example.com")).toBe(0);
    const cfg = shopConfigSchema.parse((await keyed().app.inject({ url: "/api/v1/config" })).json().responceObj);
    expect(cfg.payments).toEqual({ card: true, cashOnDelivery: false });
    const details = (await k.post("/api/v1/user/loadShipmentDetails", {})).json().responceObj;
    expect(details).toMatchObject({ codEnabled: false, cardEnabled: true });

    // Card off again leaves cash on delivery as the one method.
    const cardOff = await k.post(
      "/api/v1/admin/payments/update",
      { payments: { cashOnDelivery: true, codFee: 500, card: false } },
      owner,
    );
    expect(cardOff.statusCode).toBe(200);
    const card = await k.placeOrder({ ...order, idempotencyKey: crypto.randomUUID(), paymentMethod: "card" });
    expect(card.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "paymentMethod" });
  });
});
