import type { Sku, WishlistLine } from "@shop/shared";
import { type ProductSnapshot, toProductSnapshot } from "../catalogue";
import type { WishlistItem } from "../wishlist-store";

/** One wish-list line as the UI shows it, from localStorage (visitor) or the server (member). */
export interface WishlistViewLine {
  /** Stable React key: "w<wishListId>" for a member's line, "s<skuId>" for a visitor's. */
  key: string;
  wishListId: number | null;
  skuId: number;
  product: ProductSnapshot;
  sku: Sku;
}

export function fromLocalWishlistItem(item: WishlistItem): WishlistViewLine {
  return { key: `s${item.skuId}`, wishListId: null, skuId: item.skuId, product: item.product, sku: item.sku };
}

export function fromServerWishlistLine(line: WishlistLine): WishlistViewLine {
  return {
    key: `w${line.wishListId}`,
    wishListId: line.wishListId,
    skuId: line.skuId,
    product: toProductSnapshot(line.product),
    sku: line.sku,
  };
}
