import type { StockAlertDemandResponse } from "@shop/shared";
import Search from "lucide-react/icons/search";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { usePaginationLabels } from "../../shell/i18n/pagination-labels";
import { Pagination } from "../../ui/pagination";
import { TextField } from "../../ui/text-field";
import { AdminShell, StaffContent } from "../admin";
import { formatMoment, pageCount } from "../orders";
import type { StockAlertsPageData } from "./alerts-data.server";
import { ALERTS_PAGE_SIZE, type AlertsQuery, alertsHref, restockHref } from "./alerts-query";
import "../../styles/admin-stock.css";

function AlertSearch({ query }: { query: AlertsQuery }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/admin/stock-alerts" className="admin-filters" role="search">
      <TextField
        className="admin-filters__search"
        label={t("admin.stockAlerts.search")}
        type="search"
        name="q"
        defaultValue={query.q}
        autoComplete="off"
        maxLength={100}
      />
      <button type="submit" className="button button--primary">
        <Search aria-hidden="true" size={18} />
        {t("admin.stockAlerts.find")}
      </button>
    </Form>
  );
}

function DemandTable({ demand, query }: { demand: StockAlertDemandResponse; query: AlertsQuery }) {
  const { t, i18n } = useTranslation();
  const paginationLabels = usePaginationLabels();
  if (demand.totalCount === 0) {
    return (
      <div className="empty-state">
        <p>{query.q ? t("admin.stockAlerts.noMatch") : t("admin.stockAlerts.none")}</p>
        {query.q && (
          <Link to="/admin/stock-alerts" className="button button--outline">
            {t("admin.stockAlerts.showAll")}
          </Link>
        )}
      </div>
    );
  }
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <>
      <p className="admin-count" role="status">
        {t("admin.stockAlerts.count", { count: demand.totalCount, waiting: number(demand.totalWaiting) })}
      </p>
      <table className="orders-table stock-table">
        <caption className="sr-only">{t("admin.stockAlerts.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.stockAlerts.product")}</th>
            <th scope="col">{t("admin.stockAlerts.code")}</th>
            <th scope="col">{t("admin.stockAlerts.waiting")}</th>
            <th scope="col">{t("admin.stockAlerts.oldest")}</th>
            <th scope="col">{t("admin.stockAlerts.stock")}</th>
            <th scope="col">
              <span className="sr-only">{t("admin.stockAlerts.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {demand.skus.map((sku) => (
            <tr key={sku.skuId}>
              <th scope="row" data-label={t("admin.stockAlerts.product")}>
                <span className="cell-stack">
                  <bdi>{sku.productName}</bdi>
                  <bdi className="muted">{[sku.potSize, sku.potColour].filter(Boolean).join(" · ")}</bdi>
                </span>
              </th>
              <td data-label={t("admin.stockAlerts.code")}>
                <bdi>{sku.code}</bdi>
              </td>
              <td data-label={t("admin.stockAlerts.waiting")}>{number(sku.waiting)}</td>
              <td data-label={t("admin.stockAlerts.oldest")}>{formatMoment(sku.oldestAt, i18n.language)}</td>
              <td data-label={t("admin.stockAlerts.stock")}>
                <span className={`badge ${sku.stock > 0 ? "badge--ok" : "badge--warn"}`}>{number(sku.stock)}</span>
              </td>
              <td className="stock-table__actions">
                <Link to={restockHref(sku.code)} className="button button--outline">
                  {t("admin.stockAlerts.restock")}
                  <span className="sr-only"> {sku.code}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={query.page}
        pageCount={pageCount(demand.totalCount, ALERTS_PAGE_SIZE)}
        hrefFor={(n) => alertsHref({ ...query, page: n })}
        labels={paginationLabels}
      />
    </>
  );
}

/**
 * /admin/stock-alerts (issue 16): the back-in-stock demand per SKU, most wanted first: waiting subscribers (a
 * count, never their addresses), the oldest request and the stock now, with a way to the stock page to restock.
 */
export function AdminStockAlertsPage({ data }: { data: StockAlertsPageData }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <AdminShell crumbs={[{ label: t("admin.stockAlerts.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.failed")}>
        {(demand) => (
          <div className="admin-stock">
            <div className="admin-stock__head">
              <h1>{t("admin.stockAlerts.title")}</h1>
            </div>
            <p className="muted">{t("admin.stockAlerts.intro")}</p>
            <AlertSearch key={data.query.q} query={data.query} />
            <section aria-busy={navigation.state === "loading" || undefined}>
              <DemandTable demand={demand} query={data.query} />
            </section>
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
