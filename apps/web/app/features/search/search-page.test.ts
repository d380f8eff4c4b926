import { describe, expect, it } from "vitest";
import { pageCount, pageHref, pagination, parsePage, SEARCH_PAGE_SIZE } from "./search-page";
import { searchPath } from "./search-path";

describe("SPEC 2 search", () => {
  it("SPEC 2: submitting the search goes to /shop/collection/productName/{productName}", () => {
    expect(searchPath("snake plant")).toBe("/shop/collection/productName/snake%20plant");
    expect(searchPath(" a/b?c ")).toBe("/shop/collection/productName/a%2Fb%3Fc");
    expect(searchPath("   ")).toBeNull();
  });
});

describe("SPEC 9 pagination", () => {
  it("SPEC 9: product lists show 16 per page", () => {
    expect(SEARCH_PAGE_SIZE).toBe(16);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(16)).toBe(1);
    expect(pageCount(17)).toBe(2);
  });

  it("SPEC 3: the page is sent as from = page number minus 1", () => {
    expect(pagination(1)).toEqual({ from: 0, limit: 16 });
    expect(pagination(3)).toEqual({ from: 2, limit: 16 });
  });

  it("SPEC 2: the page number comes from ?page= and anything invalid is page 1", () => {
    expect(parsePage("http://x/s")).toBe(1);
    expect(parsePage("http://x/s?page=4")).toBe(4);
    expect(parsePage("http://x/s?page=0")).toBe(1);
    expect(parsePage("http://x/s?page=-2")).toBe(1);
    expect(parsePage("http://x/s?page=abc")).toBe(1);
    expect(pageHref("/s", 1)).toBe("/s");
    expect(pageHref("/s", 2)).toBe("/s?page=2");
  });
});
