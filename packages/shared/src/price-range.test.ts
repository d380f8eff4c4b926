import { describe, expect, it } from "vitest";
import { priceRangeOf } from "./catalogue";

/** Issue 16: the rule of products.min_price/max_price (migration 0026), on the wire as priceFrom/priceTo. */
describe("priceRangeOf", () => {
  it("ranges over the SKUs in stock, after discount", () => {
    const skus = [
      { price: 2000, discount: 0, stock: 0 },
      { price: 4500, discount: 0, stock: 2 },
      { price: 15000, discount: 20, stock: 1 },
    ];
    expect(priceRangeOf(skus)).toEqual({ from: 4500, to: 12000 });
  });

  it("over every SKU when none is in stock; undefined without SKUs", () => {
    const skus = [
      { price: 2000, discount: 0, stock: 0 },
      { price: 4999, discount: 10, stock: 0 },
    ];
    expect(priceRangeOf(skus)).toEqual({ from: 2000, to: 4499 });
    expect(priceRangeOf([])).toBeUndefined();
  });
});
