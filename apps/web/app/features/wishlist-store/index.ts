// The wish list's storage (this browser for a visitor, the server for a member). It sits below the cart, whose
// sync and save after login handle both lists; the wish-list page and actions (features/wishlist) sit above it.
export type { WishlistItem } from "./local-wishlist";
export {
  addToLocalWishlist,
  addWishlistItem,
  clearLocalWishlist,
  isWishlistItem,
  readLocalWishlist,
  refreshLocalWishlist,
  removeFromLocalWishlist,
  WISHLIST_CHANGE_EVENT,
  WISHLIST_KEY,
} from "./local-wishlist";
export { memberWishlist } from "./member-wishlist";
export {
  addAllToServerWishlist,
  addToServerWishlist,
  deleteFromServerWishlist,
  searchServerWishlist,
} from "./wishlist-api";
