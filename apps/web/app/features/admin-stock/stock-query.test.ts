import { describe, expect, it } from "vitest";
import { isolate, parseDelta, signedDelta, stockHref, stockQuery } from "./stock-query";

const at = (search: string) => stockQuery(new URL(`https://shop.test/admin/stock${search}`));

describe("the stock page's address", () => {
  it("reads the code search, the pages and the SKU whose history is open", () => {
    expect(at("?code=%20mon-s%20&page=3&sku=42&hpage=2")).toEqual({ code: "mon-s", page: 3, sku: 42, historyPage: 2 });
  });

  it("falls back to the first page and no SKU for anything out of range or not a number", () => {
    for (const search of ["?page=0&sku=0", "?page=abc&sku=-4", "?page=1.5&sku=2147483648", "?page=10001&sku=x"]) {
      expect(at(search)).toEqual({ code: "", page: 1, sku: null, historyPage: 1 });
    }
    expect(at(`?code=${"x".repeat(100)}`).code).toHaveLength(64);
  });

  it("writes back the same query, leaving out the defaults", () => {
    expect(stockHref(at(""))).toBe("/admin/stock");
    const query = at("?code=POT%20%26%20CO&page=2&sku=7&hpage=3");
    expect(stockHref(query)).toBe("/admin/stock?code=POT+%26+CO&page=2&sku=7&hpage=3");
    expect(at(stockHref(query).slice("/admin/stock".length))).toEqual(query);
    expect(stockHref({ ...query, sku: null })).toBe("/admin/stock?code=POT+%26+CO&page=2");
  });
});

describe("parseDelta (the adjust dialog's change)", () => {
  it("takes whole numbers with or without a sign, a typographic minus too", () => {
    expect(parseDelta("12", 0)).toEqual({ delta: 12 });
    expect(parseDelta(" +5 ", 0)).toEqual({ delta: 5 });
    expect(parseDelta("-3", 3)).toEqual({ delta: -3 });
    expect(parseDelta("\u22122", 3)).toEqual({ delta: -2 });
  });

  it.each([
    ["", "required"],
    ["  ", "required"],
    ["1.5", "whole"],
    ["1e3", "whole"],
    ["ten", "whole"],
    ["0", "zero"],
    ["-0", "zero"],
    ["1000001", "range"],
    ["-4", "belowZero"],
  ])("%j is refused as %s (stock 3)", (text, problem) => {
    expect(parseDelta(text, 3)).toEqual({ problem });
  });

  it("refuses a change that would take the stock above the most a SKU holds", () => {
    expect(parseDelta("2", 999_999)).toEqual({ problem: "range" });
    expect(parseDelta("1", 999_999)).toEqual({ delta: 1 });
  });
});

describe("signedDelta", () => {
  it("shows the sign, a real minus, and the locale's digits", () => {
    expect(signedDelta(1200, "en")).toBe("+1,200");
    expect(signedDelta(-3, "en")).toBe("\u22123");
    expect(signedDelta(5, "ar-EG")).toBe("+٥");
  });
});

describe("isolate", () => {
  it("wraps data in first-strong isolates, so a code keeps its order inside Arabic text", () => {
    expect(isolate("MON-M")).toBe("\u2068MON-M\u2069");
  });
});
