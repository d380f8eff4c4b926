import type { FacetName, FilterCriterion } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/support/test-app";
import { catalogueClient, minPrice } from "../../../test/testkits/catalogue.testkit";
import { FACETS } from "./catalogue.facets";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
const api = catalogueClient(() => ctx);

const criterion = (filterBy: FacetName, value: string): FilterCriterion => ({
  filterBy,
  filtervalue: value,
  filtercond: "equal",
});

describe("facets of displayproducts/search", () => {
  it("every facet value's count is the totalCount of applying that filter", async () => {
    const { facets, totalCount } = await api.search({});
    expect(totalCount).toBe(137);
    for (const facet of FACETS) {
      expect(facets[facet].length, facet).toBeGreaterThan(0);
      for (const { value, count } of facets[facet]) {
        const filtered = await api.search({
          filtercriteria: [criterion(facet, value)],
          paginationpayload: { limit: 1 },
        });
        expect(filtered.totalCount, `${facet}=${value}`).toBe(count);
      }
    }
    expect(facets.category.find((c) => c.value === "indoor-plants")).toMatchObject({ label: "Indoor Plants" });
  });

  it("price min and max are those of the listed products", async () => {
    const all = await api.all({});
    const { facets } = await api.search({});
    expect(facets.price).toEqual({ min: Math.min(...all.map(minPrice)), max: Math.max(...all.map(minPrice)) });
  });

  it("a facet ignores its own filter but applies the others (standard faceting)", async () => {
    const base: FilterCriterion[] = [criterion("category", "indoor-plants"), criterion("light", "low")];
    const { facets, totalCount, products } = await api.search({ filtercriteria: base });
    expect(totalCount).toBeGreaterThan(0);
    for (const p of products) expect(p.care.light).toBe("low");
    // light: the other light levels within indoor plants, each what switching to it would give
    expect(facets.light.length).toBeGreaterThan(1);
    for (const { value, count } of facets.light) {
      const other = await api.search({ filtercriteria: [base[0]!, criterion("light", value)] });
      expect(other.totalCount, `light=${value}`).toBe(count);
    }
    // category: every category, restricted by light only
    for (const { value, count } of facets.category) {
      const other = await api.search({ filtercriteria: [criterion("category", value), base[1]!] });
      expect(other.totalCount, `category=${value}`).toBe(count);
    }
    expect(facets.category.find((c) => c.value === "indoor-plants")?.count).toBe(totalCount);
    // every other facet counts within the filtered set
    for (const facet of ["watering", "difficulty", "tag", "size", "inStock"] as const) {
      for (const { value, count } of facets[facet]) {
        const narrowed = await api.search({ filtercriteria: [...base, criterion(facet, value)] });
        expect(narrowed.totalCount, `${facet}=${value}`).toBe(count);
        expect(count).toBeLessThanOrEqual(totalCount);
      }
    }
  });

  it("facets of a text search count within its matches", async () => {
    const text: FilterCriterion = { filterBy: "productName", filtervalue: "palm", filtercond: "equal" };
    const { facets, totalCount } = await api.search({ filtercriteria: [text] });
    expect(totalCount).toBeGreaterThan(3);
    const sum = facets.category.filter((c) => !["indoor-plants", "outdoor-plants", "pots-planters"].includes(c.value));
    expect(sum.reduce((n, c) => n + c.count, 0)).toBe(totalCount);
    for (const { value, count } of facets.light) {
      const narrowed = await api.search({ filtercriteria: [text, criterion("light", value)] });
      expect(narrowed.totalCount).toBe(count);
    }
  });

  it("searchonlyproducts has no facets", async () => {
    const res = await api.only({});
    expect(res.totalCount).toBe(137);
  });
});
