import { formatMoney, type RefundState } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { formatMoment } from "../orders";

/** The refunds so far, newest last: when, how much (and its VAT), how, whether it went through, why. */
export function RefundList({ state }: { state: RefundState }) {
  const { t, i18n } = useTranslation();
  if (!state.refunds.length) return <p className="muted">{t("adminRefunds.none")}</p>;
  const names = new Map(state.lines.map((l) => [l.orderLineId, l.name]));
  return (
    <table className="orders-table refund-table">
      <caption className="sr-only">{t("adminRefunds.history")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("adminRefunds.columns.date")}</th>
          <th scope="col">{t("adminRefunds.columns.what")}</th>
          <th scope="col">{t("adminRefunds.columns.method")}</th>
          <th scope="col">{t("adminRefunds.columns.status")}</th>
          <th scope="col">{t("adminRefunds.columns.amount")}</th>
        </tr>
      </thead>
      <tbody>
        {state.refunds.map((refund) => (
          <tr key={refund.refundId}>
            <td data-label={t("adminRefunds.columns.date")}>{formatMoment(refund.createdAt, i18n.language)}</td>
            <td data-label={t("adminRefunds.columns.what")}>
              <span className="cell-stack">
                {refund.lines.map((l) => (
                  <bdi key={l.orderLineId}>
                    {l.qty} × {names.get(l.orderLineId) ?? l.orderLineId}
                  </bdi>
                ))}
                {refund.charges > 0 && <span>{t("adminRefunds.chargesShort")}</span>}
                {refund.restock && <span className="muted">{t("adminRefunds.restocked")}</span>}
                {refund.reason && (
                  <bdi className="muted">
                    {t("adminRefunds.reasonShort")} {refund.reason}
                  </bdi>
                )}
              </span>
            </td>
            <td data-label={t("adminRefunds.columns.method")}>{t(`adminRefunds.methods.${refund.method}`)}</td>
            <td data-label={t("adminRefunds.columns.status")}>{t(`adminRefunds.statuses.${refund.status}`)}</td>
            <td data-label={t("adminRefunds.columns.amount")}>
              <span className="cell-stack">
                <bdi>{formatMoney(refund.amount)}</bdi>
                <span className="muted">{t("adminRefunds.vatOf", { vat: formatMoney(refund.vat) })}</span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
