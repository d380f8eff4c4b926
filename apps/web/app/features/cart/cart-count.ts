/** SPEC 4: a logged-out cart lives in localStorage under "cartItems". */
export const CART_KEY = "cartItems";
export const CART_CHANGE_EVENT = "bustan:cart-change";

/** SPEC 2: the count is the number of cart lines (the length of the list). */
export function countCartLines(raw: string | null): number {
  if (!raw) return 0;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.length : 0;
  } catch {
    return 0;
  }
}
