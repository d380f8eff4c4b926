import { formatMoney, reportGroupings, type SalesReport, type VatReport } from "@shop/shared";
import Download from "lucide-react/icons/download";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { TextField } from "../../ui/text-field";
import { AdminShell, StaffContent } from "../admin";
import { SelectField } from "../checkout";
import { DiscountCodesTable } from "./discount-codes-table";
import { ReportChart } from "./report-chart";
import {
  CategoriesTable,
  EmiratesTable,
  PaymentsTable,
  ProductsTable,
  periodLabel,
  SalesTable,
  VatTable,
} from "./report-tables";
import type { ReportsPageData } from "./reports-data.server";
import { type ReportsQuery, rangeProblem, reportsCsvHref, reportsHref, reportTabs } from "./reports-query";
import "../../styles/admin-reports.css";

/** The choices: a plain GET form, so the address holds them and the back button works. */
function Filters({ query }: { query: ReportsQuery }) {
  const { t } = useTranslation();
  const vat = query.tab === "vat";
  return (
    <Form method="get" action="/admin/reports" className="admin-filters report-filters">
      <input type="hidden" name="tab" value={query.tab} />
      {vat ? (
        <>
          <TextField
            label={t("admin.reports.year")}
            type="number"
            name="year"
            min={2000}
            max={2100}
            defaultValue={query.year}
          />
          <SelectField label={t("admin.reports.quarter")} name="quarter" defaultValue={String(query.quarter)}>
            {[1, 2, 3, 4].map((q) => (
              <option key={q} value={q}>
                {t(`admin.reports.quarters.${q}`)}
              </option>
            ))}
          </SelectField>
        </>
      ) : (
        <>
          <TextField label={t("admin.reports.from")} type="date" name="from" defaultValue={query.from} required />
          <TextField label={t("admin.reports.to")} type="date" name="to" defaultValue={query.to} required />
          <SelectField label={t("admin.reports.grouping")} name="grouping" defaultValue={query.grouping}>
            {reportGroupings.map((g) => (
              <option key={g} value={g}>
                {t(`admin.reports.groupings.${g}`)}
              </option>
            ))}
          </SelectField>
        </>
      )}
      {/* The other report's choices ride along, so switching tabs keeps them. */}
      {vat ? (
        <>
          <input type="hidden" name="from" value={query.from} />
          <input type="hidden" name="to" value={query.to} />
          <input type="hidden" name="grouping" value={query.grouping} />
        </>
      ) : (
        <>
          <input type="hidden" name="year" value={query.year} />
          <input type="hidden" name="quarter" value={query.quarter} />
        </>
      )}
      <button type="submit" className="button button--primary">
        {t("admin.reports.show")}
      </button>
    </Form>
  );
}

