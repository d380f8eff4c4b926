import type { Product } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { toCardProduct } from "./card-product";

const sku = (skuId: number, price: number, stock: number, discount = 0) => ({
  skuId,
  code: `S${skuId}`,
  options: { potSize: null, potColour: null },
  price,
  discount,
  stock,
});
const product = (skus: Product["skus"], range?: { priceFrom: number; priceTo: number }): Product => ({
  productId: 1,
  slug: "monstera",
  name: "Monstera",
  description: "",
  category: { categoryId: 1, slug: "indoor", name: "Indoor" },
  tags: [],
  images: [],
  price: skus[0]?.price ?? 0,
  discount: 0,
  rating: 0,
  reviewCount: 0,
  care: { light: null, watering: null, difficulty: null, petSafe: null, matureSize: null },
  skus,
  createdAt: "2026-11-26T00:00:00.000Z",
  ...range,
});

describe("issue 16: a card's price range", () => {
  it("keeps the range when the SKUs differ in price (the card says From)", () => {
    const card = toCardProduct(product([sku(1, 4500, 3), sku(2, 12000, 1)], { priceFrom: 4500, priceTo: 12000 }));
    expect(card).toMatchObject({ priceFrom: 4500, priceTo: 12000 });
  });

  it("leaves it out when every SKU costs the same, or from an older server without it", () => {
    const same = toCardProduct(product([sku(1, 4500, 3), sku(2, 4500, 1)], { priceFrom: 4500, priceTo: 4500 }));
    expect(same).not.toHaveProperty("priceFrom");
    expect(toCardProduct(product([sku(1, 4500, 3)]))).not.toHaveProperty("priceFrom");
  });
});
