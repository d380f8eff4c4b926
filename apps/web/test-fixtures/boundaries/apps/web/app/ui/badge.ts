// Planted violation for apps/web/app/boundaries.test.ts: ui/ sits under the features and never imports them.
import { cartLinkLabel } from "../features/cart";

export const badgeLabel = cartLinkLabel;
