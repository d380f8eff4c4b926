export { cartLinkLabel } from "./cart-link";
