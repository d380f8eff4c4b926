import { discountedPrice, formatMoney } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { useCurrency } from "../../shell/currency/currency-context";

/** Price in the chosen display currency; with a discount: now, was and percent off. */
export function PriceTag({ price, discount }: { price: number; discount: number }) {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  if (discount <= 0) {
    return (
      <p className="price">
        <bdi className="price__now">{formatMoney(price, currency)}</bdi>
      </p>
    );
  }
  return (
    <p className="price">
      <span className="price__now">
        <span className="sr-only">{t("price.now")} </span>
        <bdi>{formatMoney(discountedPrice(price, discount), currency)}</bdi>
      </span>
      <del className="price__was">
        <span className="sr-only">{t("price.was")} </span>
        <bdi>{formatMoney(price, currency)}</bdi>
      </del>
      <span className="price__off">{t("price.off", { percent: discount })}</span>
    </p>
  );
}
