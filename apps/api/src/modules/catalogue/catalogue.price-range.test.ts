import { productSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import { catalogueClient } from "../../../test/testkits/catalogue.testkit";
import type { Headers } from "../../../test/testkits/checkout.testkit";
import { stockKit } from "../../../test/testkits/stock.testkit";

/**
 * Issue 16 defect: a product whose cheapest SKU is sold out was sorted and price-filtered by that SKU's price.
 * min_price/max_price (migration 0026) range over the SKUs in stock, or all SKUs when none is.
 */
const ctx = fileTestContext();
const api = catalogueClient(ctx);
const stock = stockKit(ctx);
let manager: Headers;
/** A product with two SKUs (cheap 20.00, dear 900.00) and one with a single SKU at 500.00. */
let ranged: { productId: number; cheap: number; dear: number };
let single: number;

beforeAll(async () => {
  manager = await stock.staff("ROLE_MANAGER");
  const [two] = await api.rows<{ productId: number; skus: number[] }>(sql`
    select s.product_id as "productId", array_agg(s.id order by s.id) as skus from skus s
      join products p on p.id = s.product_id and p.listed
     where s.is_active group by s.product_id having count(*) >= 2 order by s.product_id limit 1`);
  const [one] = await api.rows<{ productId: number; skuId: number }>(sql`
    select s.product_id as "productId", min(s.id) as "skuId" from skus s
      join products p on p.id = s.product_id and p.listed
     where s.is_active and s.product_id <> ${two!.productId}
     group by s.product_id having count(*) = 1 order by s.product_id limit 1`);
  const [cheap, dear, ...rest] = two!.skus.map(Number);
  ranged = { productId: Number(two!.productId), cheap: cheap!, dear: dear! };
  single = Number(one!.productId);
  await api.rows(sql`update skus set price_fils = 2000, discount_pct = 0, stock = 5 where id = ${cheap}`);
  await api.rows(sql`update skus set price_fils = 90000, discount_pct = 0, stock = 5 where id = ${dear}`);
  if (rest.length)
    await api.rows(sql`update skus set is_active = false where id = any(${`{${rest.join(",")}}`}::int[])`);
  await api.rows(sql`update skus set price_fils = 50000, discount_pct = 0, stock = 5 where id = ${one!.skuId}`);
});

const both = () => ({ filterBy: "productIds", filterValues: [ranged.productId, single], filtercond: "in" });
async function idsByPrice(sortBy: "price_asc" | "price_desc") {
  const page = await api.only({ filtercriteria: [both()], sortpayload: { sortBy } });
  return page.products.map((p) => p.productId);
}
async function idsUnder(maxFils: number) {
  const page = await api.only({
    filtercriteria: [both(), { filterBy: "price", filterValues: [0, maxFils], filtercond: "between" }],
  });
  return page.products.map((p) => p.productId);
}
async function columns() {
  const [row] = await api.rows<{ min: number; max: number; xmin: string }>(sql`
    select min_price as min, max_price as max, xmin::text as xmin from products where id = ${ranged.productId}`);
  return row!;
}

describe("issue 16: the price sort and filter use the price of a SKU in stock", () => {
  it("lists the range on the wire, and sorts and filters by the cheapest SKU while it is in stock", async () => {
    expect(await columns()).toMatchObject({ min: 2000, max: 90000 });
    const page = await api.only({ filtercriteria: [both()], sortpayload: { sortBy: "price_asc" } });
    const product = productSchema.parse(page.products.find((p) => p.productId === ranged.productId));
    expect(product).toMatchObject({ priceFrom: 2000, priceTo: 90000 });
    expect(page.products.map((p) => p.productId)).toEqual([ranged.productId, single]);
    expect(await idsUnder(10000)).toEqual([ranged.productId]);
  });

  it("when the cheap SKU sells out, the dear one's price sorts and filters; a restock brings it back", async () => {
    await stock.adjusted(manager, { skuId: ranged.cheap, delta: -5, reason: "counted" });
    expect(await columns()).toMatchObject({ min: 90000, max: 90000 });
    expect(await idsByPrice("price_asc")).toEqual([single, ranged.productId]);
    expect(await idsByPrice("price_desc")).toEqual([ranged.productId, single]);
    expect(await idsUnder(60000)).toEqual([single]);

    await stock.adjusted(manager, { skuId: ranged.cheap, delta: 3, reason: "received" });
    expect(await columns()).toMatchObject({ min: 2000, max: 90000 });
    expect(await idsByPrice("price_asc")).toEqual([ranged.productId, single]);
    expect(await idsUnder(60000)).toEqual([ranged.productId, single]);
  });

  it("with every SKU sold out, the range is over all of them (the product stays listed)", async () => {
    await api.rows(sql`update skus set stock = 0 where id in (${ranged.cheap}, ${ranged.dear})`);
    expect(await columns()).toMatchObject({ min: 2000, max: 90000 });
    await api.rows(sql`update skus set stock = 4 where id in (${ranged.cheap}, ${ranged.dear})`);
  });

  it("decision 0013: a decrement that crosses no zero leaves the products row untouched", async () => {
    const before = await columns();
    await api.rows(sql`update skus set stock = stock - 1 where id = ${ranged.dear}`);
    expect((await columns()).xmin).toBe(before.xmin);
    await api.rows(sql`update skus set stock = 0 where id = ${ranged.dear}`);
    expect(await columns()).toMatchObject({ min: 2000, max: 2000 });
  });
});
