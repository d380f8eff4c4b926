import { describe, expect, it } from "vitest";
import { sku, snapshot, wireProduct } from "./cart-test-kit";
import { freshSkus, productIdsOf } from "./fresh-products";

describe("fresh snapshots for a visitor's lines", () => {
  const lines = [
    { skuId: 1, product: snapshot(1), sku: sku(1, { price: 5000 }) },
    { skuId: 2, product: snapshot(2), sku: sku(2) },
    { skuId: 3, product: snapshot(3), sku: sku(3) },
  ];

  it("takes today's price and stock; a SKU no longer listed counts as sold out", () => {
    const products = [wireProduct(1, [sku(1, { price: 6000, stock: 2 })]), wireProduct(2, [sku(99)])];
    const fresh = freshSkus(lines, products, new Set([1, 2]));
    expect(fresh.get(1)?.sku).toMatchObject({ price: 6000, stock: 2 });
    expect(fresh.get(2)?.sku.stock).toBe(0);
    // Product 3 was not asked for: left as it is.
    expect(fresh.has(3)).toBe(false);
  });

  it("asks for each product once", () => {
    expect(productIdsOf([...lines, { product: { productId: 1 } }])).toEqual([1, 2, 3]);
  });
});
