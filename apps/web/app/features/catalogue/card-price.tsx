import { formatMoney } from "@shop/shared";
import { Trans } from "react-i18next";
import { useCurrency } from "../../shell/currency/currency-context";
import type { CardProduct } from "./card-product";
import { PriceTag } from "./price-tag";

/**
 * Issue 16: a card's price. A product whose SKUs (in stock) differ in price says "From AED 45.00", its lowest
 * price after discount; the word order is the translation's ("ابتداءً من …" in Arabic).
 */
export function CardPrice({ product }: { product: CardProduct }) {
  const { currency } = useCurrency();
  const { priceFrom, priceTo } = product;
  if (priceFrom === undefined || priceTo === undefined || priceFrom === priceTo) {
    return <PriceTag price={product.price} discount={product.discount} />;
  }
  return (
    <p className="price price--from">
      <Trans
        i18nKey="price.from"
        values={{ price: formatMoney(priceFrom, currency) }}
        components={[<bdi key="price" className="price__now" />]}
      />
    </p>
  );
}
