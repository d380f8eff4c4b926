/** "Only N left" from this many down (product page, cart lines, wish list). */
export const LOW_STOCK = 5;

export type StockState = { kind: "in" } | { kind: "low"; count: number } | { kind: "out" };

export function stockState(stock: number): StockState {
  if (stock <= 0) return { kind: "out" };
  if (stock <= LOW_STOCK) return { kind: "low", count: stock };
  return { kind: "in" };
}
