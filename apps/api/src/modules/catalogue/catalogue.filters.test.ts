import { type Product, sortBySchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/support/test-app";
import { catalogueClient, foldName, isSorted, minPrice } from "../../../test/testkits/catalogue.testkit";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
const api = catalogueClient(() => ctx);

/** Listed products counted straight from the base tables (not the denormalised columns). */
async function expectedCount(where: ReturnType<typeof sql>) {
  const [row] = await api.rows<{ n: number }>(sql`
    select count(*)::int as n from products p
    where p.is_active and exists (select 1 from skus s where s.product_id = p.id and s.is_active) and ${where}`);
  return Number(row?.n);
}
const activeSku = (cond: ReturnType<typeof sql>) =>
  sql`exists (select 1 from skus s where s.product_id = p.id and s.is_active and ${cond})`;

describe("SPEC 5: the default criterion", () => {
  it("no criteria, and the explicit default (category, empty, latest), list every listed product", async () => {
    const total = await expectedCount(sql`true`);
    expect(total).toBe(137);
    const none = await api.search({});
    const explicit = await api.search({
      filtercriteria: [{ filterBy: "category", filtervalue: "", filtercond: "latest" }],
    });
    const empty = await api.search({ filtercriteria: [] });
    for (const r of [none, explicit, empty]) {
      expect(r.totalCount).toBe(total);
      expect(r.products).toHaveLength(16);
    }
    expect(explicit.products.map((p) => p.productId)).toEqual(none.products.map((p) => p.productId));
  });
});

describe("SPEC 7 displayproducts/search: every filter", () => {
  it("category by slug or id includes its subcategories", async () => {
    const [indoor] = await api.rows<{ id: number }>(sql`select id from categories where slug = 'indoor-plants'`);
    const tree = sql`p.category_id in (select id from categories where id = ${indoor!.id} or parent_id = ${indoor!.id})`;
    const expected = await expectedCount(tree);
    const bySlug = await api.all({ filtercriteria: [{ filterBy: "category", filtervalue: "indoor-plants" }] });
    const byId = await api.search({ filtercriteria: [{ filterBy: "category", filtervalue: String(indoor!.id) }] });
    expect(bySlug).toHaveLength(expected);
    expect(byId.totalCount).toBe(expected);
    const leaves = new Set(bySlug.map((p) => p.category.slug));
    expect(leaves.size).toBeGreaterThan(1);
    expect(leaves).not.toContain("palms");
    const two = await api.search({
      filtercriteria: [{ filterBy: "category", filterValues: ["palms", "herbs"], filtercond: "in" }],
    });
    const palms = await api.search({ filtercriteria: [{ filterBy: "category", filtervalue: "palms" }] });
    const herbs = await api.search({ filtercriteria: [{ filterBy: "category", filtervalue: "herbs" }] });
    expect(two.totalCount).toBe(palms.totalCount + herbs.totalCount);
    const unknown = await api.search({ filtercriteria: [{ filterBy: "category", filtervalue: "no-such-category" }] });
    expect(unknown).toMatchObject({ totalCount: 0, products: [] });
  });

  it("price between [min, max] in fils, on the lowest price after discount (issue 16: of the SKUs in stock)", async () => {
    const found = await api.all({
      filtercriteria: [{ filterBy: "price", filterValues: [5000, 10000], filtercond: "between" }],
    });
    expect(found.length).toBeGreaterThan(5);
    for (const p of found) expect(minPrice(p)).toBeGreaterThanOrEqual(5000);
    for (const p of found) expect(minPrice(p)).toBeLessThanOrEqual(10000);
    const discounted = sql`round(s.price_fils * (100 - s.discount_pct) / 100.0)`;
    const expected = await expectedCount(
      sql`coalesce((select min(${discounted}) from skus s where s.product_id = p.id and s.is_active and s.stock > 0),
        (select min(${discounted}) from skus s where s.product_id = p.id and s.is_active)) between 5000 and 10000`,
    );
    expect(found).toHaveLength(expected);
    const openEnded = await api.search({
      filtercriteria: [{ filterBy: "price", filterValues: [20000], filtercond: "between" }],
    });
    expect(openEnded.totalCount).toBeGreaterThan(0);
    expect(openEnded.totalCount).toBeLessThan(found.length);
  });

  it.each([
    ["light", "low", "light"],
    ["watering", "frequent", "watering"],
    ["difficulty", "expert", "difficulty"],
  ] as const)("%s (care level)", async (filterBy, value, column) => {
    const found = await api.all({ filtercriteria: [{ filterBy, filtervalue: value }] });
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) expect(p.care[filterBy]).toBe(value);
    expect(found).toHaveLength(await expectedCount(sql`p.${sql.raw(column)} = ${value}`));
  });

  it("light with filtercond in takes several values", async () => {
    const low = await api.search({ filtercriteria: [{ filterBy: "light", filtervalue: "low" }] });
    const medium = await api.search({ filtercriteria: [{ filterBy: "light", filtervalue: "medium" }] });
    const both = await api.search({
      filtercriteria: [{ filterBy: "light", filterValues: ["low", "medium"], filtercond: "in" }],
    });
    const csv = await api.search({
      filtercriteria: [{ filterBy: "light", filtervalue: "low,medium", filtercond: "in" }],
    });
    expect(both.totalCount).toBe(low.totalCount + medium.totalCount);
    expect(csv.totalCount).toBe(both.totalCount);
  });

  it("petSafe true and false", async () => {
    const safe = await api.all({ filtercriteria: [{ filterBy: "petSafe", filtervalue: "true" }] });
    const unsafe = await api.all({ filtercriteria: [{ filterBy: "petSafe", filtervalue: "false" }] });
    for (const p of safe) expect(p.care.petSafe).toBe(true);
    for (const p of unsafe) expect(p.care.petSafe).toBe(false);
    expect(safe).toHaveLength(await expectedCount(sql`p.pet_safe`));
    expect(unsafe).toHaveLength(await expectedCount(sql`p.pet_safe = false`));
  });

  it("size (pot size) and potColour match an active SKU's options", async () => {
    const sized = await api.all({ filtercriteria: [{ filterBy: "size", filtervalue: "24 cm" }] });
    expect(sized.length).toBeGreaterThan(0);
    for (const p of sized) expect(p.skus.some((s) => s.options.potSize === "24 cm")).toBe(true);
    expect(sized).toHaveLength(await expectedCount(activeSku(sql`s.pot_size = '24 cm'`)));
    const sage = await api.all({
      filtercriteria: [{ filterBy: "potColour", filterValues: ["sage"], filtercond: "in" }],
    });
    expect(sage.length).toBeGreaterThan(0);
    for (const p of sage) expect(p.skus.some((s) => s.options.potColour === "sage")).toBe(true);
    expect(sage).toHaveLength(await expectedCount(activeSku(sql`s.pot_colour = 'sage'`)));
  });

  it("inStock and onSale", async () => {
    const inStock = await api.all({ filtercriteria: [{ filterBy: "inStock", filtervalue: "true" }] });
    for (const p of inStock) expect(p.skus.some((s) => s.stock > 0)).toBe(true);
    expect(inStock).toHaveLength(await expectedCount(activeSku(sql`s.stock > 0`)));
    expect(inStock.length).toBeLessThan(137);
    const onSale = await api.all({ filtercriteria: [{ filterBy: "onSale", filtervalue: "true" }] });
    for (const p of onSale) expect(p.skus.some((s) => s.discount > 0)).toBe(true);
    expect(onSale).toHaveLength(await expectedCount(activeSku(sql`s.discount_pct > 0`)));
  });

  it("tag", async () => {
    const found = await api.all({ filtercriteria: [{ filterBy: "tag", filtervalue: "pet-friendly" }] });
    expect(found.length).toBeGreaterThan(5);
    for (const p of found) expect(p.tags).toContain("pet-friendly");
    expect(found).toHaveLength(await expectedCount(sql`'pet-friendly' = any(p.tags)`));
  });

  it("several criteria must all match", async () => {
    const found = await api.all({
      filtercriteria: [
        { filterBy: "category", filtervalue: "indoor-plants" },
        { filterBy: "petSafe", filtervalue: "true" },
        { filterBy: "inStock", filtervalue: "true" },
      ],
    });
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      expect(p.care.petSafe).toBe(true);
      expect(p.skus.some((s) => s.stock > 0)).toBe(true);
    }
  });

  it("rejects between on anything but price, a reversed price range and non-numeric product ids", async () => {
    for (const criterion of [
      { filterBy: "light", filterValues: ["low", "medium"], filtercond: "between" },
      { filterBy: "price", filterValues: [9000, 100], filtercond: "between" },
      { filterBy: "price", filterValues: [-5, 100], filtercond: "between" },
      { filterBy: "productIds", filterValues: ["abc"], filtercond: "equal" },
      { filterBy: "colour", filtervalue: "red" },
    ]) {
      const res = await api.post("/api/v1/displayproducts/search", { filtercriteria: [criterion] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorList[0].errorCode).toBe("VALIDATION_FAILED");
    }
  });
});

