import { randomUUID } from "node:crypto";
import { addDays, dubaiClock, type FilterCriterion } from "@shop/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../../../test/support/members";
import { createTestContext, envelope, type TestContext } from "../../../test/support/test-app";
import { catalogueClient } from "../../../test/testkits/catalogue.testkit";
import { createCatalogueService } from "./catalogue.service";

/**
 * The products' in_stock column follows orders and cancellations (migration 0007: a SKU update refreshes the
 * product's offer columns only when its stock crosses zero or a priced or option column changes).
 */
let ctx: TestContext;
let staff: Record<string, string>;
const api = catalogueClient(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await registerMember(ctx, { name: "Stock Admin" });
  await ctx.database.db.execute(sql`update users set role = 'ROLE_ADMIN' where id = ${admin.user.id}`);
  staff = admin.headers;
});
afterAll(() => ctx?.close());

const inStock: FilterCriterion = { filterBy: "inStock", filtervalue: "true", filtercond: "equal" };

/** A guest's cash-on-delivery order through the API; answers its number. */
async function order(skuId: number, qty: number): Promise<string> {
  const body = {
    idempotencyKey: randomUUID(),
    contact: { name: "Stock Shopper", email: "stock@example.com", mobile: "+971 50 123 4567" },
    address: {
      recipient: "Stock Shopper",
      emirate: "dubai",
      area: "Dubai Marina",
      street: "Al Marsa Street",
      building: "Tower 2",
      mobile: "050 123 4567",
    },
    deliveryDate: addDays(dubaiClock(new Date()).date, 2),
    deliverySlot: "afternoon",
    paymentMethod: "cod",
    lines: [{ skuId, qty }],
  };
  const url = "/api/v1/checkout/placeOrder";
  const quote = await ctx.app.inject({ method: "POST", url, payload: envelope({ ...body, expectedTotal: 0 }) });
  const expectedTotal = quote.json().quote?.total;
  expect(expectedTotal, quote.body).toBeGreaterThan(0);
  const res = await ctx.app.inject({ method: "POST", url, payload: envelope({ ...body, expectedTotal }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().responceObj.order.number;
}

async function cancel(number: string) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/admin/orders/transition",
    headers: staff,
    payload: envelope({ number, to: "cancelled" }),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Products whose denormalised offer columns differ from a fresh computation over their active SKUs (the price
 * range over those in stock when any is: issue 16).
 */
const staleProducts = () =>
  api.rows<{ id: number }>(sql`
    select p.id from products p
    left join lateral (
      select coalesce(min(n.net) filter (where n.stock > 0), min(n.net)) as min_price,
             coalesce(max(n.net) filter (where n.stock > 0), max(n.net)) as max_price,
             coalesce(max(greatest(n.discount_pct, 0)), 0) as max_discount,
             coalesce(bool_or(n.stock > 0), false) as in_stock,
             coalesce(bool_or(n.discount_pct > 0), false) as on_sale
        from (select s.stock, s.discount_pct,
                round(s.price_fils * (100 - least(greatest(s.discount_pct, 0), 100)) / 100.0)::int as net
                from skus s where s.product_id = p.id and s.is_active) n) o on true
    where (p.min_price, p.max_price, p.max_discount, p.in_stock, p.on_sale)
      is distinct from (o.min_price, o.max_price, o.max_discount, o.in_stock, o.on_sale)`);

describe("stock changes in the catalogue", () => {
  it("orders taking the last unit drop the product from the in-stock filter and facet; a cancel brings it back", async () => {
    // Caches off: every answer below is read from the database.
    const catalogue = createCatalogueService(ctx.database.db, { cacheTtlMs: 0 });
    const [product] = await api.rows<{ id: number; a: number; b: number }>(sql`
      select p.id, min(s.id) as a, max(s.id) as b from products p join skus s on s.product_id = p.id and s.is_active
       where p.listed group by p.id having count(*) >= 2 order by p.id limit 1`);
    const id = Number(product!.id);
    const [a, b] = [Number(product!.a), Number(product!.b)];
    await ctx.database.db.execute(sql`update skus set stock = 0 where product_id = ${id}`);
    await ctx.database.db.execute(sql`update skus set stock = case id when ${a} then 3 else 1 end
      where id in (${a}, ${b})`);

    const only = { filterBy: "productIds" as const, filterValues: [id], filtercond: "equal" as const };
    const count = async (criteria: FilterCriterion[]) =>
      (await catalogue.searchOnlyProducts({ filtercriteria: criteria })).totalCount;
    const inStockFacet = async () =>
      (await catalogue.search({ filtercriteria: [] })).facets.inStock.find((f) => f.value === "true")?.count ?? 0;
    const listedInStock = await count([inStock]);
    const facetBefore = await inStockFacet();
    expect(facetBefore).toBe(listedInStock);
    expect(await count([only, inStock])).toBe(1);

    // 3 -> 2: no SKU crosses zero, nothing about the product changes.
    await order(a, 1);
    expect(await count([only, inStock])).toBe(1);
    // 2 -> 0: one SKU sold out, the other still has 1: in stock.
    const first = await order(a, 2);
    expect(await count([only, inStock])).toBe(1);
    // The last unit: out of stock everywhere (filter, facet, the product's SKUs on the wire).
    const last = await order(b, 1);
    expect(await count([only, inStock])).toBe(0);
    expect(await count([only])).toBe(1);
    expect(await count([inStock])).toBe(listedInStock - 1);
    expect(await inStockFacet()).toBe(facetBefore - 1);
    const facets = (await catalogue.search({ filtercriteria: [only] })).facets.inStock;
    expect(facets.find((f) => f.value === "true")?.count ?? 0).toBe(0);
    const [wire] = (await catalogue.searchOnlyProducts({ filtercriteria: [only] })).products;
    expect(wire!.skus.filter((s) => s.skuId === a || s.skuId === b).map((s) => s.stock)).toEqual([0, 0]);

    // Cancelling the last order puts its unit back: in stock again.
    await cancel(last);
    expect(await count([only, inStock])).toBe(1);
    expect(await inStockFacet()).toBe(facetBefore);
    // Cancelling the other puts 2 back on a SKU that was at 0 (the product was in stock already).
    await cancel(first);
    expect(await count([only, inStock])).toBe(1);
    const [stocks] = await api.rows<{ a: number; b: number }>(sql`
      select (select stock from skus where id = ${a}) as a, (select stock from skus where id = ${b}) as b`);
    expect({ a: Number(stocks!.a), b: Number(stocks!.b) }).toEqual({ a: 2, b: 1 });
    expect(await staleProducts()).toEqual([]);
  });

  it("bulk updates: every product whose SKUs cross zero is refreshed, and price or product changes still show", async () => {
    const catalogue = createCatalogueService(ctx.database.db, { cacheTtlMs: 0 });
    const products = await api.rows<{ id: number }>(sql`
      select p.id from products p where p.listed and p.in_stock
         and (select count(*) from skus s where s.product_id = p.id and s.is_active) >= 2
       order by p.id desc limit 3`);
    const ids = products.map((p) => Number(p.id));
    const only = { filterBy: "productIds" as const, filterValues: ids, filtercond: "equal" as const };
    const count = async (criteria: FilterCriterion[]) =>
      (await catalogue.searchOnlyProducts({ filtercriteria: criteria })).totalCount;
    expect(await count([only, inStock])).toBe(3);
    expect(ids).toHaveLength(3);

    const idList = `{${ids.join(",")}}`;
    await ctx.database.db.execute(sql`update skus set stock = 0 where product_id = any(${idList}::int[])`);
    expect(await count([only, inStock])).toBe(0);
    await ctx.database.db.execute(sql`update skus set stock = 5 where product_id = any(${idList}::int[])`);
    expect(await count([only, inStock])).toBe(3);
    // Stock-only changes above zero, with a price change in the same statement: the price still shows.
    await ctx.database.db.execute(sql`update skus set stock = stock + 1, discount_pct = case when id % 2 = 0 then 10
      else discount_pct end where product_id = any(${idList}::int[])`);
    expect(await staleProducts()).toEqual([]);
    // A SKU moved to another product refreshes both.
    const [moved] = await api.rows<{ id: number }>(
      sql`select id from skus where product_id = ${ids[0]} and is_active order by id limit 1`,
    );
    await ctx.database.db.execute(sql`update skus set stock = 0 where product_id = ${ids[1]}`);
    expect(await count([only, inStock])).toBe(2);
    await ctx.database.db.execute(sql`update skus set product_id = ${ids[1]} where id = ${moved!.id}`);
    expect(await count([only, inStock])).toBe(3);
    expect(await staleProducts()).toEqual([]);
  });
});
