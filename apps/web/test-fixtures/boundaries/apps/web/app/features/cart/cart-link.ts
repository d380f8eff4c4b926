export const cartLinkLabel = "Cart";
