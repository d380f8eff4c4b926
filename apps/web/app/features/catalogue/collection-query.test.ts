import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  canonicalSearch,
  clearFilters,
  collectionSearch,
  emptyState,
  hasFilters,
  pageCountOf,
  paginationOf,
  parseCollectionQuery,
  toCriteria,
  withFlag,
  withListValue,
  withPage,
  withPrice,
  withSort,
} from "./collection-query";

describe("collection URL <-> filter state", () => {
  it("reads filters, price, sort and page from the query", () => {
    const state = parseCollectionQuery(
      "?category=indoor-plants&light=low&light=medium&size=12%20cm&colour=white&petSafe=true&onSale=1&minPrice=20&maxPrice=150&sort=price_asc&page=2",
    );
    expect(state.lists.category).toEqual(["indoor-plants"]);
    expect(state.lists.light).toEqual(["low", "medium"]);
    expect(state.lists.size).toEqual(["12 cm"]);
    expect(state.lists.colour).toEqual(["white"]);
    expect(state.flags).toEqual({ petSafe: true, inStock: false, onSale: true, featured: false });
    expect(state.minPrice).toBe(20);
    expect(state.maxPrice).toBe(150);
    expect(state.sort).toBe("price_asc");
    expect(state.page).toBe(2);
  });

  it("SPEC 9: no query means popularity, page 1 and no filters", () => {
    const state = parseCollectionQuery("");
    expect(state).toEqual(emptyState());
    expect(state.sort).toBe("popularity");
    expect(hasFilters(state)).toBe(false);
    expect(collectionSearch(state)).toBe("");
  });

  it("ignores invalid values instead of failing", () => {
    const state = parseCollectionQuery("?light=dark&watering=low&sort=cheapest&page=-3&minPrice=abc&maxPrice=1e9");
    expect(state.lists.light).toEqual([]);
    expect(state.lists.watering).toEqual(["low"]);
    expect(state.sort).toBe("popularity");
    expect(state.page).toBe(1);
    expect(state.minPrice).toBeNull();
    expect(state.maxPrice).toBeNull();
  });

  it("accepts comma-separated values, drops duplicates and swaps a reversed price range", () => {
    const state = parseCollectionQuery("?tag=gift,rare&tag=gift&minPrice=300&maxPrice=100");
    expect(state.lists.tag).toEqual(["gift", "rare"]);
    expect([state.minPrice, state.maxPrice]).toEqual([100, 300]);
  });

  it("writes one canonical query for equal states, and reads it back", () => {
    const a = parseCollectionQuery("?light=medium&category=indoor-plants&light=low&sort=price_asc&page=2");
    const b = parseCollectionQuery("?page=2&sort=price_asc&light=low,medium&category=indoor-plants");
    const search = collectionSearch(a);
    expect(search).toBe("?category=indoor-plants&light=low&light=medium&sort=price_asc&page=2");
    expect(collectionSearch(b)).toBe(search);
    expect(parseCollectionQuery(search)).toEqual(a);
  });

  it("changing a filter or the sort goes back to page 1; paging keeps the filters", () => {
    const start = parseCollectionQuery("?category=herbs&page=3");
    expect(withListValue(start, "light", "low", true).page).toBe(1);
    expect(collectionSearch(withListValue(start, "category", "herbs", false))).toBe("");
    expect(withFlag(start, "inStock", true).page).toBe(1);
    expect(withPrice(start, 10, null).page).toBe(1);
    expect(collectionSearch(withSort(start, "newest"))).toBe("?category=herbs&sort=newest");
    expect(collectionSearch(withPage(start, 4))).toBe("?category=herbs&page=4");
  });

  it("clearing filters keeps the sort", () => {
    const state = parseCollectionQuery("?category=herbs&inStock=true&sort=rating&page=2");
    expect(collectionSearch(clearFilters(state))).toBe("?sort=rating");
    expect(activeFilterCount(state)).toBe(2);
  });

  it("the canonical query keeps only the category and the page", () => {
    const state = parseCollectionQuery("?category=herbs&light=low&sort=newest&page=2&minPrice=5");
    expect(canonicalSearch(state)).toBe("?category=herbs&page=2");
    expect(canonicalSearch(parseCollectionQuery("?sort=newest"))).toBe("");
  });
});

describe("SPEC 3 / 5 catalogue criteria", () => {
  it("maps the state to criteria: lists with `in`, flags with `equal`, price `between` in fils", () => {
    const state = parseCollectionQuery(
      "?category=indoor-plants&colour=white&size=12%20cm&inStock=true&featured=true&minPrice=20",
    );
    expect(toCriteria(state, " fern ")).toEqual([
      { filterBy: "productName", filtervalue: "fern", filtercond: "equal" },
      { filterBy: "category", filterValues: ["indoor-plants"], filtercond: "in" },
      { filterBy: "size", filterValues: ["12 cm"], filtercond: "in" },
      { filterBy: "potColour", filterValues: ["white"], filtercond: "in" },
      { filterBy: "inStock", filtervalue: "true", filtercond: "equal" },
      { filterBy: "featured", filtervalue: "true", filtercond: "equal" },
      { filterBy: "price", filterValues: [2000, ""], filtercond: "between" },
    ]);
  });

  it("SPEC 5: no filters give no criteria (the API applies its default)", () => {
    expect(toCriteria(emptyState())).toEqual([]);
  });

  it("SPEC 3 / 9: page 2 is sent as from 1 with 16 per page", () => {
    expect(paginationOf(parseCollectionQuery("?page=2"))).toEqual({ from: 1, limit: 16 });
    expect(paginationOf(parseCollectionQuery(""))).toEqual({ from: 0, limit: 16 });
  });

  it("SPEC 9: 16 products per page", () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(16)).toBe(1);
    expect(pageCountOf(17)).toBe(2);
    expect(pageCountOf(139)).toBe(9);
  });
});
