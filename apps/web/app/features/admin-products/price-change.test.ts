import { describe, expect, it } from "vitest";
import { parsePriceChange } from "./price-change";

/** Issue 13 "Prices": the bulk change dialog's amount becomes the server's change, or a problem to show. */
describe("parsePriceChange", () => {
  it.each([
    ["raise", "10", { kind: "percent", percent: 10 }],
    ["lower", " 25 %", { kind: "percent", percent: -25 }],
    ["discount", "0", { kind: "discount", discount: 0 }],
    ["discount", "100", { kind: "discount", discount: 100 }],
    ["raise", "", { problem: "required" }],
    ["lower", "2.5", { problem: "whole" }],
    ["lower", "-5", { problem: "whole" }],
    ["lower", "91", { problem: "tooBig" }],
    ["raise", "501", { problem: "tooBig" }],
    ["discount", "101", { problem: "tooBig" }],
    ["raise", "0", { problem: "zero" }],
  ] as const)("%s %j", (choice, typed, expected) => {
    expect(parsePriceChange(choice, typed)).toEqual(expected);
  });
});
