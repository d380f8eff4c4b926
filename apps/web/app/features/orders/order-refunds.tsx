import { formatMoney, type OrderRefund } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { formatMoment } from "./order-format";

/** The refunds made of the shopper's order (issue 15): when, how much (with its VAT) and how it comes back. */
export function OrderRefunds({ refunds, number }: { refunds: readonly OrderRefund[]; number: string }) {
  const { t, i18n } = useTranslation();
  if (!refunds.length) return null;
  const total = refunds.reduce((sum, r) => sum + r.amount, 0);
  const headingId = `refunds-${number}`;
  return (
    <section className="order-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-card__title">
        {t("orders.refunds.title")}
      </h2>
      <ul className="order-refunds">
        {refunds.map((refund, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: refunds are only ever appended
          <li key={`${refund.at}-${index}`} className="order-refunds__item">
            <span className="cell-stack">
              <strong>
                <bdi>{formatMoney(refund.amount)}</bdi>
              </strong>
              <span className="muted">{t("orders.refunds.vat", { vat: formatMoney(refund.vat) })}</span>
            </span>
            <span className="cell-stack">
              <time dateTime={refund.at}>{formatMoment(refund.at, i18n.language)}</time>
              <span className="muted">{t(`orders.refunds.${refund.method}`)}</span>
            </span>
          </li>
        ))}
      </ul>
      {refunds.length > 1 && (
        <p className="order-refunds__total">
          {t("orders.refunds.total")} <bdi>{formatMoney(total)}</bdi>
        </p>
      )}
    </section>
  );
}
