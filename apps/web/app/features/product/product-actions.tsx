import type { ProductDetail, Sku } from "@shop/shared";
import Heart from "lucide-react/icons/heart";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyInfo, notifySuccess } from "../../shell/notify/notify";
import { addToCart, openCartDrawer } from "../cart";
import { colourName, localizeMeasure, toProductSnapshot } from "../catalogue";
import { CompareToggle } from "../compare";
import { addToWishlist } from "../wishlist";

/**
 * Add to cart (SPEC 4: a visitor's cart is local, a member's on the server; the same SKU again replaces its
 * quantity), add to wish list (the same SKU again is ignored) and add to compare. A sold-out SKU cannot be
 * added; adding opens the cart drawer (issue 16), which says so when the stock held fewer than asked.
 */
export function ProductActions({
  product,
  sku,
  qty,
  soldOutReasonId,
}: {
  product: ProductDetail;
  sku: Sku | undefined;
  qty: number;
  soldOutReasonId?: string;
}) {
  const { t } = useTranslation();
  const soldOut = !sku || sku.stock <= 0;
  const options = sku
    ? [
        sku.options.potSize && localizeMeasure(t, sku.options.potSize),
        sku.options.potColour && colourName(t, sku.options.potColour),
      ]
        .filter(Boolean)
        .join(", ")
    : "";
  const name = options ? `${product.name} (${options})` : product.name;

  const [busy, setBusy] = useState<"cart" | "wishlist" | null>(null);
  const cartButton = useRef<HTMLButtonElement>(null);

  const onAddToCart = async () => {
    if (!sku || soldOut || busy) return;
    setBusy("cart");
    const result = await addToCart({ product: toProductSnapshot(product), sku, qty });
    setBusy(null);
    // Issue 16: the cart drawer shows the line (and says so when the stock held fewer than asked).
    if (result.ok) openCartDrawer({ skuId: sku.skuId, name, limited: result.limited }, cartButton.current);
  };
  const onAddToWishlist = async () => {
    if (!sku || busy) return;
    setBusy("wishlist");
    const result = await addToWishlist({ product: toProductSnapshot(product), sku });
    setBusy(null);
    if (!result.ok) return;
    if (result.added) notifySuccess(t("wishlist.added", { name }));
    else notifyInfo(t("wishlist.already", { name }));
  };

  return (
    <div className="product-actions">
      <button
        ref={cartButton}
        type="submit"
        className="button button--primary button--large product-actions__cart"
        disabled={soldOut}
        aria-describedby={soldOutReasonId}
        aria-busy={busy === "cart" || undefined}
        onClick={() => void onAddToCart()}
      >
        <ShoppingBag aria-hidden="true" size={20} />
        {t("product.addToCart")}
      </button>
      {soldOut && <p className="product-actions__reason">{t("product.soldOutReason")}</p>}
      <div className="product-actions__more">
        <button
          type="button"
          className="button button--outline"
          onClick={() => void onAddToWishlist()}
          disabled={!sku}
          aria-busy={busy === "wishlist" || undefined}
        >
          <Heart aria-hidden="true" size={18} />
          {t("product.addToWishlist")}
        </button>
        <CompareToggle productId={product.productId} name={product.name} />
      </div>
    </div>
  );
}
