import type { Sku } from "@shop/shared";
import { MAX_ADD_QTY } from "@shop/shared/core";

export type OptionKey = "potSize" | "potColour";

/** The most of one SKU a shopper can put in the cart at once (also the most stock a page shows: page cache). */
export const MAX_QTY = MAX_ADD_QTY;

/** The distinct values of one option, in the order the SKUs list them. */
export function optionValues(skus: readonly Sku[], key: OptionKey): string[] {
  const values: string[] = [];
  for (const sku of skus) {
    const value = sku.options[key];
    if (value && !values.includes(value)) values.push(value);
  }
  return values;
}

/** The SKU asked for (?sku=), else the first in stock, else the first. */
export function defaultSku(skus: readonly Sku[], requestedId?: number | null): Sku | undefined {
  return skus.find((sku) => sku.skuId === requestedId) ?? skus.find((sku) => sku.stock > 0) ?? skus[0];
}

const other = (key: OptionKey): OptionKey => (key === "potSize" ? "potColour" : "potSize");

/**
 * The SKU after choosing `value` for one option: the one that keeps the other option as it is, else one in
 * stock with the new value, else any with it.
 */
export function pickSku(
  skus: readonly Sku[],
  current: Sku | undefined,
  key: OptionKey,
  value: string,
): Sku | undefined {
  const withValue = skus.filter((sku) => sku.options[key] === value);
  const keep = current?.options[other(key)] ?? null;
  return (
    withValue.find((sku) => sku.options[other(key)] === keep) ??
    withValue.find((sku) => sku.stock > 0) ??
    withValue[0] ??
    current
  );
}

/** Whether choosing `value` (with the other option as it is, when that exists) gives something in stock. */
export function valueInStock(skus: readonly Sku[], current: Sku | undefined, key: OptionKey, value: string): boolean {
  const sku = pickSku(skus, current, key, value);
  return sku !== undefined && sku.options[key] === value && sku.stock > 0;
}

/** The quantity stepper's range is 1..min(stock, 20); 0 when sold out. */
export function maxQuantity(stock: number): number {
  return Math.max(0, Math.min(Math.floor(stock), MAX_QTY));
}

export function clampQuantity(qty: number, stock: number): number {
  const max = maxQuantity(stock);
  if (max === 0) return 1;
  return Math.min(Math.max(Number.isFinite(qty) ? Math.floor(qty) : 1, 1), max);
}
