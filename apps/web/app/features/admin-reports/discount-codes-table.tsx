import { formatMoney, type SalesReport } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Scroll } from "./report-tables";

const money = (fils: number) => <bdi>{formatMoney(fils)}</bdi>;

/** The discount codes used by orders of the range (issue 16): orders, discount given and their revenue. */
export function DiscountCodesTable({ report }: { report: SalesReport }) {
  const { t } = useTranslation();
  if (report.discountCodes.length === 0) return <p className="muted">{t("admin.reports.noDiscounts")}</p>;
  return (
    <Scroll label={t("admin.reports.discountsCaption")}>
      <table className="report-table">
        <caption className="sr-only">{t("admin.reports.discountsCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.reports.columns.code")}</th>
            <th scope="col">{t("admin.reports.columns.orders")}</th>
            <th scope="col">{t("admin.reports.columns.discount")}</th>
            <th scope="col">{t("admin.reports.columns.revenue")}</th>
          </tr>
        </thead>
        <tbody>
          {report.discountCodes.map((c) => (
            <tr key={c.code}>
              <th scope="row">
                <bdi dir="ltr">{c.code}</bdi>
              </th>
              <td>{c.orders}</td>
              <td>{money(c.discount)}</td>
              <td>{money(c.revenue)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("admin.reports.total")}</th>
            <td>{report.discountCodes.reduce((s, c) => s + c.orders, 0)}</td>
            <td>{money(report.totals.discount)}</td>
            <td>{money(report.discountCodes.reduce((s, c) => s + c.revenue, 0))}</td>
          </tr>
        </tfoot>
      </table>
    </Scroll>
  );
}
