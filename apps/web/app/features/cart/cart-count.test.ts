import { describe, expect, it } from "vitest";
import { countCartItems, sumQuantities } from "./cart-count";
import { cartLine } from "./cart-test-kit";
import { cartView } from "./use-cart";

describe("issue 16: the cart badge counts items", () => {
  it("issue 16: a visitor's count is the sum of the quantities in localStorage cartItems", () => {
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems("oops")).toBe(0);
    expect(countCartItems('{"a":1}')).toBe(0);
    expect(countCartItems('[{"skuId":1,"qty":3},{"skuId":2,"qty":1}]')).toBe(4);
    // A missing quantity is 1 (SPEC 5).
    expect(countCartItems('[{"skuId":1},{"skuId":2,"qty":2}]')).toBe(3);
  });

  it("issue 16: a member's count is the sum of the server lines' quantities", () => {
    expect(sumQuantities([{ qty: 2 }, { qty: 5 }])).toBe(7);
    const member = {
      owner: "u1",
      lang: "en" as const,
      status: "ready" as const,
      lines: [cartLine(1, 10, 2), cartLine(2, 11, 3)],
    };
    const view = cartView("u1", true, null, member);
    expect(view.lines).toHaveLength(2);
    expect(view.count).toBe(5);
  });
});
