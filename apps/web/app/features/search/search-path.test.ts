import { describe, expect, it } from "vitest";
import { searchPath } from "./search-path";

describe("SPEC 2 search", () => {
  it("SPEC 2: submitting the search goes to /shop/collection/productName/{productName}", () => {
    expect(searchPath("snake plant")).toBe("/shop/collection/productName/snake%20plant");
    expect(searchPath(" a/b?c ")).toBe("/shop/collection/productName/a%2Fb%3Fc");
    expect(searchPath("   ")).toBeNull();
  });
});
