import { describe, expect, it } from "vitest";
import { stockState } from "./stock-state";

describe("stock", () => {
  it("in stock, only N left at 5 or fewer, sold out at 0", () => {
    expect(stockState(30)).toEqual({ kind: "in" });
    expect(stockState(6)).toEqual({ kind: "in" });
    expect(stockState(5)).toEqual({ kind: "low", count: 5 });
    expect(stockState(1)).toEqual({ kind: "low", count: 1 });
    expect(stockState(0)).toEqual({ kind: "out" });
  });
});
