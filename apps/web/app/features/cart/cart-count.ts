import { useSyncExternalStore } from "react";
import { storageGet } from "../../lib/cookies";

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

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}

export function useCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => countCartLines(storageGet(CART_KEY)),
    () => 0,
  );
}
