/** SPEC 5: a missing quantity becomes 1. A line holds at most 99 of one SKU. */
export const MAX_LINE_QTY = 99;
/** A member's cart, and wish list, hold at most this many different SKUs (docs/decisions/0006-cart.md). */
export const MAX_CART_LINES = 100;
export const MAX_WISHLIST_LINES = 100;
/**
 * The most of one SKU the product page offers to add at once. A public page shows a SKU's stock only up to this
 * (sold out, "Only N left" at 5 or fewer, the quantity picker's top), so a stock change above it leaves every
 * cached page as it is (migration 0033, docs/decisions/0025-page-cache-shown-stock.md).
 */
export const MAX_ADD_QTY = 20;
