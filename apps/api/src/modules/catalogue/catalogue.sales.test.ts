import {
  bulkPriceResponseSchema,
  productSearchResponseSchema,
  saleCancelResponseSchema,
  saleListResponseSchema,
} from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { envelope, fileTestContext, otherInstance } from "../../../test/support/test-app";
import { adminProductsKit, errorOf } from "../../../test/testkits/admin-products.testkit";
import type { Headers } from "../../../test/testkits/checkout.testkit";

/**
 * Issue 13 "Prices": a discount % with a sale window is scheduled; the sale job sets it at the start and puts the
 * discount before it back at the end; staff list and cancel sales. The job's passes are run here (runOnce), and
 * a window is made due by moving its instants into the past.
 */
const ctx = fileTestContext();
const kit = adminProductsKit(ctx);
/** A second instance on the same database: its caches follow the sale job's changes made on the first. */
const other = otherInstance(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
  // This file runs the job's passes itself.
  await ctx().app.catalogueSales.stop();
  await other().catalogueSales.stop();
});

const PRICES = "/api/v1/admin/products/prices";
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const runJob = () => ctx().app.catalogueSales.runOnce();

const product = async (word: string) => kit.saved("create", manager, await kit.input(word, { status: "active" }));

/** Previews a discount with a window on the products, then applies it with the preview's fingerprint. */
async function scheduleSale(productIds: number[], discount: number, startsAt: string, endsAt: string) {
  const body = {
    target: { kind: "products", productIds },
    change: { kind: "discount", discount },
    window: { startsAt, endsAt },
  };
  const preview = successOf(await kit.post(`${PRICES}/preview`, body, manager), bulkPriceResponseSchema);
  expect(preview.window).toEqual({ startsAt, endsAt });
  return successOf(
    await kit.post(`${PRICES}/apply`, { ...body, fingerprint: preview.fingerprint }, manager),
    bulkPriceResponseSchema,
  );
}

const salesOf = async (productId: number) =>
  successOf(await kit.post(`${PRICES}/sales`, { productId }, manager), saleListResponseSchema).sales;

const discounts = async (productId: number) =>
  (
    await kit.rows<{ discount: number }>(
      sql`select discount_pct as discount from skus where product_id = ${productId} order by id`,
    )
  ).map((r) => r.discount);

/** Makes a product's sales due: starts (and with `end` also ends) moved into the past. */
async function makeDue(productId: number, end = false) {
  await kit.rows(sql`update sku_sales set starts_at = now() - interval '2 minutes',
      ends_at = ${end ? sql`now() - interval '1 minute'` : sql`ends_at`}
    where sku_id in (select id from skus where product_id = ${productId})`);
}

/** The storefront's SKU discounts of the product: its page, and the text search's list. */
async function storefront(p: { slug: string }, word: string) {
  const page = (await kit.page(p.slug)).page!.product.skus.map((s) => s.discount);
  const res = await kit.post("/api/v1/displayproducts/search", {
    filtercriteria: [{ filterBy: "productName", filtervalue: word, filtercond: "equal" }],
  });
  const found = successOf(res, productSearchResponseSchema).products.find((x) => x.slug === p.slug);
  return { page, search: found?.skus.map((s) => s.discount) };
}

const saleAudits = (productId: number) =>
  kit.rows<{ action: string; actorRole: string }>(sql`
    select action, actor_role as "actorRole" from audit_log
     where entity = 'product' and entity_id = ${String(productId)} and action like 'product.sale.%' order by id`);

