import { productSearchResponseSchema } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, envelope, type TestContext } from "../../../test/support/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function search(requestPayload: unknown) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/displayproducts/search",
    payload: envelope(requestPayload),
  });
  expect(res.statusCode).toBe(200);
  return productSearchResponseSchema.parse(res.json().responceObj);
}

describe("POST /api/v1/displayproducts/search (home rails and search results)", () => {
  it("SPEC 5/9: no criteria gives the default list, 16 per page, sorted by popularity", async () => {
    const { products, totalCount } = await search({});
    expect(products).toHaveLength(16);
    expect(totalCount).toBeGreaterThanOrEqual(120);
    const ids = new Set(products.map((p) => p.productId));
    expect(ids.size).toBe(16);
    for (const p of products) {
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.skus.length).toBeGreaterThan(0);
      expect(Number.isInteger(p.price)).toBe(true);
    }
  });

  it("SPEC 9: from is the zero-based page number; past the end gives an empty page and the real total", async () => {
    const first = await search({ paginationpayload: { from: 0, limit: 10 }, sortpayload: { sortBy: "name" } });
    const second = await search({ paginationpayload: { from: 1, limit: 10 }, sortpayload: { sortBy: "name" } });
    expect(second.products[0]?.productId).not.toBe(first.products[0]?.productId);
    const far = await search({ paginationpayload: { from: 999, limit: 10 } });
    expect(far.products).toEqual([]);
    expect(far.totalCount).toBe(first.totalCount);
  });

  it("featured, on-sale and newest rails come from the database", async () => {
    const featured = await search({ filtercriteria: [{ filterBy: "featured", filtervalue: "true" }] });
    expect(featured.totalCount).toBeGreaterThan(3);
    const onSale = await search({ filtercriteria: [{ filterBy: "onSale", filtervalue: "true" }] });
    expect(onSale.products.length).toBeGreaterThan(0);
    for (const p of onSale.products) expect(p.skus.some((s) => s.discount > 0)).toBe(true);
    const newest = await search({ sortpayload: { sortBy: "newest" } });
    const dates = newest.products.map((p) => Date.parse(p.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it("a productName search finds by name (full-text, see catalogue.text.test.ts), in the requested language", async () => {
    const en = await search({ filtercriteria: [{ filterBy: "productName", filtervalue: "monstera" }] });
    expect(en.totalCount).toBeGreaterThan(0);
    // name matches first; products that only mention it (the moss pole's description) come after them
    const inName = en.products.map((p) => p.name.toLowerCase().includes("monstera"));
    expect(inName[0]).toBe(true);
    expect(inName.indexOf(false) === -1 || !inName.slice(inName.indexOf(false)).includes(true)).toBe(true);
    const ar = await search({ filtercriteria: [{ filterBy: "productName", filtervalue: "monstera" }], lang: "ar" });
    expect(ar.products[0]?.name).toMatch(/[\u0600-\u06FF]/);
  });

  it("a category filter includes its subcategories", async () => {
    const indoor = await search({ filtercriteria: [{ filterBy: "category", filtervalue: "indoor-plants" }] });
    expect(indoor.totalCount).toBeGreaterThan(10);
    expect(new Set(indoor.products.map((p) => p.category.slug)).size).toBeGreaterThan(1);
  });

  it("an inactive product never appears", async () => {
    const all = await search({ paginationpayload: { from: 0, limit: 100 } });
    const rest = await search({ paginationpayload: { from: 1, limit: 100 } });
    const slugs = [...all.products, ...rest.products].map((p) => p.slug);
    const inactive = await ctx.database.db.query.products.findMany({ where: (p, { eq }) => eq(p.isActive, false) });
    expect(inactive.length).toBeGreaterThan(0);
    for (const p of inactive) expect(slugs).not.toContain(p.slug);
  });
});
