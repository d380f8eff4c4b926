import ShoppingBag from "lucide-react/icons/shopping-bag";
import { lazy, type MouseEvent, Suspense, useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCartTranslator } from "./cart-messages";
import { useCartCount } from "./use-cart";

const loadDrawer = () => import("./cart-drawer");
const CartDrawer = lazy(loadDrawer);

/** A plain click; a click with a modifier (new tab, new window) or another button follows the link. */
function plainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The header's cart control: a link to the cart page (before the scripts run, and for "open in a new tab")
 * that opens the cart drawer on a plain click. The drawer loads with the first hover, focus or click.
 */
export function CartControl({ className }: { className?: string }) {
  const { t } = useTranslation();
  const count = useCartCount();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  useCartTranslator();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);

  return (
    <>
      <Link
        ref={trigger}
        to="/shop/cart"
        className={`icon-button cart-link ${className ?? ""}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          setMounted(true);
          setOpen(true);
        }}
      >
        <ShoppingBag aria-hidden="true" size={22} />
        <span className="sr-only">{t("cart.label", { count })}</span>
        <span className="count-badge" aria-hidden="true">
          {count}
        </span>
      </Link>
      {mounted && (
        <Suspense fallback={null}>
          <CartDrawer open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
