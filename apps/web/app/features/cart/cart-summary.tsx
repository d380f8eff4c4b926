import { formatMoney } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrency } from "../../shell/currency/currency-context";
import { sumQuantities } from "./cart-count";
import { type CartViewLine, canCheckout, cartLinesTotal } from "./cart-line";

export const CHECKOUT_PATH = "/pages/checkout";
export const SHOP_PATH = "/shop/collection/left/sidebar";

/** Cart total (SPEC 9) and the way to checkout, which waits while a line is sold out or above its stock. */
export function CartSummary({ lines, headingId }: { lines: readonly CartViewLine[]; headingId: string }) {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  const ready = canCheckout(lines);
  const total = cartLinesTotal(lines);
  return (
    <section className="cart-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="cart-summary__title">
        {t("cartPage.summary")}
      </h2>
      <dl className="cart-summary__rows">
        <div>
          <dt>{t("cartPage.items")}</dt>
          <dd>{sumQuantities(lines)}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{t("cartPage.total")}</dt>
          <dd>
            <bdi>{formatMoney(total, currency)}</bdi>
          </dd>
        </div>
      </dl>
      <p className="cart-summary__note">{t("cartPage.vatNote")}</p>
      {ready ? (
        <Link to={CHECKOUT_PATH} className="button button--primary button--large cart-summary__checkout">
          {t("cartPage.checkout")}
        </Link>
      ) : (
        <>
          <button
            type="button"
            className="button button--primary button--large cart-summary__checkout"
            disabled
            aria-describedby={`${headingId}-blocked`}
          >
            {t("cartPage.checkout")}
          </button>
          <p id={`${headingId}-blocked`} className="line-warning line-warning--error">
            {t("cartPage.fixLines")}
          </p>
        </>
      )}
      <Link to={SHOP_PATH} className="button button--outline cart-summary__continue">
        {t("cartPage.continue")}
      </Link>
    </section>
  );
}
