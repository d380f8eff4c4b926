import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import { dubaiDate, type Headers } from "../../../test/testkits/checkout.testkit";
import { stockKit } from "../../../test/testkits/stock.testkit";

/** Issue 13 "Stock": a SKU's history (staff, sales, cancellations), the low-stock list and the count sheet. */
const ctx = fileTestContext();
const kit = stockKit(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
});

/** A real guest order of `qty` units through the API (quote, then place); answers its number. */
async function placeOrder(skuId: number, qty: number): Promise<string> {
  const lines = [{ skuId, qty }];
  const expectedTotal = (await kit.quote({ lines, emirate: "dubai", paymentMethod: "cod" })).json().responceObj.total;
  const res = await kit.placeOrder(kit.guestOrder({ lines, deliveryDate: dubaiDate(2), expectedTotal }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().responceObj.order.number;
}

describe("POST /api/v1/admin/stock/history", () => {
  it("lists staff changes, sales and cancellations newest first, with who, why and the order, paged", async () => {
    const skuId = await kit.sku({ price: 3000, stock: 10 });
    await kit.adjusted(manager, { skuId, delta: 5, reason: "received" });
    const number = await placeOrder(skuId, 2);
    const cancel = await kit.post("/api/v1/admin/orders/transition", { number, to: "cancelled" }, manager);
    expect(cancel.statusCode, cancel.body).toBe(200);
    await kit.adjusted(manager, { skuId, delta: -1, reason: "damaged", note: "Broken pot" });

    const all = await kit.history(manager, skuId);
    expect(all.sku).toMatchObject({ skuId, stock: 14 });
    expect(all.totalCount).toBe(4);
    expect(all.entries.map((e) => [e.kind, e.delta, e.reason, e.stockAfter, e.orderNumber])).toEqual([
      ["adjustment", -1, "damaged", 14, null],
      ["cancellation", 2, null, null, number],
      ["sale", -2, null, null, number],
      ["adjustment", 5, "received", 15, null],
    ]);
    expect(all.entries[0]).toMatchObject({ note: "Broken pot", actorName: "Staff ROLE_MANAGER" });
    const times = all.entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const second = await kit.history(manager, skuId, { from: 1, limit: 3 });
    expect(second.totalCount).toBe(4);
    expect(second.entries.map((e) => e.kind)).toEqual(["adjustment"]);
    const past = await kit.history(manager, skuId, { from: 5, limit: 3 });
    expect({ entries: past.entries, totalCount: past.totalCount }).toEqual({ entries: [], totalCount: 4 });
  });

  it("answers NOT_FOUND for an unknown SKU", async () => {
    const res = await kit.post("/api/v1/admin/stock/history", { skuId: 2_000_000_000 }, manager);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "NOT_FOUND", field: "skuId" });
  });
});

/** The whole low-stock list, page by page (checking totalCount on each). */
async function allLow() {
  const skus = [];
  for (let from = 0; from < 100; from++) {
    const page = await kit.low(manager, { from, limit: 100 });
    skus.push(...page.skus);
    if (skus.length >= page.totalCount) break;
  }
  return skus;
}

