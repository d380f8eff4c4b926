import { formatMoney } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { useCurrency } from "../../shell/currency/currency-context";
import type { SummaryFigures } from "./checkout-figures";
import { chargedMoney, showsOtherCurrency } from "./checkout-money";

/** Money as checkout shows it: the display currency with the AED charged beside it (issue 16). */
export function useCheckoutMoney(): (fils: number) => string {
  const { currency } = useCurrency();
  return (fils) => chargedMoney(fils, currency);
}

/**
 * The summary's figures: items, the discount code's reduction, delivery, the COD fee, the total and the VAT it
 * includes, as the server answers them; each in the display currency with the AED beside it.
 */
export function CheckoutTotals({ figures, deliveryPending }: { figures: SummaryFigures; deliveryPending: string }) {
  const { t } = useTranslation();
  const money = useCheckoutMoney();
  const amount = (fils: number) => <bdi>{money(fils)}</bdi>;
  return (
    <dl className="order-totals">
      <div>
        <dt>{t("orders.totals.items")}</dt>
        <dd>{amount(figures.items)}</dd>
      </div>
      {figures.discountCode !== null && (
        <div className="order-totals__discount">
          <dt>
            {t("checkout.discount.summary")} (<bdi dir="ltr">{figures.discountCode}</bdi>)
          </dt>
          <dd>
            {/* ltr: the minus stays before the amount in Arabic too. */}
            <bdi dir="ltr">−{money(figures.discount)}</bdi>
          </dd>
        </div>
      )}
      <div>
        <dt>{t("orders.totals.delivery")}</dt>
        <dd>
          {figures.delivery === null
            ? deliveryPending
            : figures.delivery === 0
              ? t("orders.totals.free")
              : amount(figures.delivery)}
        </dd>
      </div>
      {figures.codFee > 0 && (
        <div>
          <dt>{t("orders.totals.codFee")}</dt>
          <dd>{amount(figures.codFee)}</dd>
        </div>
      )}
      <div className="order-totals__total">
        <dt>{t("orders.totals.total")}</dt>
        <dd>{amount(figures.total)}</dd>
      </div>
      <div className="order-totals__vat">
        <dt>{t("orders.totals.vat", { percent: figures.vatPercent })}</dt>
        <dd>{amount(figures.vat)}</dd>
      </div>
    </dl>
  );
}

/** Issue 16: prices shown in another currency are charged in AED; the checkout says so, for card and for cash. */
export function ChargeCurrencyNote({ total, paymentMethod }: { total: number; paymentMethod: "cod" | "card" }) {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  if (!showsOtherCurrency(currency)) return null;
  const key = paymentMethod === "card" ? "checkout.currency.card" : "checkout.currency.cod";
  return (
    <p className="checkout-currency-note" role="note">
      {t(key, { currency: currency.code, amount: formatMoney(total) })}
    </p>
  );
}
