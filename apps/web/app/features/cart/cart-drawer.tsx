import { formatMoney } from "@shop/shared";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import XIcon from "lucide-react/icons/x";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useCurrency } from "../../shell/currency/currency-context";
import "../../styles/cart-drawer.css";
import { canCheckout, cartLinesTotal } from "./cart-line";
import { CHECKOUT_PATH, SHOP_PATH } from "./cart-summary";
import { DrawerLine } from "./drawer-line";
import { closeCartDrawer, type DrawerState } from "./drawer-store";
import { FreeDeliveryProgress } from "./free-delivery-progress";
import { refreshLocalCart } from "./local-cart";
import { useCart } from "./use-cart";
import { useFreshLocalLines } from "./use-fresh-local";

/** Closes when the page changes (a link in the drawer, or back and forward). */
function useCloseOnRouteChange(onClose: () => void) {
  const { pathname, search } = useLocation();
  const where = `${pathname}${search}`;
  const last = useRef(where);
  useEffect(() => {
    if (last.current === where) return;
    last.current = where;
    onClose();
  }, [where, onClose]);
}

const closeQuietly = () => closeCartDrawer(false);
const closeAndRefocus = () => closeCartDrawer(true);

/**
 * The cart drawer: a native modal dialog (focus stays inside, Escape closes, focus goes back to the control that
 * opened it) with the lines, the subtotal, the free-delivery progress and the links. After an add (issue 16) the
 * line just added comes first and a polite status says "Added to cart: <name>".
 */
export default function CartDrawer({ state }: { state: DrawerState }) {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  const cart = useCart();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [announcement, setAnnouncement] = useState("");
  const { open, added } = state;
  const { lines, status } = cart;
  useFreshLocalLines(open && cart.mode === "visitor" && status === "ready", lines, refreshLocalCart);
  useCloseOnRouteChange(closeQuietly);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      closeButton.current?.focus();
    } else if (!open && element.open) element.close();
  }, [open]);

  // The status region is in the page before its text changes, so screen readers read the change.
  useEffect(() => {
    setAnnouncement("");
    if (!open || !added) return;
    const timer = setTimeout(() => setAnnouncement(t("cartDrawer.added", { name: added.name })), 150);
    return () => clearTimeout(timer);
  }, [open, added, t]);

  // A removed line takes its focused button with it: focus goes back to the close button, inside the dialog.
  const refocus = () => {
    if (!dialog.current?.contains(document.activeElement)) closeButton.current?.focus();
  };
  const ready = canCheckout(lines);
  const empty = lines.length === 0;
  const subtotal = cartLinesTotal(lines);
  const ordered = added
    ? [...lines].sort((a, b) => Number(b.skuId === added.skuId) - Number(a.skuId === added.skuId))
    : lines;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop only; Escape is native to <dialog>
    <dialog
      ref={dialog}
      className="cart-drawer"
      aria-labelledby={titleId}
      aria-modal="true"
      // Escape closes the dialog natively; a close this component asked for has set `open` already.
      onClose={() => {
        if (open) closeAndRefocus();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) closeAndRefocus();
      }}
    >
      <div className="cart-drawer__panel">
        <p className="sr-only" role="status" aria-live="polite">
          {announcement}
        </p>
        <div className="cart-drawer__head">
          <h2 id={titleId}>{added ? t("cartDrawer.addedTitle") : t("cartDrawer.title", { count: cart.count })}</h2>
          <button ref={closeButton} type="button" className="icon-button" onClick={closeAndRefocus}>
            <XIcon aria-hidden="true" size={22} />
            <span className="sr-only">{t("cartDrawer.close")}</span>
          </button>
        </div>
        {empty && status === "loading" ? (
          <p className="cart-drawer__status">{t("cartPage.loading")}</p>
        ) : empty ? (
          <div className="cart-drawer__empty">
            <ShoppingBag aria-hidden="true" size={40} />
            <p>{status === "error" ? t("cartPage.failed") : t("cartPage.emptyTitle")}</p>
            <Link to={SHOP_PATH} className="button button--primary" onClick={closeQuietly}>
              {t("search.browseShop")}
            </Link>
          </div>
        ) : (
          <ul className="cart-drawer__lines" aria-busy={status === "loading" || undefined}>
            {ordered.map((line) => {
              const isAdded = added?.skuId === line.skuId;
              return (
                <DrawerLine
                  key={line.key}
                  line={line}
                  justAdded={isAdded}
                  limited={isAdded ? added?.limited : undefined}
                  onNavigate={closeQuietly}
                  onRemoved={refocus}
                />
              );
            })}
          </ul>
        )}
        {!empty && (
          <div className="cart-drawer__foot">
            <p className="cart-drawer__total">
              <span>{t("cartDrawer.subtotal")}</span>
              <bdi>{formatMoney(subtotal, currency)}</bdi>
            </p>
            <FreeDeliveryProgress subtotal={subtotal} />
            {!ready && <p className="line-warning line-warning--error">{t("cartPage.fixLines")}</p>}
            <div className="cart-drawer__links">
              <Link to="/shop/cart" className="button button--outline" onClick={closeQuietly}>
                {t("cartDrawer.viewCart")}
              </Link>
              {ready && (
                <Link to={CHECKOUT_PATH} className="button button--primary" onClick={closeQuietly}>
                  {t("cartPage.checkout")}
                </Link>
              )}
            </div>
          </div>
        )}
      </div>
    </dialog>
  );
}
