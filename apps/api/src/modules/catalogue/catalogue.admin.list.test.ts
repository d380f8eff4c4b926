import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import { adminProductsKit } from "../../../test/testkits/admin-products.testkit";
import type { Headers } from "../../../test/testkits/checkout.testkit";
import { listAdminProducts } from "./catalogue.admin.list";

/** Issue 13 "Products": the back office's list at any size (docs/decisions/0013-admin-product-list.md). */
const ctx = fileTestContext();
const kit = adminProductsKit(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
});

describe("POST /api/v1/admin/products/search", () => {
  it("finds a product by a word of its French name only", async () => {
    const input = await kit.input("Frenchy");
    const product = await kit.saved("create", manager, {
      ...input,
      name: { ...input.name, fr: "Palmier Zéphyrine" },
      description: { ...input.description, fr: "Un palmier élégant." },
    });
    expect((await kit.list(manager, { q: "zephyrine" })).rows.map((r) => r.id)).toEqual([product.id]);
    expect((await kit.list(manager, { q: "Zéphyr" })).rows.map((r) => r.id)).toEqual([product.id]);
    // English and SKU codes still find it; a word in no language finds nothing.
    expect((await kit.list(manager, { q: "frenchy" })).rows.map((r) => r.id)).toEqual([product.id]);
    expect((await kit.list(manager, { q: product.skus[0]!.code })).rows.map((r) => r.id)).toEqual([product.id]);
    expect(await kit.list(manager, { q: "zephyrinexyz" })).toEqual({ rows: [], totalCount: 0 });
  });

  it("counts five pages past the page asked for, says when it stopped, and counts all for the CSV page", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push((await kit.saved("create", manager, await kit.input("Cappy"))).id);
    const newest = [...ids].reverse();
    const first = await kit.list(manager, { q: "cappy", limit: 1 });
    expect(first).toEqual({
      rows: [expect.objectContaining({ id: newest[0] })],
      totalCount: 5,
      totalCountCapped: true,
    });
    const later = await kit.list(manager, { q: "cappy", limit: 1, from: 3 });
    expect(later).toMatchObject({ rows: [{ id: newest[3] }], totalCount: 7 });
    expect(later.totalCountCapped).toBeUndefined();
    expect(await kit.list(manager, { q: "cappy", limit: 1, exactCount: true })).toMatchObject({ totalCount: 7 });
    expect((await kit.list(manager, { q: "cappy", limit: 2, from: 3 })).rows.map((r) => r.id)).toEqual([newest[6]]);
  });

  it("keeps each product's total and low stock as its SKUs change, for the stock filter and sort", async () => {
    const a = await kit.saved("create", manager, await kit.input("Stocky", { status: "active" }));
    const b = await kit.saved("create", manager, await kit.input("Stocky", { status: "active" }));
    await kit.setStock(a.skus[0]!.skuId, 40);
    await kit.setStock(a.skus[1]!.skuId, 30);
    await kit.setStock(b.skus[0]!.skuId, 3);
    const state = async () =>
      (await kit.list(manager, { q: "stocky", sort: "stock", dir: "asc" })).rows.map((r) => [
        r.id,
        r.totalStock,
        r.lowStock,
      ]);
    expect(await state()).toEqual([
      [b.id, 3, true],
      [a.id, 70, false],
    ]);
    // A sale (a decrement crossing nothing), a threshold crossed, a SKU switched off.
    await kit.rows(sql`update skus set stock = stock - 1 where id = ${a.skus[0]!.skuId}`);
    await kit.rows(sql`update skus set stock = 2 where id = ${a.skus[1]!.skuId}`);
    expect(await state()).toEqual([
      [b.id, 3, true],
      [a.id, 41, true],
    ]);
    await kit.rows(sql`update skus set is_active = false where id = ${a.skus[1]!.skuId}`);
    await kit.rows(sql`update skus set stock = 9 where id = ${b.skus[1]!.skuId}`);
    expect(await state()).toEqual([
      [b.id, 12, true],
      [a.id, 39, false],
    ]);
    const ids = async (stock: string) =>
      (await kit.list(manager, { q: "stocky", stock })).rows.map((r) => r.id).sort((x, y) => x - y);
    expect(await ids("low")).toEqual([b.id]);
    expect(await ids("in")).toEqual([a.id]);
  });

  it("answers the same pages and counts whether it walks a sort's index or reads every match", async () => {
    for (let i = 0; i < 6; i++) await kit.saved("create", manager, await kit.input("Walky", { status: "active" }));
    const db = ctx().database.db;
    for (const sort of ["updated", "name", "price", "stock"] as const) {
      for (const from of [0, 1, 2, 3]) {
        const r = { q: "walky", sort, from, limit: 2 };
        const gin = await listAdminProducts(db, r, { fewMatches: 1_000_000 });
        const exact = await listAdminProducts(db, { ...r, exactCount: true });
        expect(gin.rows.map((x) => x.id)).toEqual(exact.rows.map((x) => x.id));
        // Walking (from the first 3 or 5000 products): the same rows, a count no larger and capped when short.
        for (const walkLimit of [3, 5000]) {
          const walked = await listAdminProducts(db, r, { fewMatches: 0, walkLimit });
          expect(
            walked.rows.map((x) => x.id),
            `${sort} ${from} ${walkLimit}`,
          ).toEqual(exact.rows.map((x) => x.id));
          expect(walked.totalCount).toBeLessThanOrEqual(exact.totalCount);
          if (walked.totalCount < exact.totalCount) expect(walked.totalCountCapped).toBe(true);
        }
      }
    }
  });
});
