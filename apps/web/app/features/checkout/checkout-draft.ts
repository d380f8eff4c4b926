import { CHECKOUT_DRAFT_KEY } from "../../lib/session-drafts";
import type { CheckoutFormValues } from "./checkout-forms";

export { CHECKOUT_DRAFT_KEY };

/**
 * Issue 16: what the shopper typed at checkout survives a reload, Back and the trip to the cart. It is kept in
 * sessionStorage (this tab only, gone when the tab closes) under one key, with whose checkout it is (a member's
 * id, or "" for a visitor) so that another session in the tab never gets it. The form holds no card data (Stripe's
 * element does) and no password; cleared once the order is placed.
 */

/** Longest text kept for one field: anything longer is not the shopper's typing. */
const MAX_TEXT = 2000;

interface StoredDraft {
  owner: string;
  values: unknown;
}

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The stored values laid over the defaults: only the keys the form has, each of the default's type (a string
 * within MAX_TEXT, a boolean, a nested object), so an old or tampered draft cannot add or break fields.
 */
export function mergeDraft<T>(defaults: T, stored: unknown): T {
  if (typeof defaults !== "object" || defaults === null) {
    if (typeof stored !== typeof defaults) return defaults;
    if (typeof stored === "string" && stored.length > MAX_TEXT) return defaults;
    return stored as T;
  }
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return defaults;
  const result = { ...defaults } as Record<string, unknown>;
  for (const [key, value] of Object.entries(defaults as Record<string, unknown>)) {
    if (Object.hasOwn(stored, key)) result[key] = mergeDraft(value, (stored as Record<string, unknown>)[key]);
  }
  return result as T;
}

/** Keeps the form's values for this checkout (a failure to write, e.g. storage full, only loses the draft). */
export function saveDraft(owner: string, values: CheckoutFormValues): void {
  try {
    session()?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ owner, values } satisfies StoredDraft));
  } catch {
    // Nothing to do: the form still works, it just will not come back after a reload.
  }
}

/** The kept values over the defaults, or null when there is no draft of this owner (another owner's is dropped). */
export function loadDraft(owner: string, defaults: CheckoutFormValues): CheckoutFormValues | null {
  const store = session();
  const raw = store?.getItem(CHECKOUT_DRAFT_KEY);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<StoredDraft> | null;
    if (draft?.owner === owner) return mergeDraft(defaults, draft.values);
  } catch {
    // Unreadable: dropped below.
  }
  store?.removeItem(CHECKOUT_DRAFT_KEY);
  return null;
}

/** The order is placed (or the session ended): the next checkout starts afresh. */
export function clearDraft(): void {
  try {
    session()?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Storage off: there is nothing kept either.
  }
}
