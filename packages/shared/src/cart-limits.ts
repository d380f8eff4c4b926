/** SPEC 5: a missing quantity becomes 1. A line holds at most 99 of one SKU. */
export const MAX_LINE_QTY = 99;
/** A member's cart, and wish list, hold at most this many different SKUs (docs/decisions/0006-cart.md). */
export const MAX_CART_LINES = 100;
export const MAX_WISHLIST_LINES = 100;
