import type { ProductDetail, Sku } from "@shop/shared";
import Heart from "lucide-react/icons/heart";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import { useTranslation } from "react-i18next";
import { addToLocalCart } from "../cart/local-cart";
import { toProductSnapshot } from "../catalogue/card-product";
import { colourName, localizeMeasure } from "../catalogue/facet-labels";
import { CompareToggle } from "../compare/compare-toggle";
import { notifyInfo, notifySuccess } from "../notify/notify";
import { addToLocalWishlist } from "../wishlist/local-wishlist";

/**
 * Add to cart (SPEC 4: a visitor's cart is local; the same SKU again replaces its quantity), add to wish
 * list (the same SKU again is ignored) and add to compare. A sold-out SKU cannot be added.
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

  const addToCart = () => {
    if (!sku || soldOut) return;
    const { replaced } = addToLocalCart({ skuId: sku.skuId, product: toProductSnapshot(product), sku, qty });
    notifySuccess(replaced ? t("cart.updated", { name, qty }) : t("cart.added", { name, qty }));
  };
  const addToWishlist = () => {
    if (!sku) return;
    const { added } = addToLocalWishlist({ skuId: sku.skuId, product: toProductSnapshot(product), sku });
    if (added) notifySuccess(t("wishlist.added", { name }));
    else notifyInfo(t("wishlist.already", { name }));
  };

  return (
    <div className="product-actions">
      <button
        type="submit"
        className="button button--primary button--large product-actions__cart"
        disabled={soldOut}
        aria-describedby={soldOutReasonId}
        onClick={addToCart}
      >
        <ShoppingBag aria-hidden="true" size={20} />
        {t("product.addToCart")}
      </button>
      {soldOut && <p className="product-actions__reason">{t("product.soldOutReason")}</p>}
      <div className="product-actions__more">
        <button type="button" className="button button--outline" onClick={addToWishlist} disabled={!sku}>
          <Heart aria-hidden="true" size={18} />
          {t("product.addToWishlist")}
        </button>
        <CompareToggle productId={product.productId} name={product.name} />
      </div>
    </div>
  );
}
