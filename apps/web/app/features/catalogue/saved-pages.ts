import type { CardProduct } from "./card-product";

/**
 * Issue 16: the pages of a collection loaded by infinite scroll, kept in sessionStorage per collection address,
 * so that Back from a product finds them again (and the scroll position React Router's ScrollRestoration keeps
 * has its content). Only what the cards show, at most MAX_ITEMS products.
 */
const PREFIX = "bustan:collection-pages:";
const MAX_ITEMS = 400;

export interface SavedPages {
  /** The first page's product ids when saved: restored only over the same first page. */
  baseIds: number[];
  items: CardProduct[];
  page: number;
}

const ids = (products: readonly CardProduct[]) => products.map((product) => product.productId);
const storage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // Storage switched off: no restoring.
  }
};

/** The saved pages of `address` if they continue this first page, else null. */
export function readSavedPages(address: string, base: readonly CardProduct[]): SavedPages | null {
  try {
    const raw = storage()?.getItem(PREFIX + address);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedPages>;
    const baseIds = ids(base);
    if (
      !Array.isArray(saved.items) ||
      !Array.isArray(saved.baseIds) ||
      typeof saved.page !== "number" ||
      saved.baseIds.length !== baseIds.length ||
      saved.baseIds.some((id, i) => id !== baseIds[i])
    ) {
      return null;
    }
    return { baseIds, items: saved.items, page: saved.page };
  } catch {
    return null;
  }
}

/** Keeps the loaded pages of `address` (forgets them when only the first page is shown). */
export function savePages(
  address: string,
  base: readonly CardProduct[],
  items: CardProduct[],
  page: number,
  first: number,
) {
  const store = storage();
  if (!store) return;
  try {
    if (page <= first || items.length > MAX_ITEMS) store.removeItem(PREFIX + address);
    else store.setItem(PREFIX + address, JSON.stringify({ baseIds: ids(base), items, page }));
  } catch {
    // Quota reached: Back will show the first page, as before.
  }
}
