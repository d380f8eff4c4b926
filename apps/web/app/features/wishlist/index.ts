export { addToWishlist } from "./wishlist-actions";
export { WishlistLink } from "./wishlist-link";
export { WishlistPage } from "./wishlist-page";
