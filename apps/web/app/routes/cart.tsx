import { CartPage } from "../features/cart";
import { pageMeta } from "../shell/i18n/page-meta";
import cartStyles from "../styles/cart.css?url";
import type { Route } from "./+types/cart";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: cartStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "cartPage.title", "cartPage.description"), { name: "robots", content: "noindex" }];
}

/** /shop/cart and /pages/cart: the shopper's cart (this browser's for a visitor, the account's for a member). */
export default function CartRoute() {
  return <CartPage />;
}
