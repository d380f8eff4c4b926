import type { StockHistoryEntry, StockHistoryResponse } from "@shop/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator } from "react-router";
import { ApiError, errorMessages } from "../../lib/api/api-error";
import { usePaginationLabels } from "../../shell/i18n/pagination-labels";
import { notifySuccess } from "../../shell/notify/notify";
import { Pagination } from "../../ui/pagination";
import { TextField } from "../../ui/text-field";
import { formatMoment, pageCount } from "../orders";
import { setLowStockThreshold } from "./stock-api";
import { HISTORY_PAGE_SIZE, isolate, type StockQuery, signedDelta, stockHref } from "./stock-query";

/** What a history entry was: the staff member's reason, or the sale or cancellation of an order. */
function What({ entry }: { entry: StockHistoryEntry }) {
  const { t } = useTranslation();
  if (entry.kind === "adjustment") {
    return (
      <span className="cell-stack">
        <span>{t(`admin.stock.reasons.${entry.reason ?? "counted"}`)}</span>
        {entry.actorName && <bdi className="muted">{entry.actorName}</bdi>}
        {entry.note && <bdi className="muted">{entry.note}</bdi>}
      </span>
    );
  }
  return (
    <span className="cell-stack">
      <span>{t(`admin.stock.kinds.${entry.kind}`)}</span>
      {entry.orderNumber && (
        <Link to={`/admin/orders/${encodeURIComponent(entry.orderNumber)}`}>
          <bdi>{entry.orderNumber}</bdi>
        </Link>
      )}
    </span>
  );
}

/** The low-stock threshold of the SKU whose history is open. */
function ThresholdForm({ skuId, threshold }: { skuId: number; threshold: number }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | undefined>();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(new FormData(event.currentTarget).get("threshold"));
    if (!Number.isInteger(value) || value < 0 || value > 1_000_000) {
      setError(t("admin.stock.errors.threshold"));
      return;
    }
    try {
      const sku = await setLowStockThreshold(skuId, value);
      setError(undefined);
      notifySuccess(t("admin.stock.thresholdSaved", { code: isolate(sku.code), count: sku.lowStockThreshold }));
      await revalidator.revalidate();
    } catch (failure) {
      setError(failure instanceof ApiError ? errorMessages(failure.errorList).join(" ") : t("admin.failed"));
    }
  }
  return (
    <form className="stock-threshold" onSubmit={submit} noValidate>
      <TextField
        key={threshold}
        label={t("admin.stock.threshold")}
        hint={t("admin.stock.thresholdHint")}
        name="threshold"
        inputMode="numeric"
        defaultValue={String(threshold)}
        error={error}
      />
      <button type="submit" className="button button--outline">
        {t("admin.stock.save")}
      </button>
    </form>
  );
}

/** One SKU's stock changes, newest first: staff adjustments, sales and cancellations. */
export function StockHistory({ history, query }: { history: StockHistoryResponse; query: StockQuery }) {
  const { t, i18n } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const { sku } = history;
  return (
    <section className="stock-history" aria-labelledby="stock-history-title">
      <div className="stock-history__head">
        <h2 id="stock-history-title">
          {t("admin.stock.historyOf")} <bdi>{sku.code}</bdi>
        </h2>
        <Link to={stockHref({ ...query, sku: null, historyPage: 1 })} className="button button--outline">
          {t("admin.stock.closeHistory")}
        </Link>
      </div>
      <p>
        <bdi>{sku.productName}</bdi> · {t("admin.stock.inStockNow", { count: sku.stock })}
      </p>
      <ThresholdForm skuId={sku.skuId} threshold={sku.lowStockThreshold} />
      {history.entries.length === 0 ? (
        <p className="empty-state">{t("admin.stock.noHistory")}</p>
      ) : (
        <table className="orders-table stock-table">
          <caption className="sr-only">
            {t("admin.stock.historyOf")} {sku.code}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.stock.when")}</th>
              <th scope="col">{t("admin.stock.change")}</th>
              <th scope="col">{t("admin.stock.what")}</th>
              <th scope="col">{t("admin.stock.stockAfter")}</th>
            </tr>
          </thead>
          <tbody>
            {history.entries.map((entry) => (
              <tr key={`${entry.kind}-${entry.at}-${entry.orderNumber ?? ""}-${entry.delta}`}>
                <td data-label={t("admin.stock.when")}>{formatMoment(entry.at, i18n.language)}</td>
                <td data-label={t("admin.stock.change")}>
                  <bdi className={entry.delta > 0 ? "stock-delta--up" : "stock-delta--down"}>
                    {signedDelta(entry.delta, i18n.language)}
                  </bdi>
                </td>
                <td data-label={t("admin.stock.what")}>
                  <What entry={entry} />
                </td>
                <td data-label={t("admin.stock.stockAfter")}>
                  {entry.stockAfter === null ? "—" : entry.stockAfter.toLocaleString(i18n.language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        page={query.historyPage}
        pageCount={pageCount(history.totalCount, HISTORY_PAGE_SIZE)}
        hrefFor={(n) => stockHref({ ...query, historyPage: n })}
        labels={paginationLabels}
      />
    </section>
  );
}
