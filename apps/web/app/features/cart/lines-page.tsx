import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { SHOP_PATH } from "./cart-summary";

export interface LinesPageProps {
  /** The page's i18n keys: `${texts}.title`, `.loading`, `.failed`, `.emptyTitle`, `.emptyText`. */
  texts: "cartPage" | "wishlistPage";
  /** The i18n key of the "n items" announcement. */
  countKey: "cart.label" | "wishlist.label";
  emptyIcon: ReactNode;
  status: "loading" | "ready" | "error";
  count: number;
  onRetry: () => void;
  /** The lines; `refocus` is for a line that removes itself (it takes its focused button with it). */
  children: (refocus: () => void) => ReactNode;
}

/** The page frame the cart and the wish list share: heading, status, loading, failure and empty states. */
export function LinesPage({ texts, countKey, emptyIcon, status, count, onRetry, children }: LinesPageProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus goes back to the page's heading when the focused element has gone.
  const refocus = () => {
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  };

  let body: ReactNode;
  if (count === 0 && status === "loading") {
    body = (
      <p className="cart-page__status" role="status">
        {t(`${texts}.loading`)}
      </p>
    );
  } else if (count === 0 && status === "error") {
    body = (
      <div className="empty-state">
        <p>{t(`${texts}.failed`)}</p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t("collection.retry")}
        </button>
      </div>
    );
  } else if (count === 0) {
    body = (
      <div className="empty-state">
        {emptyIcon}
        <h2>{t(`${texts}.emptyTitle`)}</h2>
        <p>{t(`${texts}.emptyText`)}</p>
        <Link to={SHOP_PATH} className="button button--primary">
          {t("search.browseShop")}
        </Link>
      </div>
    );
  } else {
    body = children(refocus);
  }

  return (
    <div className="container page cart-page">
      <Breadcrumbs
        items={[{ label: t("breadcrumbs.home"), to: "/" }, { label: t(`${texts}.title`) }]}
        label={t("breadcrumbs.label")}
      />
      <h1 ref={heading} tabIndex={-1} className="cart-page__title">
        {t(`${texts}.title`)}
      </h1>
      <p className="sr-only" role="status">
        {status === "ready" ? t(countKey, { count }) : ""}
      </p>
      {body}
    </div>
  );
}
