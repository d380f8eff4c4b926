import { stockAlertDemandResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { envelope, fileTestContext } from "../../../test/support/test-app";
import type { Headers } from "../../../test/testkits/checkout.testkit";
import { ordersClient } from "../../../test/testkits/orders.testkit";
import { refundsKit } from "../../../test/testkits/refunds.testkit";
import { stockKit } from "../../../test/testkits/stock.testkit";
import { ALERTS_PER_ADDRESS, ALERTS_PER_EMAIL_PER_HOUR } from "./catalogue.alerts.routes";

/**
 * Issue 16 "Back-in-stock alerts": a visitor or member leaves an address on a sold-out SKU; every stock increase
 * (staff adjustment, cancelled order, refund restock) e-mails each waiting subscriber once, through the outbox.
 */
const ctx = fileTestContext();
const kit = stockKit(ctx);
const orders = ordersClient(ctx);
const refunds = refundsKit(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
  // The drainer must not send (and so clear) what these tests read in the outbox.
  await ctx().app.mailOutbox.stop();
});

let address = 0;
/** Each call from a client address of its own, unless given: only the e-mail's limit applies. */
const add = (payload: unknown, options: { headers?: Headers; remoteAddress?: string } = {}) =>
  ctx().app.inject({
    method: "POST",
    url: "/api/v1/stock-alerts/add",
    payload: envelope(payload),
    headers: options.headers ?? {},
    remoteAddress: options.remoteAddress ?? `10.16.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
  });
const errorOf = (res: { json(): { errorList: Array<{ errorCode: string; field?: string }> } }) =>
  res.json().errorList[0]!;

const alertsOf = (skuId: number) =>
  kit.rows<{ email: string; locale: string; userId: number | null; notified: boolean }>(sql`
    select email, locale, user_id as "userId", notified_at is not null as notified from stock_alerts
     where sku_id = ${skuId} order by id`);
/** The back-in-stock e-mails in the outbox for a SKU, oldest first. */
const mailsFor = (skuId: number) =>
  kit.rows<{ payload: { to: string; locale: string; productName: string; path: string } }>(sql`
    select payload from outbox where payload->>'template' = 'stockAlertBack'
     and payload->>'path' like ${`%sku=${skuId}`} order by id`);
const restock = (skuId: number, delta = 5) => kit.adjusted(manager, { skuId, delta, reason: "received" });

describe("POST /api/v1/stock-alerts/add", () => {
  it("issue 16: a visitor's alert on a sold-out SKU answers {}, lower-cased; asking again adds no second row", async () => {
    const skuId = await kit.sku({ price: 4500, stock: 0 });
    const first = await add({ skuId, email: "  Layla@Example.AE ", locale: "ar" });
    expect(first.statusCode).toBe(200);
    expect(first.json().responceObj).toEqual({});
    const again = await add({ skuId, email: "layla@example.ae", locale: "fr" });
    expect(again.statusCode).toBe(200);
    expect(await alertsOf(skuId)).toEqual([{ email: "layla@example.ae", locale: "ar", userId: null, notified: false }]);
  });

  it("issue 16: the language comes from `locale`, else the lang cookie, else English", async () => {
    const skuId = await kit.sku({ price: 4500, stock: 0 });
    await add({ skuId, email: "cookie@example.ae" }, { headers: { cookie: "lang=fr" } });
    await add({ skuId, email: "plain@example.ae" });
    expect((await alertsOf(skuId)).map((a) => a.locale)).toEqual(["fr", "en"]);
  });

  it("issue 16: a member's alert carries the account; the answer is the same as for any address", async () => {
    const skuId = await kit.sku({ price: 4500, stock: 0 });
    const member = await kit.member({ email: "member-alert@example.ae" });
    const signedIn = await add({ skuId, email: "member-alert@example.ae" }, { headers: member.headers });
    // A visitor giving a member's address learns nothing: same status, same body.
    const visitor = await add({ skuId, email: "Member-Alert@example.ae" });
    const unknown = await add({ skuId, email: "nobody-here@example.ae" });
    expect([signedIn.statusCode, visitor.statusCode, unknown.statusCode]).toEqual([200, 200, 200]);
    expect(visitor.body).toBe(unknown.body);
    expect(signedIn.body).toBe(unknown.body);
    const alerts = await alertsOf(skuId);
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toMatchObject({ email: "member-alert@example.ae", userId: member.user.id });
  });

  it("issue 16: a bad address, a NUL, an unknown, archived or in-stock SKU are refused with their code", async () => {
    const soldOut = await kit.sku({ price: 4500, stock: 0 });
    const inStock = await kit.sku({ price: 4500, stock: 3 });
    const inactive = await kit.sku({ price: 4500, stock: 0 });
    await kit.rows(sql`update skus set is_active = false where id = ${inactive}`);

    expect(errorOf(await add({ skuId: soldOut, email: "not-an-address" }))).toMatchObject({
      errorCode: "VALIDATION_FAILED",
    });
    expect((await add({ skuId: soldOut, email: "a\u0000b@example.ae" })).statusCode).toBe(400);
    expect((await add({ skuId: soldOut, email: `${"a".repeat(250)}@example.ae` })).statusCode).toBe(400);
    expect((await add({ skuId: 2 ** 31, email: "x@example.ae" })).statusCode).toBe(400);
    expect(errorOf(await add({ skuId: 999_999, email: "x@example.ae" }))).toMatchObject({
      errorCode: "NOT_FOUND",
      field: "skuId",
    });
    expect(errorOf(await add({ skuId: inactive, email: "x@example.ae" }))).toMatchObject({ errorCode: "NOT_FOUND" });
    const conflict = await add({ skuId: inStock, email: "x@example.ae" });
    expect(conflict.statusCode).toBe(409);
    expect(errorOf(conflict)).toMatchObject({ errorCode: "CONFLICT", field: "skuId" });
    expect(await alertsOf(soldOut)).toEqual([]);
  });

  it(`issue 16: one e-mail address asks ${ALERTS_PER_EMAIL_PER_HOUR} times an hour, then RATE_LIMITED`, async () => {
    const skuId = await kit.sku({ price: 4500, stock: 0 });
    for (let i = 0; i < ALERTS_PER_EMAIL_PER_HOUR; i++) {
      expect((await add({ skuId, email: "busy@example.ae" })).statusCode).toBe(200);
    }
    const res = await add({ skuId, email: "BUSY@example.ae" });
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).errorCode).toBe("RATE_LIMITED");
  });

  it(`issue 16: one client address asks ${ALERTS_PER_ADDRESS.max} times in 10 minutes, then RATE_LIMITED`, async () => {
    const skuId = await kit.sku({ price: 4500, stock: 0 });
    const from = { remoteAddress: "10.99.0.1" };
    for (let i = 0; i < ALERTS_PER_ADDRESS.max; i++) {
      expect((await add({ skuId, email: `script${i}@example.ae` }, from)).statusCode).toBe(200);
    }
    const res = await add({ skuId, email: "script-last@example.ae" }, from);
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).errorCode).toBe("RATE_LIMITED");
    expect(await alertsOf(skuId)).toHaveLength(ALERTS_PER_ADDRESS.max);
  });
});

describe("restocking e-mails each waiting subscriber once", () => {
  it("issue 16: staff adding stock queues one e-mail per subscriber in their language; a later restock sends none", async () => {
    const skuId = await kit.sku({ price: 4500, stock: 0 });
    await add({ skuId, email: "one@example.ae", locale: "en" });
    await add({ skuId, email: "two@example.ae", locale: "ar" });
    await add({ skuId, email: "three@example.ae", locale: "fr" });
    // Taking stock away (a count) is no restock.
    await kit.setStock(skuId, 2);
    await kit.adjusted(manager, { skuId, delta: -2, reason: "counted" });
    expect(await mailsFor(skuId)).toEqual([]);

    await restock(skuId);
    const mails = (await mailsFor(skuId)).map((m) => m.payload);
    expect(mails.map((m) => [m.to, m.locale])).toEqual([
      ["one@example.ae", "en"],
      ["three@example.ae", "fr"],
      ["two@example.ae", "ar"],
    ]);
    const [slug] = await kit.rows<{ slug: string }>(
      sql`select p.slug from skus s join products p on p.id = s.product_id where s.id = ${skuId}`,
    );
    expect(mails[0]!.path).toBe(`/shop/product/${slug!.slug}?sku=${skuId}`);
    const [arName] = await kit.rows<{ name: string }>(sql`select t.name from product_translations t
      join skus s on s.product_id = t.product_id where s.id = ${skuId} and t.locale = 'ar'`);
    if (arName) expect(mails[2]!.productName).toBe(arName.name);
    expect((await alertsOf(skuId)).every((a) => a.notified)).toBe(true);

    await restock(skuId);
    expect(await mailsFor(skuId)).toHaveLength(3);
    // Sold out again, the same address may ask again: a new alert, sent at the next restock only.
    await kit.setStock(skuId, 0);
    expect((await add({ skuId, email: "one@example.ae" })).statusCode).toBe(200);
    await restock(skuId);
    expect(await mailsFor(skuId)).toHaveLength(4);
  });

  it("issue 16: two restocks at the same moment still send each subscriber one e-mail", async () => {
    const skuId = await kit.sku({ price: 4500, stock: 0 });
    for (let i = 0; i < 5; i++) await add({ skuId, email: `race${i}@example.ae` });
    await Promise.all([restock(skuId, 1), restock(skuId, 2), restock(skuId, 3)]);
    const sent = (await mailsFor(skuId)).map((m) => m.payload.to);
    expect(sent).toHaveLength(5);
    expect(new Set(sent).size).toBe(5);
  });

  it("issue 16: a cancelled order's stock returned sends the alerts", async () => {
    const [skuId] = await orders.freshSkus(1, 1);
    const [row] = await kit.rows<{ stock: number }>(sql`select stock from skus where id = ${skuId!}`);
    const { number } = await orders.placeOrder({ lines: [{ skuId: skuId!, qty: row!.stock }] });
    expect(await kit.stock(skuId!)).toBe(0);
    await add({ skuId, email: "cancelled@example.ae" });
    const res = await orders.post("/api/v1/admin/orders/transition", manager, { number, to: "cancelled" });
    expect(res.statusCode).toBe(200);
    expect((await mailsFor(skuId!)).map((m) => m.payload.to)).toEqual(["cancelled@example.ae"]);
  });

  it("issue 16: a refund that puts units back on the shelf sends the alerts", async () => {
    const order = await refunds.deliveredCod([{ price: 3000, qty: 2 }]);
    const skuId = order.skus[0]!;
    await kit.setStock(skuId, 0);
    await add({ skuId, email: "refunded@example.ae", locale: "fr" });
    const lines = [{ orderLineId: order.lineIds[0], qty: 1 }];
    const res = await refunds.refund(manager, { number: order.number, lines, restock: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await kit.stock(skuId)).toBe(1);
    // (The orders and refunds kits pick their SKUs apart: this one may carry an earlier test's e-mail too.)
    const mails = (await mailsFor(skuId)).filter((m) => m.payload.to === "refunded@example.ae");
    expect(mails.map((m) => m.payload.locale)).toEqual(["fr"]);
  });
});

describe("POST /api/v1/admin/stock-alerts/search", () => {
  it("issue 16: the demand per SKU: waiting subscribers, oldest request and stock now, most wanted first", async () => {
    const popular = await kit.sku({ price: 4500, stock: 0 });
    const quiet = await kit.sku({ price: 4500, stock: 0 });
    await add({ skuId: quiet, email: "q1@example.ae" });
    for (const email of ["p1@example.ae", "p2@example.ae", "p3@example.ae"]) await add({ skuId: popular, email });
    await kit.rows(sql`update stock_alerts set created_at = now() - interval '3 days' where email = 'p1@example.ae'`);

    const res = await kit.post("/api/v1/admin/stock-alerts/search", { lang: "en", limit: 100 }, manager);
    const demand = successOf(res, stockAlertDemandResponseSchema);
    const ids = demand.skus.map((s) => s.skuId);
    expect(ids.indexOf(popular)).toBeLessThan(ids.indexOf(quiet));
    const row = demand.skus.find((s) => s.skuId === popular)!;
    expect(row).toMatchObject({ waiting: 3, stock: 0 });
    expect(Date.now() - Date.parse(row.oldestAt)).toBeGreaterThan(2 * 86_400_000);
    expect(res.body).not.toContain("p1@example.ae");
    expect(demand.totalWaiting).toBeGreaterThanOrEqual(4);

    const [code] = await kit.rows<{ code: string }>(sql`select code from skus where id = ${quiet}`);
    const found = successOf(
      await kit.post("/api/v1/admin/stock-alerts/search", { q: code!.code }, manager),
      stockAlertDemandResponseSchema,
    );
    expect(found.skus.map((s) => s.skuId)).toEqual([quiet]);
  });
});