describe("low stock and thresholds", () => {
  it("lists SKUs at or under their threshold lowest first; a new threshold is audited and moves a SKU in", async () => {
    const skuId = await kit.sku({ price: 2500, stock: 1 });
    const threshold = async (value: number) => {
      const res = await kit.post("/api/v1/admin/stock/threshold", { skuId, threshold: value }, manager);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().responceObj.sku).toMatchObject({ skuId, stock: 1, lowStockThreshold: value });
    };
    await threshold(0);
    const before = await allLow();
    expect(before.map((s) => s.skuId)).not.toContain(skuId);
    for (const s of before) expect(s.stock).toBeLessThanOrEqual(s.lowStockThreshold);
    const stocks = before.map((s) => s.stock);
    expect([...stocks].sort((a, b) => a - b)).toEqual(stocks);

    await threshold(1);
    const after = await allLow();
    expect(after.map((s) => s.skuId)).toContain(skuId);
    expect(after).toHaveLength(before.length + 1);
    expect(await kit.audits(skuId)).toMatchObject([
      { action: "stock.threshold", before: { lowStockThreshold: 5 }, after: { lowStockThreshold: 0 } },
      { action: "stock.threshold", before: { lowStockThreshold: 0 }, after: { lowStockThreshold: 1 } },
    ]);
  });

  it("finds SKUs by part of their code, in any case, whatever their stock", async () => {
    const [row] = await kit.rows<{ id: number; code: string }>(sql`select id, code from skus order by id limit 1`);
    const part = row!.code.slice(1, -1).toLowerCase();
    const found = await kit.low(manager, { code: part, limit: 100 });
    expect(found.skus.map((s) => s.skuId)).toContain(row!.id);
    for (const s of found.skus) expect(s.code.toLowerCase()).toContain(part);
    expect((await kit.low(manager, { code: "%" })).skus).toEqual([]);
    // Product names in the page's language.
    const [arabic] = await kit.rows<{ name: string }>(sql`select t.name from product_translations t
      join skus s on s.product_id = t.product_id where s.id = ${row!.id} and t.locale = 'ar'`);
    const inArabic = await kit.low(manager, { code: row!.code, lang: "ar" });
    expect(inArabic.skus.find((s) => s.skuId === row!.id)?.productName).toBe(arabic!.name);
    expect((await kit.history(manager, row!.id, { lang: "ar" })).sku.productName).toBe(arabic!.name);
  });

  it("refuses a negative or fractional threshold naming the field", async () => {
    const skuId = await kit.sku({ price: 2500, stock: 8 });
    for (const threshold of [-1, 2.5, 1_000_001]) {
      const res = await kit.post("/api/v1/admin/stock/threshold", { skuId, threshold }, manager);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "threshold" });
    }
  });
});

describe("GET /api/v1/admin/stock/count-sheet.csv", () => {
  it("is a UTF-8 CSV with a byte order mark, every SKU with its expected stock, product names in Arabic", async () => {
    const skuId = await kit.sku({ price: 2500, stock: 42 });
    const res = await ctx().app.inject({ url: "/api/v1/admin/stock/count-sheet.csv?lang=ar", headers: manager });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="count-sheet.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [header, ...rows] = parse(res.rawPayload, { bom: true }) as string[][];
    expect(header).toEqual(["رمز SKU", "المنتج", "مقاس الأصيص", "اللون", "المخزون المتوقع", "المعدود"]);
    const [count] = await kit.rows<{ n: number }>(sql`select count(*)::int as n from skus`);
    expect(rows).toHaveLength(Number(count?.n));
    const [sku] = await kit.rows<{ code: string; name: string; potSize: string | null }>(sql`
      select s.code, t.name, s.pot_size as "potSize" from skus s
        join product_translations t on t.product_id = s.product_id and t.locale = 'ar' where s.id = ${skuId}`);
    expect(sku!.name).toMatch(/[\u0600-\u06ff]/);
    expect(rows.find((r) => r[0] === sku!.code)).toEqual([
      sku!.code,
      sku!.name,
      sku!.potSize ?? "",
      expect.any(String),
      "42",
      "",
    ]);
  });

  it("is in English by default", async () => {
    const res = await ctx().app.inject({ url: "/api/v1/admin/stock/count-sheet.csv", headers: manager });
    const [header] = parse(res.rawPayload, { bom: true, to_line: 1 }) as string[][];
    expect(header).toEqual(["SKU code", "Product", "Pot size", "Colour", "Expected stock", "Counted"]);
  });

  it("is refused before anything is read: 401 without a token, FORBIDDEN for HR", async () => {
    const url = "/api/v1/admin/stock/count-sheet.csv";
    expect((await ctx().app.inject({ url })).statusCode).toBe(401);
    expect((await ctx().app.inject({ url, headers: await kit.staff("ROLE_HR") })).statusCode).toBe(403);
  });
});
