import { formatMoney } from "@shop/shared";
import Truck from "lucide-react/icons/truck";
import { useTranslation } from "react-i18next";
import { type DisplayLine, OrderLines, OrderTotals } from "../orders";
import type { SummaryFigures } from "./checkout-figures";

/** The order summary beside the steps: lines, items, delivery, COD fee, total and the VAT it includes. */
export function CheckoutSummary({
  lines,
  figures,
  quoting,
  quoteError,
  retry,
}: {
  lines: readonly DisplayLine[];
  figures: SummaryFigures;
  quoting: boolean;
  quoteError: string | null;
  retry(): void;
}) {
  const { t } = useTranslation();
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title" aria-busy={quoting || undefined}>
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        {t("checkout.summary.title")}
      </h2>
      <OrderLines lines={lines} label={t("checkout.summary.lines")} />
      <OrderTotals totals={figures} deliveryPending={t("checkout.summary.chooseEmirate")} />
      {figures.freeAbove !== null && (
        <p className="checkout-summary__free">
          <Truck aria-hidden="true" size={18} />
          <span>
            {figures.toFreeDelivery === null
              ? t("checkout.summary.freeDelivery")
              : t("checkout.summary.toFree", {
                  amount: formatMoney(figures.toFreeDelivery),
                  threshold: formatMoney(figures.freeAbove),
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
