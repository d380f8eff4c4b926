import ShoppingBag from "lucide-react/icons/shopping-bag";
import Trash from "lucide-react/icons/trash-2";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../shell/notify/notify";
import { LineMedia } from "../cart";
import { PriceTag, StockStatus } from "../catalogue";
import { moveToCart, removeFromWishlist } from "./wishlist-actions";
import type { WishlistViewLine } from "./wishlist-line";

/** One wish-list line: picture, name, options, price, stock, "Move to cart" and remove. */
export function WishlistRow({ line, onRemoved }: { line: WishlistViewLine; onRemoved?: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const name = line.product.name;
  const soldOut = line.sku.stock <= 0;

  const move = () => {
    setBusy(true);
    void moveToCart(line)
      .then(({ ok, alreadyInCart }) => {
        if (ok) notifySuccess(t(alreadyInCart ? "wishlistPage.alreadyInCart" : "wishlistPage.moved", { name }));
      })
      .finally(() => {
        setBusy(false);
        onRemoved?.();
      });
  };
  const remove = () => {
    setBusy(true);
    void removeFromWishlist(line).finally(() => {
      setBusy(false);
      onRemoved?.();
    });
  };

  return (
    <li className="wish-line" aria-busy={busy || undefined}>
      <LineMedia product={line.product} sku={line.sku} />
      <div className="wish-line__info">
        <PriceTag price={line.sku.price} discount={Math.max(line.sku.discount, 0)} />
        <StockStatus stock={line.sku.stock} />
      </div>
      <div className="wish-line__actions">
        <button type="button" className="button button--primary" onClick={move} disabled={busy || soldOut}>
          <ShoppingBag aria-hidden="true" size={18} />
          {t("wishlistPage.moveToCart")}
          <span className="sr-only">: {name}</span>
        </button>
        <button type="button" className="icon-button wish-line__remove" onClick={remove} disabled={busy}>
          <Trash aria-hidden="true" size={18} />
          <span className="sr-only">{t("wishlistPage.remove", { name })}</span>
        </button>
      </div>
    </li>
  );
}
