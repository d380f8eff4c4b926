import { WishlistPage } from "../features/wishlist";
import { pageMeta } from "../shell/i18n/page-meta";
import cartStyles from "../styles/cart.css?url";
import type { Route } from "./+types/wishlist";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: cartStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, "wishlistPage.title", "wishlistPage.description"),
    { name: "robots", content: "noindex" },
  ];
}

/** /shop/wishlist and /pages/wishlist: the shopper's wish list. */
export default function WishlistRoute() {
  return <WishlistPage />;
}
