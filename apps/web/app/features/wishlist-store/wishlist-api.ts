import type { Language, WishlistResponse } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";

/**
 * SPEC 4 / 7: a member's wish list lives on the server. Typed with the shared contract; the browser does
 * not parse the answers with zod (as api-client says: schemas on the server).
 */
export const WISHLIST_API = {
  add: "/api/v2/wishlist/add",
  delete: "/api/v2/wishlist/delete",
  search: "/api/v2/wishlist/search",
  addAll: "/api/v2/wishlist/addall",
} as const;

/** `lang`: the language of the product names in the answer. */
export function searchServerWishlist(lang?: Language): Promise<WishlistResponse> {
  return apiPost<WishlistResponse>(WISHLIST_API.search, { lang });
}

export function addToServerWishlist(skuId: number, lang?: Language): Promise<WishlistResponse> {
  return apiPost<WishlistResponse>(WISHLIST_API.add, { skuId, lang });
}

export function deleteFromServerWishlist(wishListId: number, lang?: Language): Promise<WishlistResponse> {
  return apiPost<WishlistResponse>(WISHLIST_API.delete, { wishListId, lang });
}

export function addAllToServerWishlist(
  wishListArrayPld: ReadonlyArray<{ skuId: number }>,
  lang?: Language,
): Promise<WishlistResponse> {
  return apiPost<WishlistResponse>(WISHLIST_API.addAll, { wishListArrayPld, lang });
}
