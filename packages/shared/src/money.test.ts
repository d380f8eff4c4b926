import { describe, expect, it } from "vitest";
import { AED, cartTotal, discountedPrice, formatMoney } from "./money";

describe("money", () => {
  it("SPEC 9: cart total is each line's price less its discount percent, times qty, summed", () => {
    expect(
      cartTotal([
        { price: 10_000, discount: 10, qty: 2 },
        { price: 4_550, qty: 1 },
        { price: 1_999, discount: 0, qty: 3 },
      ]),
    ).toBe(18_000 + 4_550 + 5_997);
  });

  it("rounds a discounted price to the nearest fils and clamps odd discounts", () => {
    expect(discountedPrice(1_999, 15)).toBe(1_699);
    expect(discountedPrice(1_000, -5)).toBe(1_000);
    expect(discountedPrice(1_000, 150)).toBe(0);
  });

  it('SPEC 1/9: displays AED with the prefix "AED " and two decimals', () => {
    expect(formatMoney(12_000)).toBe("AED 120.00");
    expect(formatMoney(123_456_7)).toBe("AED 12,345.67");
    expect(formatMoney(5, AED)).toBe("AED 0.05");
  });

  it("converts for display with a currency rate", () => {
    expect(formatMoney(10_000, { code: "USD", prefix: "$", rate: 0.2723 })).toBe("$27.23");
  });
});
