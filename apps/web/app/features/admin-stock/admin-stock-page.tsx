import type { Language, StockListResponse, StockSku } from "@shop/shared";
import Download from "lucide-react/icons/download";
import Search from "lucide-react/icons/search";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { usePaginationLabels } from "../../shell/i18n/pagination-labels";
import { Pagination } from "../../ui/pagination";
import { TextField } from "../../ui/text-field";
import { AdminShell, StaffContent } from "../admin";
import { pageCount } from "../orders";
import { AdjustDialog } from "./adjust-dialog";
import { countSheetHref } from "./stock-api";
import type { StockPageData } from "./stock-data.server";
import { StockHistory } from "./stock-history";
import { isolate, STOCK_PAGE_SIZE, type StockQuery, stockHref } from "./stock-query";
import "../../styles/admin-stock.css";

function CodeSearch({ query }: { query: StockQuery }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/admin/stock" className="admin-filters" role="search">
      <TextField
        className="admin-filters__search"
        label={t("admin.stock.search")}
        type="search"
        name="code"
        defaultValue={query.code}
        placeholder={t("admin.stock.searchPlaceholder")}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={64}
      />
      <button type="submit" className="button button--primary">
        <Search aria-hidden="true" size={18} />
        {t("admin.stock.find")}
      </button>
    </Form>
  );
}

function SkuTable({
  list,
  query,
  onAdjust,
}: {
  list: StockListResponse;
  query: StockQuery;
  onAdjust(sku: StockSku): void;
}) {
  const { t, i18n } = useTranslation();
  const paginationLabels = usePaginationLabels();
  if (list.totalCount === 0) {
    return (
      <div className="empty-state">
        <p>{query.code ? t("admin.stock.noMatch") : t("admin.stock.noneLow")}</p>
        {query.code && (
          <Link to="/admin/stock" className="button button--outline">
            {t("admin.stock.backToLow")}
          </Link>
        )}
      </div>
    );
  }
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <>
      <p className="admin-count" role="status">
        {t("admin.stock.count", { count: list.totalCount })}
      </p>
      <table className="orders-table stock-table">
        <caption className="sr-only">{query.code ? t("admin.stock.matching") : t("admin.stock.low")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.stock.code")}</th>
            <th scope="col">{t("admin.stock.product")}</th>
            <th scope="col">{t("admin.stock.stock")}</th>
            <th scope="col">{t("admin.stock.threshold")}</th>
            <th scope="col">
              <span className="sr-only">{t("admin.stock.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.skus.map((sku) => (
            <tr key={sku.skuId}>
              <th scope="row" data-label={t("admin.stock.code")}>
                <bdi>{sku.code}</bdi>
              </th>
              <td data-label={t("admin.stock.product")}>
                <span className="cell-stack">
                  <bdi>{sku.productName}</bdi>
                  <bdi className="muted">{[sku.potSize, sku.potColour].filter(Boolean).join(" · ")}</bdi>
                </span>
              </td>
              <td data-label={t("admin.stock.stock")}>
                <span className={`badge ${sku.stock <= sku.lowStockThreshold ? "badge--warn" : "badge--ok"}`}>
                  {number(sku.stock)}
                </span>
              </td>
              <td data-label={t("admin.stock.threshold")}>{number(sku.lowStockThreshold)}</td>
              <td className="stock-table__actions">
                <button type="button" className="button button--primary" onClick={() => onAdjust(sku)}>
                  {t("admin.stock.adjust")}
                  <span className="sr-only"> {sku.code}</span>
                </button>
                <Link to={stockHref({ ...query, sku: sku.skuId, historyPage: 1 })} className="button button--outline">
                  {t("admin.stock.history")}
                  <span className="sr-only"> {sku.code}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={query.page}
        pageCount={pageCount(list.totalCount, STOCK_PAGE_SIZE)}
        hrefFor={(n) => stockHref({ ...query, page: n })}
        labels={paginationLabels}
      />
    </>
  );
}

/** /admin/stock: the low-stock list or a SKU code search, the adjust dialog, a SKU's history, the count sheet. */
export function AdminStockPage({ data }: { data: StockPageData }) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [adjusting, setAdjusting] = useState<StockSku | null>(null);
  const listTitle = useRef<HTMLHeadingElement>(null);
  const refocusAfterReload = useRef(false);
  // After a change the SKU may leave the low-stock list with its button: focus goes to the list, not the page.
  useEffect(() => {
    if (!refocusAfterReload.current || data.loaded.state !== "ok") return;
    refocusAfterReload.current = false;
    if (document.activeElement === document.body) listTitle.current?.focus();
  }, [data]);
  const { query } = data;
  return (
    <AdminShell crumbs={[{ label: t("admin.stock.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.stock.notFound")}>
        {({ list, history }) => (
          <div className="admin-stock">
            <div className="admin-stock__head">
              <h1>{t("admin.stock.title")}</h1>
              <a className="button button--outline" href={countSheetHref(i18n.language as Language)} download>
                <Download aria-hidden="true" size={18} />
                {t("admin.stock.countSheet")}
              </a>
            </div>
            <CodeSearch key={query.code} query={query} />
            <div className="admin-stock__body" aria-busy={navigation.state === "loading" || undefined}>
              <section aria-labelledby="stock-list-title">
                <h2 id="stock-list-title" ref={listTitle} tabIndex={-1}>
                  {query.code ? t("admin.stock.matchingCode", { code: isolate(query.code) }) : t("admin.stock.low")}
                </h2>
                <SkuTable list={list} query={query} onAdjust={setAdjusting} />
              </section>
              {history && <StockHistory history={history} query={query} />}
            </div>
            <AdjustDialog
              sku={adjusting}
              onClose={(changed) => {
                setAdjusting(null);
                if (!changed) return;
                refocusAfterReload.current = true;
                void revalidator.revalidate();
              }}
            />
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
