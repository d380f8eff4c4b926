import type { Sku } from "@shop/shared";
import { storageRemove } from "../../lib/cookies";
import { isRecord, readList, writeList } from "../../lib/local-list";
import type { ProductSnapshot } from "../catalogue";

/** SPEC 4: a logged-out wish list lives in localStorage under "wishlistItems". */
export const WISHLIST_KEY = "wishlistItems";
export const WISHLIST_CHANGE_EVENT = "bustan:wishlist-change";

/** SPEC 3 wish-list item: skuId, product, sku. */
export interface WishlistItem {
  skuId: number;
  product: ProductSnapshot;
  sku: Sku;
}

export function isWishlistItem(value: unknown): value is WishlistItem {
  return isRecord(value) && typeof value.skuId === "number" && isRecord(value.product) && isRecord(value.sku);
}

/** SPEC 4: adding a SKU that is already in the wish list is ignored. */
export function addWishlistItem(
  items: readonly WishlistItem[],
  item: WishlistItem,
): { items: WishlistItem[]; added: boolean } {
  if (items.some((existing) => existing.skuId === item.skuId)) return { items: [...items], added: false };
  return { items: [...items, item], added: true };
}

export function readLocalWishlist(): WishlistItem[] {
  return readList(WISHLIST_KEY, isWishlistItem);
}

export function addToLocalWishlist(item: WishlistItem): { added: boolean } {
  const { items, added } = addWishlistItem(readLocalWishlist(), item);
  if (added) writeList(WISHLIST_KEY, items, WISHLIST_CHANGE_EVENT);
  return { added };
}

export function removeFromLocalWishlist(skuId: number): void {
  writeList(
    WISHLIST_KEY,
    readLocalWishlist().filter((item) => item.skuId !== skuId),
    WISHLIST_CHANGE_EVENT,
  );
}

/** Stores fresh product and SKU snapshots for the lines still in the wish list. */
export function refreshLocalWishlist(fresh: ReadonlyMap<number, Pick<WishlistItem, "product" | "sku">>): void {
  const items = readLocalWishlist();
  const next = items.map((item) => {
    const current = fresh.get(item.skuId);
    return current ? { ...item, product: current.product, sku: current.sku } : item;
  });
  if (JSON.stringify(next) !== JSON.stringify(items)) writeList(WISHLIST_KEY, next, WISHLIST_CHANGE_EVENT);
}

/** Removes "wishlistItems" (after it was saved to the member's wish list). */
export function clearLocalWishlist(): void {
  storageRemove(WISHLIST_KEY);
  window.dispatchEvent(new Event(WISHLIST_CHANGE_EVENT));
}
