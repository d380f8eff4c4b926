import Heart from "lucide-react/icons/heart";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { SHOP_PATH } from "../cart/cart-summary";
import { sessionOwner } from "../cart/session-owner";
import { useFreshLocalLines } from "../cart/use-fresh-local";
import { refreshLocalWishlist } from "./local-wishlist";
import { memberWishlist } from "./member-wishlist";
import { useWishlist } from "./use-wishlist";
import { WishlistRow } from "./wishlist-row";

/** /shop/wishlist and /pages/wishlist: saved products, each can move to the cart. */
export function WishlistPage() {
  const { t } = useTranslation();
  const { lines, status, mode } = useWishlist();
  const heading = useRef<HTMLHeadingElement>(null);
  // A line that leaves takes its focused button with it: focus goes back to the page's heading.
  const refocus = () => {
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  };
  useFreshLocalLines(mode === "visitor" && status === "ready", lines, refreshLocalWishlist);

  const retry = () => {
    const owner = sessionOwner();
    if (owner) void memberWishlist.refresh(owner);
  };

  let body: React.ReactNode;
  if (lines.length === 0 && status === "loading") {
    body = (
      <p className="cart-page__status" role="status">
        {t("wishlistPage.loading")}
      </p>
    );
  } else if (lines.length === 0 && status === "error") {
    body = (
      <div className="empty-state">
        <p>{t("wishlistPage.failed")}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          {t("collection.retry")}
        </button>
      </div>
    );
  } else if (lines.length === 0) {
    body = (
      <div className="empty-state">
        <Heart aria-hidden="true" size={48} />
        <h2>{t("wishlistPage.emptyTitle")}</h2>
        <p>{t("wishlistPage.emptyText")}</p>
        <Link to={SHOP_PATH} className="button button--primary">
          {t("search.browseShop")}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="wish-lines" aria-busy={status === "loading" || undefined}>
        {lines.map((line) => (
          <WishlistRow key={line.key} line={line} onRemoved={refocus} />
        ))}
      </ul>
    );
  }

  return (
    <div className="container page cart-page">
      <Breadcrumbs
        items={[{ label: t("breadcrumbs.home"), to: "/" }, { label: t("wishlistPage.title") }]}
        label={t("breadcrumbs.label")}
      />
      <h1 ref={heading} tabIndex={-1} className="cart-page__title">
        {t("wishlistPage.title")}
      </h1>
      <p className="sr-only" role="status">
        {status === "ready" ? t("wishlist.label", { count: lines.length }) : ""}
      </p>
      {body}
    </div>
  );
}
