import { describe, expect, it } from "vitest";
import { canCheckout, cartLinesTotal, lineMaxQty, lineProblem, lineTotal } from "./cart-line";
import { sku } from "./cart-test-kit";

describe("cart lines", () => {
  it("SPEC 9: the total is each line's price less its discount percent, times qty, summed", () => {
    const lines = [
      { qty: 2, sku: sku(1, { price: 5500, discount: 0 }) },
      { qty: 3, sku: sku(2, { price: 1999, discount: 15 }) },
    ];
    expect(lineTotal(lines[1]!)).toBe(Math.round((1999 * 85) / 100) * 3);
    expect(cartLinesTotal(lines)).toBe(11000 + 1699 * 3);
    expect(cartLinesTotal([])).toBe(0);
  });

  it("the stepper goes up to min(stock, 99), 0 when sold out", () => {
    expect(lineMaxQty(3)).toBe(3);
    expect(lineMaxQty(500)).toBe(99);
    expect(lineMaxQty(0)).toBe(0);
  });

  it("a sold-out line or one above its stock blocks checkout", () => {
    expect(lineProblem({ qty: 1, sku: sku(1, { stock: 0 }) })).toEqual({ kind: "soldOut" });
    expect(lineProblem({ qty: 4, sku: sku(1, { stock: 3 }) })).toEqual({ kind: "tooMany", stock: 3 });
    expect(lineProblem({ qty: 3, sku: sku(1, { stock: 3 }) })).toBeNull();
    expect(canCheckout([{ qty: 3, sku: sku(1, { stock: 3 }) }])).toBe(true);
    expect(
      canCheckout([
        { qty: 1, sku: sku(1) },
        { qty: 1, sku: sku(2, { stock: 0 }) },
      ]),
    ).toBe(false);
    expect(canCheckout([])).toBe(false);
  });
});
