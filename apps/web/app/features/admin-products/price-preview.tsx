import { type BulkPriceResponse, formatMoney } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { formatDubaiMoment } from "./sale-window";

/** At most this many rows are drawn; the count says how many more the change covers. */
const SHOWN = 200;

/** The preview of a bulk price change: per SKU, price and discount before → after (three columns for a phone). */
export function PricePreview({ preview }: { preview: BulkPriceResponse }) {
  const { t, i18n } = useTranslation();
  if (preview.rows.length === 0) return <p className="muted">{t("admin.prices.nothing")}</p>;
  const hidden = preview.rows.length - SHOWN;
  return (
    <div className="price-preview">
      <p role="status">{t("admin.prices.covers", { skus: preview.rows.length, products: preview.productCount })}</p>
      {preview.window && (
        <p className="price-preview__window">
          {t("admin.sales.previewWindow", {
            start: formatDubaiMoment(preview.window.startsAt, i18n.language),
            end: formatDubaiMoment(preview.window.endsAt, i18n.language),
          })}
        </p>
      )}
      <table className="price-preview__table">
        <caption className="sr-only">{t("admin.prices.previewTitle")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.prices.sku")}</th>
            <th scope="col">{t("admin.products.price")}</th>
            <th scope="col">{t("admin.prices.discount")}</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.slice(0, SHOWN).map((row) => (
            <tr key={row.skuId}>
              <td>
                <bdi className="price-preview__name">{row.productName}</bdi>
                <bdi className="muted">{row.code}</bdi>
              </td>
              <td>
                <Change before={formatMoney(row.oldPrice)} after={formatMoney(row.newPrice)} />
              </td>
              <td>
                <Change before={`${row.oldDiscount}%`} after={`${row.newDiscount}%`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {hidden > 0 && <p className="muted">{t("admin.prices.more", { count: hidden })}</p>}
    </div>
  );
}

function Change({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation();
  if (before === after) return <bdi>{after}</bdi>;
  return (
    <span className="price-preview__change">
      <del>
        <span className="sr-only">{t("admin.prices.was")} </span>
        <bdi>{before}</bdi>
      </del>
      <ins>
        <span className="sr-only">{t("admin.prices.becomes")} </span>
        <bdi>{after}</bdi>
      </ins>
    </span>
  );
}
