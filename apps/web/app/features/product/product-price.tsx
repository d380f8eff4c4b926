import { formatMoney, type ProductDetail, type Sku } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useCurrency } from "../../shell/currency/currency-context";
import { PriceTag } from "../catalogue";

/**
 * Issue 16: the product page's price. Until the shopper picks a SKU (no ?sku= in the address: choosing writes it),
 * a product whose SKUs differ in price shows its range after discount, "AED 45.00 – 120.00"; then the SKU's price.
 */
export function ProductPrice({ product, sku }: { product: ProductDetail; sku: Sku | undefined }) {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  const [params] = useSearchParams();
  const chosen = params.has("sku");
  const { priceFrom, priceTo } = product;
  if (!chosen && priceFrom !== undefined && priceTo !== undefined && priceFrom !== priceTo) {
    const upper = formatMoney(priceTo, { ...currency, prefix: "" });
    return (
      <p className="price price--range">
        <span className="sr-only">{t("price.range")} </span>
        <bdi className="price__range">
          <span className="price__now">{formatMoney(priceFrom, currency)}</span> –{" "}
          <span className="price__to">{upper}</span>
        </bdi>
      </p>
    );
  }
  return <PriceTag price={sku?.price ?? product.price} discount={Math.max(sku?.discount ?? product.discount, 0)} />;
}
