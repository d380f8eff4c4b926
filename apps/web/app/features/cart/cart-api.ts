import type { CartResponse, Language } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";

/**
 * SPEC 4 / 7: a member's cart lives on the server. Typed with the shared contract; the browser does not
 * parse the answers with zod (as api-client says: schemas on the server), so zod stays out of its bundle.
 */
export const CART_API = {
  add: "/api/v2/cart/add",
  delete: "/api/v2/cart/delete",
  search: "/api/v2/cart/search",
  addAll: "/api/v2/cart/addall",
} as const;

/** `lang`: the language of the product names in the answer. */
export function searchServerCart(lang?: Language): Promise<CartResponse> {
  return apiPost<CartResponse>(CART_API.search, { lang });
}

/** SPEC 5: qty missing becomes 1; on the server, adding a SKU already there sets its quantity. */
export function addToServerCart(skuId: number, qty: number, lang?: Language): Promise<CartResponse> {
  return apiPost<CartResponse>(CART_API.add, { skuId, qty, lang });
}

export function deleteFromServerCart(cartId: number, lang?: Language): Promise<CartResponse> {
  return apiPost<CartResponse>(CART_API.delete, { cartId, lang });
}

export function addAllToServerCart(
  cartArrayPld: ReadonlyArray<{ skuId: number; qty: number }>,
  lang?: Language,
): Promise<CartResponse> {
  return apiPost<CartResponse>(CART_API.addAll, { cartArrayPld, lang });
}
