export {
  addToLocalWishlist,
  addWishlistItem,
  clearLocalWishlist,
  readLocalWishlist,
  WISHLIST_KEY,
} from "./local-wishlist";
export { memberWishlist } from "./member-wishlist";
export { addToWishlist } from "./wishlist-actions";
export { addAllToServerWishlist, searchServerWishlist } from "./wishlist-api";
export { WishlistLink } from "./wishlist-link";
export { WishlistPage } from "./wishlist-page";
