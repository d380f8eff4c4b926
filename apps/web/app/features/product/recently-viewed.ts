import { isRecord, readList, writeList } from "../../lib/local-list";
import type { CardProduct } from "../catalogue";

export const RECENT_KEY = "recentlyViewed";
const RECENT_EVENT = "bustan:recent-change";
/** Shown: the last 8 other products; kept: one more, the current one. */
export const RECENT_SHOWN = 8;

const isCard = (value: unknown): value is CardProduct =>
  isRecord(value) && typeof value.productId === "number" && typeof value.slug === "string";

/** The list with `product` first (moved there if it was already in it), at most `max` long. */
export function pushRecent(list: readonly CardProduct[], product: CardProduct, max = RECENT_SHOWN + 1): CardProduct[] {
  return [product, ...list.filter((item) => item.productId !== product.productId)].slice(0, max);
}

/** The recently viewed products other than `current`, newest first. */
export function othersThan(list: readonly CardProduct[], current: number): CardProduct[] {
  return list.filter((item) => item.productId !== current).slice(0, RECENT_SHOWN);
}

/** Records a product view; returns what to show (the products viewed before it). */
export function recordView(product: CardProduct): CardProduct[] {
  const list = readList(RECENT_KEY, isCard);
  writeList(RECENT_KEY, pushRecent(list, product), RECENT_EVENT);
  return othersThan(list, product.productId);
}
