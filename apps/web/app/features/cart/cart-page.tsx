import ShoppingBag from "lucide-react/icons/shopping-bag";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { CartLineRow } from "./cart-line-row";
import { CartSummary, SHOP_PATH } from "./cart-summary";
import { refreshLocalCart } from "./local-cart";
import { memberCart } from "./member-cart";
import { sessionOwner } from "./session-owner";
import { useCart } from "./use-cart";
import { useFreshLocalLines } from "./use-fresh-local";

/** /shop/cart and /pages/cart ("Your Cart"): the lines, the total and the way to checkout. */
export function CartPage() {
  const { t } = useTranslation();
  const cart = useCart();
  const summaryId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A removed line takes its focused button with it: focus goes back to the page's heading.
  const refocus = () => {
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  };
  const { lines, status } = cart;
  useFreshLocalLines(cart.mode === "visitor" && status === "ready", lines, refreshLocalCart);

  const retry = () => {
    const owner = sessionOwner();
    if (owner) void memberCart.refresh(owner);
  };

  let body: React.ReactNode;
  if (lines.length === 0 && status === "loading") {
    body = (
      <p className="cart-page__status" role="status">
        {t("cartPage.loading")}
      </p>
    );
  } else if (lines.length === 0 && status === "error") {
    body = (
      <div className="empty-state">
        <p>{t("cartPage.failed")}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          {t("collection.retry")}
        </button>
      </div>
    );
  } else if (lines.length === 0) {
    body = (
      <div className="empty-state">
        <ShoppingBag aria-hidden="true" size={48} />
        <h2>{t("cartPage.emptyTitle")}</h2>
        <p>{t("cartPage.emptyText")}</p>
        <Link to={SHOP_PATH} className="button button--primary">
          {t("search.browseShop")}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="cart-page__layout">
        <section aria-label={t("cartPage.linesLabel")} aria-busy={status === "loading" || undefined}>
          <ul className="cart-lines">
            {lines.map((line) => (
              <CartLineRow key={line.key} line={line} onRemoved={refocus} />
            ))}
          </ul>
        </section>
        <CartSummary lines={lines} headingId={summaryId} />
      </div>
    );
  }

  return (
    <div className="container page cart-page">
      <Breadcrumbs
        items={[{ label: t("breadcrumbs.home"), to: "/" }, { label: t("cartPage.title") }]}
        label={t("breadcrumbs.label")}
      />
      <h1 ref={heading} tabIndex={-1} className="cart-page__title">
        {t("cartPage.title")}
      </h1>
      <p className="sr-only" role="status">
        {status === "ready" ? t("cart.label", { count: lines.length }) : ""}
      </p>
      {body}
    </div>
  );
}
