import type { Sku } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { clampQuantity, defaultSku, maxQuantity, optionValues, pickSku, valueInStock } from "./sku-select";

const sku = (skuId: number, potSize: string | null, potColour: string | null, stock: number, price = 1000): Sku => ({
  skuId,
  code: `S${skuId}`,
  options: { potSize, potColour },
  price,
  discount: 0,
  stock,
});

const skus = [
  sku(1, "12 cm", "white", 2, 5500),
  sku(2, "12 cm", "black", 0, 5500),
  sku(3, "17 cm", "white", 0, 9500),
  sku(4, "17 cm", "black", 30, 9500),
  sku(5, "24 cm", "black", 7, 16500),
];

describe("product options", () => {
  it("lists each option's values once, in SKU order", () => {
    expect(optionValues(skus, "potSize")).toEqual(["12 cm", "17 cm", "24 cm"]);
    expect(optionValues(skus, "potColour")).toEqual(["white", "black"]);
    expect(optionValues([sku(9, "9 cm", null, 1)], "potColour")).toEqual([]);
  });

  it("starts on the SKU in the address, else the first in stock", () => {
    expect(defaultSku(skus, 4)?.skuId).toBe(4);
    expect(defaultSku(skus, 999)?.skuId).toBe(1);
    expect(defaultSku([sku(1, "a", null, 0), sku(2, "b", null, 3)])?.skuId).toBe(2);
    expect(defaultSku([])).toBeUndefined();
  });

  it("a new size keeps the colour when that SKU exists, otherwise picks one in stock", () => {
    const white12 = skus[0];
    expect(pickSku(skus, white12, "potSize", "17 cm")?.skuId).toBe(3);
    expect(pickSku(skus, white12, "potSize", "24 cm")?.skuId).toBe(5);
    expect(pickSku(skus, skus[3], "potColour", "white")?.skuId).toBe(3);
  });

  it("tells which choices are in stock", () => {
    expect(valueInStock(skus, skus[0], "potSize", "17 cm")).toBe(false);
    expect(valueInStock(skus, skus[3], "potSize", "12 cm")).toBe(false);
    expect(valueInStock(skus, skus[3], "potSize", "24 cm")).toBe(true);
  });
});

describe("quantity", () => {
  it("the quantity goes from 1 to min(stock, 20)", () => {
    expect(maxQuantity(3)).toBe(3);
    expect(maxQuantity(200)).toBe(20);
    expect(maxQuantity(0)).toBe(0);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(25, 50)).toBe(20);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
});