describe("SPEC 7 displayproducts/searchonlyproducts", () => {
  it("filters by productIds (filterValues, filtercond equal) and answers products and totalCount only", async () => {
    const ids = await api.rows<{ id: number; active: boolean }>(
      sql`select id, is_active as active from products where slug in ('monstera-deliciosa', 'zz-plant', 'dwarf-banana')`,
    );
    const result = await api.only({
      filtercriteria: [{ filterBy: "productIds", filterValues: ids.map((r) => r.id), filtercond: "equal" }],
    });
    const active = ids.filter((r) => r.active).map((r) => r.id);
    expect(active).toHaveLength(2);
    expect(result.totalCount).toBe(2);
    expect(result.products.map((p) => p.productId).sort()).toEqual(active.sort());
    const same = await api.only({ filtercriteria: [{ filterBy: "category", filtervalue: "herbs" }] });
    const withFacets = await api.search({ filtercriteria: [{ filterBy: "category", filtervalue: "herbs" }] });
    expect(same.totalCount).toBe(withFacets.totalCount);
    expect(same.products).toEqual(withFacets.products);
  });
});

describe("SPEC 9: sorts", () => {
  const popularity = async (products: Product[]) => {
    const rows = await api.rows<{ id: number; popularity: number }>(
      sql`select id, popularity from products where id in (${sql.join(
        products.map((p) => sql`${p.productId}`),
        sql`, `,
      )})`,
    );
    const byId = new Map(rows.map((r) => [Number(r.id), Number(r.popularity)]));
    return products.map((p) => byId.get(p.productId)!);
  };

  it("every sortBy value is accepted and popularity is the default", async () => {
    for (const sortBy of sortBySchema.options) {
      const r = await api.search({ sortpayload: { sortBy }, paginationpayload: { limit: 100 } });
      expect(r.totalCount).toBe(137);
    }
    const implicit = await api.search({});
    const explicit = await api.search({ sortpayload: { sortBy: "popularity" } });
    expect(implicit.products).toEqual(explicit.products);
  });

  it("popularity: best sellers (most units sold) first", async () => {
    const all = await api.all({ sortpayload: { sortBy: "popularity" } });
    expect(all).toHaveLength(137);
    expect(isSorted(await popularity(all), (a, b) => b - a)).toBe(true);
  });

  it("newest, price_asc, price_desc, rating and name (per language) order the whole list", async () => {
    const newest = await api.all({ sortpayload: { sortBy: "newest" } });
    expect(
      isSorted(
        newest.map((p) => Date.parse(p.createdAt)),
        (a, b) => b - a,
      ),
    ).toBe(true);
    const up = await api.all({ sortpayload: { sortBy: "price_asc" } });
    expect(isSorted(up.map(minPrice), (a, b) => a - b)).toBe(true);
    const down = await api.all({ sortpayload: { sortBy: "price_desc" } });
    expect(isSorted(down.map(minPrice), (a, b) => b - a)).toBe(true);
    expect(minPrice(down[0]!)).toBeGreaterThan(minPrice(up[0]!));
    const rating = await api.all({ sortpayload: { sortBy: "rating" } });
    expect(isSorted(rating, (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount)).toBe(true);
    for (const lang of ["en", "fr", "ar"] as const) {
      const named = await api.all({ sortpayload: { sortBy: "name" }, lang });
      const keys = named.map((p) => foldName(p.name));
      expect(isSorted(keys, (a, b) => (a < b ? -1 : a > b ? 1 : 0))).toBe(true);
    }
  });
});

describe("sorts within a category with subcategories (one index walk per subcategory, merged)", () => {
  it("give the order of the whole catalogue restricted to the category, on every page", async () => {
    for (const sortBy of sortBySchema.options) {
      const all = await api.all({ sortpayload: { sortBy }, lang: "fr" });
      const indoor = await api.all({
        filtercriteria: [{ filterBy: "category", filtervalue: "indoor-plants" }],
        sortpayload: { sortBy },
        lang: "fr",
      });
      const leaves = new Set(indoor.map((p) => p.category.slug));
      expect(leaves.size).toBeGreaterThan(2);
      const expected = all.filter((p) => leaves.has(p.category.slug)).map((p) => p.productId);
      expect(
        indoor.map((p) => p.productId),
        sortBy,
      ).toEqual(expected);
      const third = await api.search({
        filtercriteria: [{ filterBy: "category", filtervalue: "indoor-plants" }],
        sortpayload: { sortBy },
        paginationpayload: { from: 2, limit: 7 },
        lang: "fr",
      });
      expect(third.products.map((p) => p.productId)).toEqual(expected.slice(14, 21));
    }
  });
});

describe("SPEC 9: pagination (16 per page, at most 100, zero-based from)", () => {
  it("pages do not overlap, the last page holds the rest, past the end is empty with the real total", async () => {
    const seen = new Set<number>();
    for (let from = 0; from < 3; from++) {
      const page = await api.search({ paginationpayload: { from, limit: 50 }, sortpayload: { sortBy: "name" } });
      expect(page.totalCount).toBe(137);
      expect(page.products).toHaveLength(from < 2 ? 50 : 37);
      for (const p of page.products) seen.add(p.productId);
    }
    expect(seen.size).toBe(137);
    const last16 = await api.search({ paginationpayload: { from: 8 } });
    expect(last16.products).toHaveLength(137 - 8 * 16);
    const past = await api.search({ paginationpayload: { from: 9 } });
    expect(past).toMatchObject({ products: [], totalCount: 137 });
    const far = await api.only({ paginationpayload: { from: 5000, limit: 100 } });
    expect(far).toEqual({ products: [], totalCount: 137 });
  });

  it("limit 0 or over 100 is VALIDATION_FAILED; 100 is allowed", async () => {
    for (const limit of [0, 101, -1]) {
      for (const url of ["/api/v1/displayproducts/search", "/api/v1/displayproducts/searchonlyproducts"]) {
        const res = await api.post(url, { paginationpayload: { from: 0, limit } });
        expect(res.statusCode).toBe(400);
        expect(res.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED" });
      }
    }
    expect((await api.search({ paginationpayload: { from: 0, limit: 100 } })).products).toHaveLength(100);
  });
});
