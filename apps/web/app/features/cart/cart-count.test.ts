import { describe, expect, it } from "vitest";
import { countCartLines } from "./cart-count";

describe("SPEC 2 mobile icon bar", () => {
  it("SPEC 2: the cart count is the number of lines in localStorage cartItems", () => {
    expect(countCartLines(null)).toBe(0);
    expect(countCartLines("oops")).toBe(0);
    expect(countCartLines('{"a":1}')).toBe(0);
    expect(countCartLines('[{"skuId":1,"qty":3},{"skuId":2,"qty":1}]')).toBe(2);
  });
});
