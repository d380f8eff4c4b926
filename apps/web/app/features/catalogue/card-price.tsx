import { formatMoney } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { useCurrency } from "../../shell/currency/currency-context";
import type { CardProduct } from "./card-product";
import { PriceTag } from "./price-tag";

/** Stands for the price in the translated sentence, which is then cut around it (no characters like it in texts). */
const PRICE_MARK = "\u2060price\u2060";

/**
 * Issue 16: a card's price. A product whose SKUs (in stock) differ in price says "From AED 45.00", its lowest
 * price after discount; the word order is the translation's ("ابتداءً من …" in Arabic). The sentence is cut
 * around the price rather than marked up with <Trans> (issue 17: Trans and its HTML parser were ~2.7 KB gzip of
 * every page's first load, for this one use).
 */
export function CardPrice({ product }: { product: CardProduct }) {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  const { priceFrom, priceTo } = product;
  if (priceFrom === undefined || priceTo === undefined || priceFrom === priceTo) {
    return <PriceTag price={product.price} discount={product.discount} />;
  }
  const [before = "", after = ""] = t("price.from", { price: PRICE_MARK }).split(PRICE_MARK);
  return (
    <p className="price price--from">
      {before}
      <bdi className="price__now">{formatMoney(priceFrom, currency)}</bdi>
      {after}
    </p>
  );
}
