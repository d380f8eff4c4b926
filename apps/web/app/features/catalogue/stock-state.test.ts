import { MAX_ADD_QTY } from "@shop/shared/core";
import { describe, expect, it } from "vitest";
import { LOW_STOCK, stockState } from "./stock-state";

describe("stock", () => {
  it("in stock, only N left at 5 or fewer, sold out at 0", () => {
    expect(stockState(30)).toEqual({ kind: "in" });
    expect(stockState(6)).toEqual({ kind: "in" });
    expect(stockState(5)).toEqual({ kind: "low", count: 5 });
    expect(stockState(1)).toEqual({ kind: "low", count: 1 });
    expect(stockState(0)).toEqual({ kind: "out" });
  });

  it("shows nothing of a stock above MAX_ADD_QTY that it does not show at MAX_ADD_QTY (the page cache relies on it)", () => {
    expect(LOW_STOCK).toBeLessThan(MAX_ADD_QTY);
    expect(stockState(MAX_ADD_QTY + 500)).toEqual(stockState(MAX_ADD_QTY));
  });
});
