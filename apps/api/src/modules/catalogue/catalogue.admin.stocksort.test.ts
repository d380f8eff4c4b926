import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import { adminProductsKit } from "../../../test/testkits/admin-products.testkit";
import { dubaiDate, type Headers } from "../../../test/testkits/checkout.testkit";
import { listAdminProducts } from "./catalogue.admin.list";

/**
 * The back office's stock sort reads product_stock (migration 0018, docs/decisions/0013-admin-product-list.md):
 * kept by the SKU triggers apart from products, walked along its (total_stock, product_id) index.
 */
const ctx = fileTestContext();
const kit = adminProductsKit(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
});

const stockOf = async (productId: number) =>
  Number(
    (await kit.rows<{ n: number }>(sql`select total_stock as n from product_stock where product_id = ${productId}`))[0]
      ?.n,
  );

describe("the admin product list's stock sort", () => {
  it("orders by the exact stock, ties by id, whether it walks product_stock's index or reads every match", async () => {
    const ids: number[] = [];
    for (const [first, second] of [
      [5, 0],
      [0, 0],
      [3, 2],
      [40, 1],
      [1, 4],
      [0, 7],
    ]) {
      const p = await kit.saved("create", manager, await kit.input("Sorty", { status: "active" }));
      await kit.setStock(p.skus[0]!.skuId, first!);
      await kit.setStock(p.skus[1]!.skuId, second!);
      ids.push(p.id);
    }
    // Stocks 5, 0, 5, 41, 5, 7: ascending by stock, then by id.
    const asc = [ids[1], ids[0], ids[2], ids[4], ids[5], ids[3]];
    const db = ctx().database.db;
    for (const dir of ["asc", "desc"] as const) {
      const expected = dir === "asc" ? asc : [...asc].reverse();
      for (const from of [0, 1, 2]) {
        const r = { q: "sorty", sort: "stock" as const, dir, from, limit: 2 };
        const want = expected.slice(from * 2, from * 2 + 2);
        const gin = await listAdminProducts(db, r, { fewMatches: 1_000_000 });
        expect(
          gin.rows.map((x) => x.id),
          `gin ${dir} ${from}`,
        ).toEqual(want);
        for (const walkLimit of [3, 5000]) {
          const walked = await listAdminProducts(db, r, { fewMatches: 0, walkLimit });
          expect(
            walked.rows.map((x) => x.id),
            `walk ${dir} ${from} ${walkLimit}`,
          ).toEqual(want);
        }
      }
    }
    expect((await kit.list(manager, { q: "sorty", sort: "stock", dir: "asc" })).rows.map((r) => r.totalStock)).toEqual([
      0, 5, 5, 5, 7, 41,
    ]);
    // Without a word: every product, along the index.
    const all = await kit.rows<{ id: number }>(
      sql`select product_id as id from product_stock order by total_stock desc, product_id desc limit 20`,
    );
    expect((await kit.list(manager, { sort: "stock" })).rows.map((r) => r.id)).toEqual(all.map((x) => Number(x.id)));
    // Every product has its row, a new one with no active SKU too (stock 0).
    const missing = await kit.rows<{ n: number }>(
      sql`select count(*)::int as n from products p where not exists (select from product_stock s where s.product_id = p.id)`,
    );
    expect(Number(missing[0]!.n)).toBe(0);
  });

  it("keeps a product's stock in product_stock after an order and a restock, without touching products", async () => {
    const p = await kit.saved("create", manager, await kit.input("Ordery", { status: "active" }));
    const skuId = p.skus[0]!.skuId;
    await kit.setStock(skuId, 30);
    await kit.setStock(p.skus[1]!.skuId, 12);
    expect(await stockOf(p.id)).toBe(42);
    const version = async () =>
      (await kit.rows<{ v: string }>(sql`select xmin::text as v from products where id = ${p.id}`))[0]!.v;
    const before = await version();

    const body = kit.guestOrder({ lines: [{ skuId, qty: 3 }], deliveryDate: dubaiDate(2), deliverySlot: "afternoon" });
    const quote = await kit.placeOrder({ ...body, expectedTotal: 0 });
    const expectedTotal = quote.json().quote?.total;
    expect(expectedTotal, quote.body).toBeGreaterThan(0);
    const placed = await kit.placeOrder({ ...body, expectedTotal });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await stockOf(p.id)).toBe(39);
    // The decrement crossed neither zero nor a threshold: the product row was not rewritten.
    expect(await version()).toBe(before);

    const restock = await kit.post("/api/v1/admin/stock/adjust", { skuId, delta: 8, reason: "received" }, manager);
    expect(restock.statusCode, restock.body).toBe(200);
    expect(await stockOf(p.id)).toBe(47);
    const listed = await kit.list(manager, { q: "ordery", sort: "stock" });
    expect(listed.rows.map((r) => [r.id, r.totalStock])).toEqual([[p.id, 47]]);
  });
});
