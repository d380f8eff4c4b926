import type { Sale } from "@shop/shared";
import { useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, errorMessages } from "../../lib/api/api-error";
import { notifySuccess } from "../../shell/notify/notify";
import { FormAlert } from "../../ui/form-alert";
import { cancelSale, listSales } from "./price-api";
import { formatDubaiMoment } from "./sale-window";
import "../../styles/admin-sales.css";

const current = (sale: Sale) => sale.state === "scheduled" || sale.state === "running";

/**
 * A product's sales on its edit page (issue 13 "Prices"): the scheduled and running ones with their SKU, discount
 * and window (Asia/Dubai), each with Cancel (a running one ends now and its SKU's discount before it comes back),
 * asked twice; the last ended ones under a disclosure. Loaded in the browser (`initialSales`, when a loader read
 * them, are shown until then); `onEnded` after a running sale ended (its product's version moved on).
 */
export function ProductSales({
  productId,
  initialSales = null,
  onEnded,
}: {
  productId: number;
  initialSales?: Sale[] | null;
  onEnded?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [sales, setSales] = useState<Sale[] | null>(initialSales);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const failed = useCallback(
    (error: unknown) =>
      setFailure(error instanceof ApiError ? errorMessages(error.errorList).join(" ") : t("admin.failed")),
    [t],
  );
  const load = useCallback(async () => {
    try {
      setSales(await listSales(productId));
    } catch (error) {
      failed(error);
    }
  }, [productId, failed]);

  useEffect(() => {
    void load();
  }, [load]);

  async function cancel(sale: Sale) {
    setBusy(sale.saleId);
    setFailure(null);
    try {
      const done = await cancelSale(sale.saleId);
      notifySuccess(t(sale.state === "running" ? "admin.sales.ended" : "admin.sales.cancelled"));
      setAsking(null);
      await load();
      if (sale.state === "running" && done.state === "cancelled") onEnded?.();
    } catch (error) {
      failed(error);
      await load();
    } finally {
      setBusy(null);
    }
  }

  const when = (sale: Sale) =>
    t("admin.sales.from", {
      start: formatDubaiMoment(sale.startsAt, i18n.language),
      end: formatDubaiMoment(sale.endsAt, i18n.language),
    });
  const row = (sale: Sale, actions: boolean) => (
    <li key={sale.saleId} className="product-sales__sale">
      <span className="product-sales__what">
        <bdi className="product-sales__code">{sale.code}</bdi>
        <span>{t("admin.sales.discount", { discount: sale.discount })}</span>
        <span className={`product-sales__state product-sales__state--${sale.state}`}>
          {t(`admin.sales.states.${sale.state}`)}
        </span>
      </span>
      <span className="muted">{when(sale)}</span>
      {actions && (
        <span className="product-sales__actions">
          {asking === sale.saleId ? (
            <>
              <button
                type="button"
                className="button button--danger"
                disabled={busy !== null}
                aria-busy={busy === sale.saleId || undefined}
                onClick={() => void cancel(sale)}
              >
                {t(sale.state === "running" ? "admin.sales.confirmEnd" : "admin.sales.confirmCancel")}
              </button>
              <button type="button" className="button button--outline" onClick={() => setAsking(null)}>
                {t("admin.sales.keep")}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button button--outline"
              disabled={busy !== null}
              onClick={() => setAsking(sale.saleId)}
            >
              {t(sale.state === "running" ? "admin.sales.endNow" : "admin.sales.cancel")}
              <span className="sr-only">
                {" "}
                <bdi>{sale.code}</bdi>
              </span>
            </button>
          )}
        </span>
      )}
    </li>
  );

  const live = sales?.filter(current) ?? [];
  const past = sales?.filter((s) => !current(s)) ?? [];
  return (
    <section className="product-sales" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("admin.sales.title")}</h2>
      <FormAlert message={failure} />
      {sales === null ? (
        !failure && <p className="muted">{t("admin.sales.loading")}</p>
      ) : (
        <>
          {live.length ? (
            <ul className="product-sales__list">{live.map((s) => row(s, true))}</ul>
          ) : (
            <p className="muted">{t("admin.sales.none")}</p>
          )}
          {past.length > 0 && (
            <details className="product-sales__past">
              <summary>{t("admin.sales.past", { count: past.length })}</summary>
              <ul className="product-sales__list">{past.map((s) => row(s, false))}</ul>
            </details>
          )}
          <p className="muted">
            {t("admin.sales.howTo", {
              change: t("admin.prices.changeSelected"),
              discount: t("admin.prices.choices.discount"),
            })}
          </p>
        </>
      )}
    </section>
  );
}