function Tabs({ query }: { query: ReportsQuery }) {
  const { t } = useTranslation();
  return (
    <nav className="report-tabs" aria-label={t("admin.reports.tabsLabel")}>
      {reportTabs.map((tab) => (
        <Link
          key={tab}
          to={reportsHref(query, tab)}
          className="report-tabs__tab"
          aria-current={tab === query.tab ? "page" : undefined}
        >
          {t(`admin.reports.tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}

/** The chart and the table of the sales tab in view, side by side on a wide screen. */
function SalesSection({ report, query }: { report: SalesReport; query: ReportsQuery }) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir(i18n.language) === "rtl";
  const chart = (title: string, points: Array<{ label: string; value: number }>, horizontal = false) => (
    <ReportChart
      title={title}
      points={points}
      valueName={t("admin.reports.columns.revenue")}
      format={formatMoney}
      rtl={rtl}
      horizontal={horizontal}
    />
  );
  switch (query.tab) {
    case "emirates":
      return (
        <div className="report-layout">
          {chart(
            t("admin.reports.chartEmirates"),
            report.emirates.map((e) => ({ label: t(`emirates.${e.emirate}`), value: e.revenue })),
            true,
          )}
          <EmiratesTable report={report} />
        </div>
      );
    case "categories":
      return (
        <div className="report-layout">
          {chart(
            t("admin.reports.chartCategories"),
            report.categories.map((c) => ({
              label: c.categoryId === null ? t("admin.reports.noCategory") : c.name,
              value: c.revenue,
            })),
            true,
          )}
          <CategoriesTable report={report} />
        </div>
      );
    case "products":
      return (
        <div className="report-layout">
          {chart(
            t("admin.reports.chartProducts"),
            report.topByRevenue.map((p) => ({ label: p.name, value: p.revenue })),
            true,
          )}
          <div className="report-stack">
            <ProductsTable rows={report.topByRevenue} caption={t("admin.reports.topByRevenue")} />
            <ProductsTable rows={report.topByUnits} caption={t("admin.reports.topByUnits")} />
          </div>
        </div>
      );
    case "discounts":
      return (
        <div className="report-layout">
          {chart(
            t("admin.reports.chartDiscounts"),
            report.discountCodes.map((c) => ({ label: c.code, value: c.discount })),
            true,
          )}
          <DiscountCodesTable report={report} />
        </div>
      );
    case "payments":
      return (
        <div className="report-layout">
          {chart(
            t("admin.reports.chartPayments"),
            report.paymentMethods.map((m) => ({ label: t(`orders.paymentMethod.${m.method}`), value: m.revenue })),
          )}
          <PaymentsTable report={report} />
        </div>
      );
    default:
      return (
        <div className="report-layout">
          {chart(
            t("admin.reports.chartSales"),
            report.periods.map((p) => ({
              label: periodLabel(p, report.grouping, i18n.language, "chart"),
              value: p.revenue,
            })),
          )}
          <SalesTable report={report} />
        </div>
      );
  }
}

function Totals({ report }: { report: SalesReport }) {
  const { t } = useTranslation();
  const figures = [
    ["orders", String(report.totals.orders)],
    ["revenue", formatMoney(report.totals.revenue)],
    ["vat", formatMoney(report.totals.vat)],
    ["average", formatMoney(report.totals.average)],
    ["refunds", formatMoney(report.totals.refunds)],
    ["net", formatMoney(report.totals.net)],
    ["discount", formatMoney(report.totals.discount)],
  ] as const;
  return (
    <dl className="report-totals">
      {figures.map(([key, value]) => (
        <div key={key} className="report-totals__item">
          <dt>{t(`admin.reports.columns.${key}`)}</dt>
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function VatSection({ report }: { report: VatReport }) {
  const { t } = useTranslation();
  return (
    <div className="report-stack">
      <p className="muted">
        {t("admin.reports.vatPeriod", {
          from: report.from,
          to: report.to,
          orders: report.orders,
          refunds: report.refunds,
        })}
      </p>
      <VatTable report={report} />
      <p className="report-note">{t("admin.reports.vatNote")}</p>
    </div>
  );
}

/** /admin/reports (issue 15): sales by period, emirate, category, product and payment method, and the VAT return. */
export function AdminReportsPage({ data }: { data: ReportsPageData }) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const { query } = data;
  const problem = query.tab === "vat" ? null : rangeProblem(query);
  return (
    <AdminShell crumbs={[{ label: t("admin.reports.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.failed")}>
        {(loaded) => (
          <div className="admin-reports">
            <h1>{t("admin.reports.title")}</h1>
            <Tabs query={query} />
            <Filters key={reportsHref(query)} query={query} />
            <p className="report-note">{t("admin.reports.whichOrders")}</p>
            {problem ? (
              <p className="field__error" role="alert">
                {t(`admin.reports.rangeProblem.${problem}`)}
              </p>
            ) : (
              <section aria-busy={navigation.state === "loading" || undefined} className="report-stack">
                <a className="button button--outline report-csv" href={reportsCsvHref(query, i18n.language)} download>
                  <Download aria-hidden="true" size={18} />
                  {t("admin.reports.csv")}
                </a>
                {loaded.kind === "vat" && <VatSection report={loaded.report} />}
                {loaded.kind === "sales" && loaded.report && (
                  <>
                    <Totals report={loaded.report} />
                    <SalesSection report={loaded.report} query={query} />
                  </>
                )}
              </section>
            )}
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
