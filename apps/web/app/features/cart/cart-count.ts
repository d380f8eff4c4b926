/** SPEC 4: a logged-out cart lives in localStorage under "cartItems". */
export const CART_KEY = "cartItems";
export const CART_CHANGE_EVENT = "bustan:cart-change";

/** A line's quantity as the cart keeps it: a missing or unusable one counts as 1 (SPEC 5), at most 99. */
function itemQty(value: unknown): number {
  const qty = typeof value === "object" && value !== null ? (value as { qty?: unknown }).qty : undefined;
  return typeof qty === "number" && Number.isFinite(qty) && qty >= 1 ? Math.min(Math.floor(qty), 99) : 1;
}

/**
 * Issue 16: the header's count is the number of items (the sum of the quantities), not of lines, so
 * "3 × Monstera" shows 3. An unreadable entry still counts as one item.
 */
export function countCartItems(raw: string | null): number {
  if (!raw) return 0;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.reduce((sum: number, item: unknown) => sum + itemQty(item), 0) : 0;
  } catch {
    return 0;
  }
}

/** The number of items of a member's (or any parsed) cart. */
export function sumQuantities(lines: ReadonlyArray<{ qty: number }>): number {
  return lines.reduce((sum, line) => sum + itemQty(line), 0);
}
