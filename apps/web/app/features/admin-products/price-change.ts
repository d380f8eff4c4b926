import type { PriceChange } from "@shop/shared";

/** The dialog's three choices: a whole percent up or down on the prices, or a discount % set on every SKU. */
export const priceChoices = ["raise", "lower", "discount"] as const;
export type PriceChoice = (typeof priceChoices)[number];

/** The highest amount of each choice (the server's bounds: percent -90..500, discount 0..100). */
export const priceChoiceMax: Record<PriceChoice, number> = { raise: 500, lower: 90, discount: 100 };

export type PriceChangeProblem = "required" | "whole" | "tooBig" | "zero";

/** The typed amount as the change the server takes, or what is wrong with it. */
export function parsePriceChange(choice: PriceChoice, typed: string): PriceChange | { problem: PriceChangeProblem } {
  const text = typed.trim().replace(/%$/, "").trim();
  if (!text) return { problem: "required" };
  if (!/^\d+$/.test(text)) return { problem: "whole" };
  const amount = Number(text);
  if (amount > priceChoiceMax[choice]) return { problem: "tooBig" };
  if (choice === "discount") return { kind: "discount", discount: amount };
  if (amount === 0) return { problem: "zero" };
  return { kind: "percent", percent: choice === "lower" ? -amount : amount };
}
