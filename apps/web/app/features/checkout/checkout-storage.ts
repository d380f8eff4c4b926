import type { Order } from "@shop/shared";

/**
 * Browser-session state of checkout: the idempotency key of the attempt under way (kept across a reload, so a
 * retry of an order that did go through answers that order instead of placing a second one), and the order
 * just placed (so the success page can show a guest's order).
 */
export const ATTEMPT_KEY = "checkoutAttempt";
export const PLACED_ORDER_KEY = "placedOrder";

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function newKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** The key of this checkout attempt: the same one on every retry until the order is placed. */
export function attemptKey(): string {
  const store = session();
  const kept = store?.getItem(ATTEMPT_KEY);
  if (kept && kept.length >= 8) return kept;
  const key = newKey();
  store?.setItem(ATTEMPT_KEY, key);
  return key;
}

/** After an order is placed (or the key was refused for a different order): the next attempt gets a new key. */
export function endAttempt(): void {
  session()?.removeItem(ATTEMPT_KEY);
}

export interface PlacedOrder {
  order: Order;
  /** Stripe's client secret of a card order still to be paid. */
  clientSecret?: string;
}

export function rememberPlacedOrder(placed: PlacedOrder): void {
  try {
    session()?.setItem(PLACED_ORDER_KEY, JSON.stringify(placed));
  } catch {
    // Storage full or off: the success page then shows what it can load.
  }
}

/** The order placed in this browser session with that number, or null. */
export function placedOrder(number: string): PlacedOrder | null {
  const raw = session()?.getItem(PLACED_ORDER_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as PlacedOrder;
    return value?.order?.number?.toUpperCase() === number.trim().toUpperCase() ? value : null;
  } catch {
    return null;
  }
}
