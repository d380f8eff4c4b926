import ShoppingBag from "lucide-react/icons/shopping-bag";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CartLineRow } from "./cart-line-row";
import { CartSummary } from "./cart-summary";
import { LinesPage } from "./lines-page";
import { refreshLocalCart } from "./local-cart";
import { memberCart } from "./member-cart";
import { sessionOwner } from "./session-owner";
import { useCart } from "./use-cart";
import { useFreshLocalLines } from "./use-fresh-local";

/** /shop/cart and /pages/cart ("Your Cart"): the lines, the total and the way to checkout. */
export function CartPage() {
  const { t } = useTranslation();
  const { lines, status, mode } = useCart();
  const summaryId = useId();
  useFreshLocalLines(mode === "visitor" && status === "ready", lines, refreshLocalCart);
  const retry = () => {
    const owner = sessionOwner();
    if (owner) void memberCart.refresh(owner);
  };

  return (
    <LinesPage
      texts="cartPage"
      countKey="cart.label"
      emptyIcon={<ShoppingBag aria-hidden="true" size={48} />}
      status={status}
      count={lines.length}
      onRetry={retry}
    >
      {(refocus) => (
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
      )}
    </LinesPage>
  );
}
