import ShoppingBag from "lucide-react/icons/shopping-bag";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCartTranslator } from "./cart-messages";
import { useCartCount } from "./use-cart";

/** Link to the cart with the number of items in it (issue 16: quantities summed). */
export function CartLink({ className, showLabel = false }: { className?: string; showLabel?: boolean }) {
  const { t } = useTranslation();
  const count = useCartCount();
  useCartTranslator();
  return (
    <Link to="/shop/cart" className={`icon-button cart-link ${className ?? ""}`}>
      <ShoppingBag aria-hidden="true" size={22} />
      <span className="sr-only">{t("cart.label", { count })}</span>
      {showLabel && (
        <span className="mobile-icon-bar__text" aria-hidden="true">
          {t("mobileBar.cart")}
        </span>
      )}
      <span className="count-badge" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
