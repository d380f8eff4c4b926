import type { PaymentMethod } from "@shop/shared";
import Truck from "lucide-react/icons/truck";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type DisplayLine, OrderLines } from "../orders";
import type { SummaryFigures } from "./checkout-figures";
import { ChargeCurrencyNote, CheckoutTotals, useCheckoutMoney } from "./checkout-totals";

/**
 * The order summary beside the steps: lines, the discount code field, items, discount, delivery, COD fee, total
 * and the VAT it includes, and what currency is charged when prices show in another one.
 */
export function CheckoutSummary({
  lines,
  figures,
  paymentMethod,
  quoting,
  quoteError,
  retry,
  children,
}: {
  lines: readonly DisplayLine[];
  figures: SummaryFigures;
  paymentMethod: PaymentMethod;
  quoting: boolean;
  quoteError: string | null;
  retry(): void;
  /** The discount code field, between the lines and the figures. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useCheckoutMoney();
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title" aria-busy={quoting || undefined}>
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        {t("checkout.summary.title")}
      </h2>
      <OrderLines lines={lines} label={t("checkout.summary.lines")} />
      {children}
      <CheckoutTotals figures={figures} deliveryPending={t("checkout.summary.chooseEmirate")} />
      <ChargeCurrencyNote total={figures.total} paymentMethod={paymentMethod} />
      {figures.freeAbove !== null && (
        <p className="checkout-summary__free">
          <Truck aria-hidden="true" size={18} />
          <span>
            {figures.toFreeDelivery === null
              ? t("checkout.summary.freeDelivery")
              : t("checkout.summary.toFree", {
                  amount: money(figures.toFreeDelivery),
                  threshold: money(figures.freeAbove),
                })}
          </span>
        </p>
      )}
      <p className="checkout-summary__status" role="status">
        {quoting ? t("checkout.summary.updating") : ""}
      </p>
      {quoteError && (
        <div className="form-alert" role="alert">
          <p>{quoteError}</p>
          <button type="button" className="button button--outline button--small" onClick={retry}>
            {t("checkout.retry")}
          </button>
        </div>
      )}
    </section>
  );
}
