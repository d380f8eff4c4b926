import { formatMoney, type SalesFigures, type SalesReport, type VatReport } from "@shop/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type Period = SalesReport["periods"][number];

/**
 * A period as the page names it: in the table a day with its weekday, "from – to" for a week, the month and year;
 * on the chart's axis the same, shorter.
 */
export function periodLabel(
  period: Period,
  grouping: SalesReport["grouping"],
  lang: string,
  form: "table" | "chart",
): string {
  const date = (day: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(lang, { ...options, timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
  const chart = form === "chart";
  if (grouping === "month") return date(period.start, { month: chart ? "short" : "long", year: "numeric" });
  const dayOptions: Intl.DateTimeFormatOptions = chart
    ? { day: "numeric", month: "short" }
    : { weekday: "short", day: "numeric", month: "short" };
  if (grouping === "day" || period.start === period.end) return date(period.start, dayOptions);
  return `${date(period.start, dayOptions)} – ${date(period.end, dayOptions)}`;
}

const money = (fils: number) => <bdi>{formatMoney(fils)}</bdi>;

/** A table in a scrollable, focusable region (a wide table scrolls sideways on a phone, not the page). */
export function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="report-table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

function FigureCells({ f }: { f: SalesFigures }) {
  return (
    <>
      <td>{f.orders}</td>
      <td>{money(f.revenue)}</td>
      <td>{money(f.vat)}</td>
      <td>{money(f.average)}</td>
      <td>{money(f.refunds)}</td>
      <td>{money(f.net)}</td>
      <td>{money(f.discount)}</td>
    </>
  );
}

function useFigureHead(): string[] {
  const { t } = useTranslation();
  return ["orders", "revenue", "vat", "average", "refunds", "net", "discount"].map((k) =>
    t(`admin.reports.columns.${k}`),
  );
}

export function SalesTable({ report }: { report: SalesReport }) {
  const { t, i18n } = useTranslation();
  const head = useFigureHead();
  return (
    <Scroll label={t("admin.reports.salesCaption")}>
      <table className="report-table">
        <caption className="sr-only">{t("admin.reports.salesCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.reports.columns.period")}</th>
            {head.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.periods.map((p) => (
            <tr key={p.start}>
              <th scope="row">{periodLabel(p, report.grouping, i18n.language, "table")}</th>
              <FigureCells f={p} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("admin.reports.total")}</th>
            <FigureCells f={report.totals} />
          </tr>
        </tfoot>
      </table>
    </Scroll>
  );
}

export function EmiratesTable({ report }: { report: SalesReport }) {
  const { t } = useTranslation();
  const head = useFigureHead();
  return (
    <Scroll label={t("admin.reports.emiratesCaption")}>
      <table className="report-table">
        <caption className="sr-only">{t("admin.reports.emiratesCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.reports.columns.emirate")}</th>
            {head.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.emirates.map((e) => (
            <tr key={e.emirate}>
              <th scope="row">{t(`emirates.${e.emirate}`)}</th>
              <FigureCells f={e} />
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

export function CategoriesTable({ report }: { report: SalesReport }) {
  const { t } = useTranslation();
  return (
    <Scroll label={t("admin.reports.categoriesCaption")}>
      <table className="report-table">
        <caption className="sr-only">{t("admin.reports.categoriesCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.reports.columns.category")}</th>
            <th scope="col">{t("admin.reports.columns.units")}</th>
            <th scope="col">{t("admin.reports.columns.itemsRevenue")}</th>
            <th scope="col">{t("admin.reports.columns.vat")}</th>
          </tr>
        </thead>
        <tbody>
          {report.categories.map((c) => (
            <tr key={c.categoryId ?? "none"}>
              <th scope="row">
                <bdi>{c.categoryId === null ? t("admin.reports.noCategory") : c.name}</bdi>
              </th>
              <td>{c.units}</td>
              <td>{money(c.revenue)}</td>
              <td>{money(c.vat)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

export function ProductsTable({ rows, caption }: { rows: SalesReport["topByRevenue"]; caption: string }) {
  const { t } = useTranslation();
  return (
    <Scroll label={caption}>
      <table className="report-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.reports.columns.rank")}</th>
            <th scope="col" className="report-table__text">
              {t("admin.reports.columns.product")}
            </th>
            <th scope="col">{t("admin.reports.columns.units")}</th>
            <th scope="col">{t("admin.reports.columns.itemsRevenue")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p, i) => (
            <tr key={p.productId}>
              <td>{i + 1}</td>
              <th scope="row">
                <bdi>{p.name}</bdi>
              </th>
              <td>{p.units}</td>
              <td>{money(p.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

export function PaymentsTable({ report }: { report: SalesReport }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 1 });
  return (
    <Scroll label={t("admin.reports.paymentsCaption")}>
      <table className="report-table">
        <caption className="sr-only">{t("admin.reports.paymentsCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.reports.columns.method")}</th>
            <th scope="col">{t("admin.reports.columns.orders")}</th>
            <th scope="col">{t("admin.reports.columns.revenue")}</th>
            <th scope="col">{t("admin.reports.columns.share")}</th>
          </tr>
        </thead>
        <tbody>
          {report.paymentMethods.map((m) => (
            <tr key={m.method}>
              <th scope="row">{t(`orders.paymentMethod.${m.method}`)}</th>
              <td>{m.orders}</td>
              <td>{money(m.revenue)}</td>
              <td>{report.totals.revenue ? percent.format(m.revenue / report.totals.revenue) : "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

export function VatTable({ report }: { report: VatReport }) {
  const { t } = useTranslation();
  const cols = ["amount", "vatAmount", "adjustment", "adjustmentVat", "netAmount", "netVat"] as const;
  const cells = (b: VatReport["total"]) =>
    [b.amount, b.vat, b.adjustmentAmount, b.adjustmentVat, b.netAmount, b.netVat].map((v, i) => (
      <td key={cols[i]}>{money(v)}</td>
    ));
  return (
    <Scroll label={t("admin.reports.vatCaption")}>
      <table className="report-table">
        <caption className="sr-only">{t("admin.reports.vatCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.reports.columns.box")}</th>
            <th scope="col" className="report-table__text">
              {t("admin.reports.columns.description")}
            </th>
            {cols.map((c) => (
              <th scope="col" key={c}>
                {t(`admin.reports.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.boxes.map((b) => (
            <tr key={b.box}>
              <td>{b.box}</td>
              <th scope="row">{t("admin.reports.vatBox", { emirate: t(`emirates.${b.emirate}`) })}</th>
              {cells(b)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>8</td>
            <th scope="row">{t("admin.reports.total")}</th>
            {cells(report.total)}
          </tr>
        </tfoot>
      </table>
    </Scroll>
  );
}
