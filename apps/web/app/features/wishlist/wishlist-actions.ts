import type { Sku } from "@shop/shared";
import { pageLanguage } from "../../lib/member-store";
import { addToCart, memberCart, readLocalCart, reportListError, sessionOwner } from "../cart";
import type { ProductSnapshot } from "../catalogue";
import {
  addToLocalWishlist,
  addToServerWishlist,
  deleteFromServerWishlist,
  memberWishlist,
  removeFromLocalWishlist,
} from "../wishlist-store";
import type { WishlistViewLine } from "./wishlist-line";

/**
 * The one wish-list API of the UI: localStorage for a visitor, the server for a member (SPEC 4). Adding a
 * SKU already in the wish list is ignored. Failures show info toasts (SPEC 8) and never throw.
 */
export type AddToWishlistResult = { ok: true; added: boolean } | { ok: false };

export async function addToWishlist({
  product,
  sku,
}: {
  product: ProductSnapshot;
  sku: Sku;
}): Promise<AddToWishlistResult> {
  const owner = sessionOwner();
  if (!owner) return { ok: true, ...addToLocalWishlist({ skuId: sku.skuId, product, sku }) };
  const state = memberWishlist.get();
  if (state.owner === owner && state.lines.some((line) => line.skuId === sku.skuId)) return { ok: true, added: false };
  try {
    const answer = await addToServerWishlist(sku.skuId, pageLanguage());
    memberWishlist.set(owner, answer.jWishLists);
    return { ok: true, added: true };
  } catch (error) {
    reportListError(error, "wishlist");
    return { ok: false };
  }
}

/** Removes a line; a member's list is then fetched again, as the cart is (a failure is silent). */
export async function removeFromWishlist(line: Pick<WishlistViewLine, "skuId" | "wishListId">): Promise<void> {
  const owner = sessionOwner();
  if (!owner) {
    removeFromLocalWishlist(line.skuId);
    return;
  }
  if (line.wishListId !== null) {
    try {
      await deleteFromServerWishlist(line.wishListId, pageLanguage());
    } catch {
      // the refetch shows what the server has
    }
  }
  await memberWishlist.refresh(owner);
}

function inCart(skuId: number): boolean {
  const owner = sessionOwner();
  if (!owner) return readLocalCart().some((item) => item.skuId === skuId);
  const state = memberCart.get();
  return state.owner === owner && state.lines.some((line) => line.skuId === skuId);
}

/**
 * Move to cart: adds one (unless the SKU is in the cart already, whose quantity is kept), then removes the
 * line from the wish list. Nothing is removed when the add fails (e.g. sold out).
 */
export async function moveToCart(line: WishlistViewLine): Promise<{ ok: boolean; alreadyInCart: boolean }> {
  const alreadyInCart = inCart(line.skuId);
  if (!alreadyInCart) {
    const added = await addToCart({ product: line.product, sku: line.sku, qty: 1 });
    if (!added.ok) return { ok: false, alreadyInCart };
  }
  await removeFromWishlist(line);
  return { ok: true, alreadyInCart };
}
