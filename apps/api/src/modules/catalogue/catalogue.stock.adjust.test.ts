import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import type { Headers } from "../../../test/testkits/checkout.testkit";
import { stockKit } from "../../../test/testkits/stock.testkit";

/** Issue 13 "Stock": staff change stock by a delta with a reason, audited, never below zero. */
const ctx = fileTestContext();
const kit = stockKit(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
});

const errorOf = (res: { json(): { errorList: Array<{ errorCode: string; field?: string }> } }) =>
  res.json().errorList[0]!;

describe("POST /api/v1/admin/stock/adjust", () => {
  it("adds the delta to the stock, writes a movement with the stock after, and an audit entry", async () => {
    const skuId = await kit.sku({ price: 2500, stock: 7 });
    const received = await kit.adjusted(manager, {
      skuId,
      delta: 12,
      reason: "received",
      note: "Delivery from Al Ain",
    });
    expect(received.sku).toMatchObject({ skuId, stock: 19 });
    expect(received.entry).toMatchObject({
      kind: "adjustment",
      delta: 12,
      reason: "received",
      note: "Delivery from Al Ain",
      stockAfter: 19,
      actorName: "Staff ROLE_MANAGER",
    });
    const damaged = await kit.adjusted(manager, { skuId, delta: -4, reason: "damaged" });
    expect(damaged.sku.stock).toBe(15);
    expect(await kit.stock(skuId)).toBe(15);

    const movements = await kit.movements(skuId);
    expect(movements.map((m) => [m.delta, m.reason, m.stockAfter])).toEqual([
      [12, "received", 19],
      [-4, "damaged", 15],
    ]);
    expect(movements[0]!.actorId).toBeGreaterThan(0);
    const audits = await kit.audits(skuId);
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({
      action: "stock.adjust",
      actorRole: "ROLE_MANAGER",
      before: { stock: 19 },
      after: { stock: 15, delta: -4, reason: "damaged", note: null },
    });
  });

  it("shows on the storefront at once: a restocked SKU is in stock on its product page (caches follow)", async () => {
    const skuId = await kit.sku({ price: 2500, stock: 0 });
    const [row] = await kit.rows<{ slug: string }>(
      sql`select p.slug from products p join skus s on s.product_id = p.id where s.id = ${skuId}`,
    );
    const page = async () => {
      const res = await kit.post("/api/v1/displayproducts/product", { slug: row!.slug });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().responceObj.product.skus.find((s: { skuId: number }) => s.skuId === skuId).stock;
    };
    expect(await page()).toBe(0);
    await kit.adjusted(manager, { skuId, delta: 6, reason: "received" });
    // Past the freshness check's interval (one read of products.updated_at a second).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await page()).toBe(6);
  });

  it("refuses to take the stock below zero with OUT_OF_STOCK on the delta, and writes nothing", async () => {
    const skuId = await kit.sku({ price: 2500, stock: 3 });
    const res = await kit.adjust(manager, { skuId, delta: -4, reason: "counted" });
    expect(res.statusCode, res.body).toBe(409);
    expect(errorOf(res)).toMatchObject({ errorCode: "OUT_OF_STOCK", field: "delta" });
    expect(res.json().errorList[0].errorDesc).toContain("Only 3 in stock");
    expect(await kit.stock(skuId)).toBe(3);
    expect(await kit.movements(skuId)).toEqual([]);
    expect(await kit.audits(skuId)).toEqual([]);
    // Exactly to zero is allowed.
    expect((await kit.adjusted(manager, { skuId, delta: -3, reason: "counted" })).sku.stock).toBe(0);
  });

  it("refuses a stock above 1,000,000 and an unknown SKU, writing nothing", async () => {
    const skuId = await kit.sku({ price: 2500, stock: 999_999 });
    const above = await kit.adjust(manager, { skuId, delta: 2, reason: "received" });
    expect(above.statusCode, above.body).toBe(400);
    expect(errorOf(above)).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "delta" });
    const unknown = await kit.adjust(manager, { skuId: 2_000_000_000, delta: 2, reason: "received" });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ errorCode: "NOT_FOUND", field: "skuId" });
    expect(await kit.stock(skuId)).toBe(999_999);
    expect(await kit.movements(skuId)).toEqual([]);
  });

  it.each([
    ["a zero delta", { delta: 0 }, "delta"],
    ["a fractional delta", { delta: 1.5 }, "delta"],
    ["a delta beyond a million", { delta: -1_000_001 }, "delta"],
    ["a delta as text", { delta: "5" }, "delta"],
    ["an unknown reason", { reason: "stolen" }, "reason"],
    ["a note with NUL", { note: "box\u0000" }, "note"],
    ["a note with a lone surrogate", { note: "\ud800" }, "note"],
    ["a note over 500 characters", { note: "x".repeat(501) }, "note"],
    ["a SKU id beyond int4", { skuId: 2 ** 31 }, "skuId"],
    ["a negative SKU id", { skuId: -1 }, "skuId"],
  ])("%s is VALIDATION_FAILED naming the field, nothing written", async (_name, change, field) => {
    const skuId = await kit.sku({ price: 2500, stock: 5 });
    const res = await kit.adjust(manager, { skuId, delta: 1, reason: "received", ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toMatchObject({ errorCode: "VALIDATION_FAILED", field });
    expect(await kit.stock(skuId)).toBe(5);
    expect(await kit.movements(skuId)).toEqual([]);
  });

  it("checks the role before the body: 401 without a token, FORBIDDEN for a shopper and for HR", async () => {
    const bad = { skuId: "x" };
    expect((await kit.adjust({}, bad)).statusCode).toBe(401);
    for (const role of ["ROLE_USER", "ROLE_HR"]) {
      const res = await kit.adjust(await kit.staff(role), bad);
      expect(res.statusCode, role).toBe(403);
      expect(errorOf(res).errorCode).toBe("FORBIDDEN");
    }
  });
});
