// Planted violations for apps/web/app/boundaries.test.ts: the first import is allowed (the cart's public
// index), the second reaches into the cart's inner files.
import { cartLinkLabel } from "../cart";
import { cartLinkLabel as innerLabel } from "../cart/cart-link";

export const wishlistLinkLabels = [cartLinkLabel, innerLabel];
