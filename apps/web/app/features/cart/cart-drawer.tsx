import { formatMoney } from "@shop/shared";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import Trash from "lucide-react/icons/trash-2";
import XIcon from "lucide-react/icons/x";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useCurrency } from "../../shell/currency/currency-context";
import "../../styles/cart-drawer.css";
import { removeFromCart } from "./cart-actions";
import { type CartViewLine, canCheckout, cartLinesTotal, lineTotal, unitPrice } from "./cart-line";
import { StockWarning } from "./cart-line-row";
import { CHECKOUT_PATH, SHOP_PATH } from "./cart-summary";
import { LineMedia } from "./line-media";
import { refreshLocalCart } from "./local-cart";
import { useCart } from "./use-cart";
import { useFreshLocalLines } from "./use-fresh-local";

function DrawerLine({
  line,
  onNavigate,
  onRemoved,
}: {
  line: CartViewLine;
  onNavigate: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  const [removing, setRemoving] = useState(false);
  const remove = () => {
    setRemoving(true);
    void removeFromCart(line).finally(() => {
      setRemoving(false);
      onRemoved();
    });
  };
  return (
    <li className="drawer-line" aria-busy={removing || undefined}>
      <LineMedia product={line.product} sku={line.sku} size={64} onNavigate={onNavigate} />
      <p className="drawer-line__amounts">
        <bdi>{t("cartDrawer.qtyTimes", { qty: line.qty, price: formatMoney(unitPrice(line), currency) })}</bdi>
        <bdi className="drawer-line__total">{formatMoney(lineTotal(line), currency)}</bdi>
      </p>
      <button type="button" className="icon-button drawer-line__remove" onClick={remove} disabled={removing}>
        <Trash aria-hidden="true" size={18} />
        <span className="sr-only">{t("cartPage.remove", { name: line.product.name })}</span>
      </button>
      <StockWarning line={line} id={`drawer-${line.key}-warning`} />
    </li>
  );
}

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

/** The cart drawer: a modal dialog (focus stays inside, Escape closes) with the lines, total and links. */
export default function CartDrawer({ open, onClose }: { open: boolean; onClose(returnFocus: boolean): void }) {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  const cart = useCart();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const { lines, status } = cart;
  useFreshLocalLines(open && cart.mode === "visitor" && status === "ready", lines, refreshLocalCart);
  useCloseOnRouteChange(() => onClose(false));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      closeButton.current?.focus();
    } else if (!open && element.open) element.close();
  }, [open]);

  const navigated = () => onClose(false);
  // A removed line takes its focused button with it: focus goes back to the close button, inside the dialog.
  const refocus = () => {
    if (!dialog.current?.contains(document.activeElement)) closeButton.current?.focus();
  };
  const ready = canCheckout(lines);
  const empty = lines.length === 0;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop only; Escape is native to <dialog>
    <dialog
      ref={dialog}
      className="cart-drawer"
      aria-labelledby={titleId}
      // Escape closes the dialog natively; a close this component asked for has set `open` already.
      onClose={() => {
        if (open) onClose(true);
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose(true);
      }}
    >
      <div className="cart-drawer__panel">
        <div className="cart-drawer__head">
          <h2 id={titleId}>{t("cartDrawer.title", { count: lines.length })}</h2>
          <button ref={closeButton} type="button" className="icon-button" onClick={() => onClose(true)}>
            <XIcon aria-hidden="true" size={22} />
            <span className="sr-only">{t("cartDrawer.close")}</span>
          </button>
        </div>
        {empty && status === "loading" ? (
          <p className="cart-drawer__status" role="status">
            {t("cartPage.loading")}
          </p>
        ) : empty ? (
          <div className="cart-drawer__empty">
            <ShoppingBag aria-hidden="true" size={40} />
            <p>{status === "error" ? t("cartPage.failed") : t("cartPage.emptyTitle")}</p>
            <Link to={SHOP_PATH} className="button button--primary" onClick={navigated}>
              {t("search.browseShop")}
            </Link>
          </div>
        ) : (
          <ul className="cart-drawer__lines" aria-busy={status === "loading" || undefined}>
            {lines.map((line) => (
              <DrawerLine key={line.key} line={line} onNavigate={navigated} onRemoved={refocus} />
            ))}
          </ul>
        )}
        {!empty && (
          <div className="cart-drawer__foot">
            <p className="cart-drawer__total">
              <span>{t("cartPage.total")}</span>
              <bdi>{formatMoney(cartLinesTotal(lines), currency)}</bdi>
            </p>
            {!ready && <p className="line-warning line-warning--error">{t("cartPage.fixLines")}</p>}
            <div className="cart-drawer__links">
              <Link to="/shop/cart" className="button button--outline" onClick={navigated}>
                {t("cartDrawer.viewCart")}
              </Link>
              {ready && (
                <Link to={CHECKOUT_PATH} className="button button--primary" onClick={navigated}>
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