describe("sale windows", () => {
  it("schedules a sale, starts it when due (the storefront shows it), and puts the old discount back at its end", async () => {
    const p = await product("Salewindow");
    await kit.setStock(p.skus[0]!.skuId, 10);
    const endsAt = inMinutes(120);
    const applied = await scheduleSale([p.id], 30, inMinutes(60), endsAt);
    expect(applied.rows.map((r) => [r.oldDiscount, r.newDiscount])).toEqual([
      [0, 30],
      [10, 30],
    ]);
    // Nothing changes before the start; the job has nothing due yet.
    expect(await discounts(p.id)).toEqual([0, 10]);
    await runJob();
    expect((await salesOf(p.id)).map((s) => [s.state, s.discount, s.endsAt])).toEqual([
      ["scheduled", 30, endsAt],
      ["scheduled", 30, endsAt],
    ]);
    expect(await storefront(p, "Salewindow")).toEqual({ page: [0, 10], search: [0, 10] });

    // An order placed before the sale keeps its price.
    const lines = [{ skuId: p.skus[0]!.skuId, qty: 1 }];
    const quote = await kit.quote({ lines, emirate: "dubai", paymentMethod: "cod" });
    const placed = await kit.placeOrder(kit.guestOrder({ lines, expectedTotal: quote.json().responceObj.total }));
    expect(placed.statusCode, placed.body).toBe(200);

    await makeDue(p.id);
    expect(await runJob()).toBe(2);
    expect(await discounts(p.id)).toEqual([30, 30]);
    expect((await salesOf(p.id)).map((s) => [s.state, s.previousDiscount])).toEqual([
      ["running", 0],
      ["running", 10],
    ]);
    expect(await storefront(p, "Salewindow")).toEqual({ page: [30, 30], search: [30, 30] });
    const orderLines = await kit.rows<{ price: number }>(
      sql`select unit_price_fils as price from order_lines where sku_id = ${p.skus[0]!.skuId}`,
    );
    expect(orderLines).toEqual([{ price: 12_500 }]);
    // A second pass changes nothing.
    expect(await runJob()).toBe(0);

    await makeDue(p.id, true);
    expect(await runJob()).toBe(2);
    expect(await discounts(p.id)).toEqual([0, 10]);
    expect((await salesOf(p.id)).map((s) => s.state)).toEqual(["ended", "ended"]);
    expect(await storefront(p, "Salewindow")).toEqual({ page: [0, 10], search: [0, 10] });
    expect(await saleAudits(p.id)).toEqual([
      { action: "product.sale.schedule", actorRole: "ROLE_MANAGER" },
      { action: "product.sale.start", actorRole: "SYSTEM" },
      { action: "product.sale.start", actorRole: "SYSTEM" },
      { action: "product.sale.end", actorRole: "SYSTEM" },
      { action: "product.sale.end", actorRole: "SYSTEM" },
    ]);
  });

  it("starts a window that has begun at once, and refuses an overlapping one naming the SKUs", async () => {
    const p = await product("Salenow");
    await scheduleSale([p.id], 20, inMinutes(-1), inMinutes(60));
    expect(await discounts(p.id)).toEqual([20, 20]);
    expect((await salesOf(p.id)).map((s) => [s.state, s.previousDiscount])).toEqual([
      ["running", 0],
      ["running", 10],
    ]);
    expect((await kit.page(p.slug)).page!.product.skus.map((s) => s.discount)).toEqual([20, 20]);

    const body = {
      target: { kind: "products", productIds: [p.id] },
      change: { kind: "discount", discount: 40 },
      window: { startsAt: inMinutes(30), endsAt: inMinutes(90) },
    };
    for (const action of ["preview", "apply"]) {
      const res = await kit.post(`${PRICES}/${action}`, { ...body, fingerprint: "any" }, manager);
      expect(res.statusCode, res.body).toBe(409);
      expect(errorOf(res)).toMatchObject({ errorCode: "CONFLICT", field: "window" });
      expect(res.json().errorList[0].errorDesc).toContain(p.skus[1]!.code);
    }
    // Back to back is no overlap.
    const [running] = await salesOf(p.id);
    await scheduleSale([p.id], 40, running!.endsAt, inMinutes(120));
    expect((await salesOf(p.id)).map((s) => s.state)).toEqual(["running", "running", "scheduled", "scheduled"]);
  });

  it("cancels a scheduled sale, ends a running one at once with the old discount back, and refuses it twice", async () => {
    const p = await product("Salecancel");
    await scheduleSale([p.id], 50, inMinutes(-1), inMinutes(60));
    await scheduleSale([p.id], 15, inMinutes(60), inMinutes(120));
    const [first, second, later] = await salesOf(p.id);
    expect([first!.state, later!.state]).toEqual(["running", "scheduled"]);

    const cancel = (saleId: number) => kit.post(`${PRICES}/sales/cancel`, { saleId }, manager);
    const ended = successOf(await cancel(first!.saleId), saleCancelResponseSchema).sale;
    expect(ended).toMatchObject({ state: "cancelled", discount: 50 });
    expect(Date.parse(ended.endsAt)).toBeLessThanOrEqual(Date.now());
    expect(await discounts(p.id)).toEqual([0, 50]);
    expect(successOf(await cancel(later!.saleId), saleCancelResponseSchema).sale.state).toBe("cancelled");
    expect(await discounts(p.id)).toEqual([0, 50]);

    const again = await cancel(first!.saleId);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ errorCode: "CONFLICT", field: "saleId" });
    expect(errorOf(await cancel(2_000_000_000))).toMatchObject({ errorCode: "NOT_FOUND", field: "saleId" });
    const bySku = successOf(
      await kit.post(`${PRICES}/sales`, { skuId: second!.skuId }, manager),
      saleListResponseSchema,
    ).sales;
    expect(bySku.map((s) => s.saleId)).toContain(second!.saleId);
    const audits = await saleAudits(p.id);
    expect(audits.filter((a) => a.action === "product.sale.cancel")).toEqual([
      { action: "product.sale.cancel", actorRole: "ROLE_MANAGER" },
      { action: "product.sale.cancel", actorRole: "ROLE_MANAGER" },
    ]);
  });

  it("reaches another instance's cached product page once the job started the sale on this one", async () => {
    const p = await product("Saleinstance");
    const seenByOther = async () =>
      (
        await other().inject({
          method: "POST",
          url: "/api/v1/displayproducts/product",
          payload: envelope({ slug: p.slug }),
        })
      )
        .json()
        .responceObj.product.skus.map((s: { discount: number }) => s.discount);
    expect(await seenByOther()).toEqual([0, 10]);
    await scheduleSale([p.id], 45, inMinutes(30), inMinutes(90));
    await makeDue(p.id);
    await runJob();
    // Past the one-second interval at which an instance reads the catalogue's last change.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await seenByOther()).toEqual([45, 45]);
  });

  it("shows a cart the sale's discount at once; checkout with the total quoted before answers PRICE_CHANGED", async () => {
    const p = await product("Salecart");
    const skuId = p.skus[0]!.skuId;
    await kit.setStock(skuId, 10);
    const lines = [{ skuId, qty: 1 }];
    const quote = await kit.quote({ lines, emirate: "dubai", paymentMethod: "cod" });
    const shopper = await kit.member();
    await kit.post("/api/v2/cart/add", { skuId, qty: 1 }, shopper.headers);

    await scheduleSale([p.id], 20, inMinutes(-1), inMinutes(60));
    const cart = (await kit.post("/api/v2/cart/search", {}, shopper.headers)).json().responceObj.jcarts;
    expect(cart[0].sku).toMatchObject({ price: 12_500, discount: 20 });
    const stale = await kit.placeOrder(kit.guestOrder({ lines, expectedTotal: quote.json().responceObj.total }));
    expect(errorOf(stale)).toMatchObject({ errorCode: "PRICE_CHANGED", field: "expectedTotal" });
  });

  it("ends a scheduled sale whose whole window passed without touching the SKU", async () => {
    const p = await product("Salemissed");
    await scheduleSale([p.id], 25, inMinutes(10), inMinutes(20));
    await makeDue(p.id, true);
    expect(await runJob()).toBe(2);
    expect(await discounts(p.id)).toEqual([0, 10]);
    expect((await salesOf(p.id)).map((s) => s.state)).toEqual(["ended", "ended"]);
  });

  it.each([
    ["an end before the start", { startsAt: 120, endsAt: 60 }, "window.endsAt"],
    ["an end in the past", { startsAt: -50, endsAt: -30 }, "window.endsAt"],
    ["a start more than an hour ago", { startsAt: -120, endsAt: 60 }, "window.startsAt"],
    ["an end more than a year ahead", { startsAt: 60, endsAt: 400 * 24 * 60 }, "window.endsAt"],
    ["a start that is no date", { startsAt: "tomorrow", endsAt: 60 }, "window.startsAt"],
    ["an end without a time zone", { startsAt: 60, endsAt: "2030-01-01T10:00:00" }, "window.endsAt"],
  ])("refuses %s with VALIDATION_FAILED naming the field", async (_, window, field) => {
    const at = (v: number | string) => (typeof v === "number" ? inMinutes(v) : v);
    const p = await product(`Salebad${field.length}`);
    const body = {
      target: { kind: "products", productIds: [p.id] },
      change: { kind: "discount", discount: 10 },
      window: { startsAt: at(window.startsAt), endsAt: at(window.endsAt) },
      fingerprint: "any",
    };
    for (const action of ["preview", "apply"]) {
      const res = await kit.post(`${PRICES}/${action}`, body, manager);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res)).toMatchObject({ errorCode: "VALIDATION_FAILED", field });
    }
    expect(await salesOf(p.id)).toEqual([]);
  });

  it.each([
    ["a discount of 101", { kind: "discount", discount: 101 }, "change.discount"],
    ["a window on a percent change", { kind: "percent", percent: 10 }, "window"],
  ])("refuses %s with VALIDATION_FAILED naming the field", async (_, change, field) => {
    const window = { startsAt: inMinutes(10), endsAt: inMinutes(60) };
    const body = { target: { kind: "products", productIds: [1] }, change, window, fingerprint: "any" };
    const res = await kit.post(`${PRICES}/apply`, body, manager);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toMatchObject({ errorCode: "VALIDATION_FAILED", field });
  });
});
