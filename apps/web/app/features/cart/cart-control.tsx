import ShoppingBag from "lucide-react/icons/shopping-bag";
import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCartTranslator } from "./cart-messages";
import { openCartDrawer, useDrawerState } from "./drawer-store";
import { useCartCount } from "./use-cart";

const loadDrawer = () => import("./cart-drawer");
const CartDrawer = lazy(loadDrawer);

/** A plain click; a click with a modifier (new tab, new window) or another button follows the link. */
function plainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The header's cart control: a link to the cart page (before the scripts run, and for "open in a new tab")
 * that opens the cart drawer on a plain click. The drawer loads with the first hover, focus or click, or when
 * something is added (issue 16); it lives in document.body, so it shows on phones, where this link is hidden.
 */
export function CartControl({ className }: { className?: string }) {
  const { t } = useTranslation();
  const count = useCartCount();
  const drawer = useDrawerState();
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  useCartTranslator();
  useEffect(() => {
    if (drawer.open) setMounted(true);
  }, [drawer.open]);

  return (
    <>
      <Link
        ref={trigger}
        to="/shop/cart"
        className={`icon-button cart-link ${className ?? ""}`}
        aria-haspopup="dialog"
        aria-expanded={drawer.open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          openCartDrawer(null, trigger.current);
        }}
      >
        <ShoppingBag aria-hidden="true" size={22} />
        <span className="sr-only">{t("cart.label", { count })}</span>
        <span className="count-badge" aria-hidden="true">
          {count}
        </span>
      </Link>
      {mounted &&
        createPortal(
          <Suspense fallback={null}>
            <CartDrawer state={drawer} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
