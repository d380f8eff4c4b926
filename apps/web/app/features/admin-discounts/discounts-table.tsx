import {
  type AdminCategory,
  type DiscountCode,
  type DiscountCodeSearchResponse,
  type DiscountStatus,
  formatMoney,
} from "@shop/shared";
import { useTranslation } from "react-i18next";
import { usePaginationLabels } from "../../shell/i18n/pagination-labels";
import { Pagination } from "../../ui/pagination";
import { formatMoment, pageCount } from "../orders";
import { DISCOUNTS_PAGE_SIZE, type DiscountsQuery, discountsHref } from "./discounts-data";

const tone: Record<DiscountStatus, string> = {
  active: "active",
  scheduled: "waiting",
  expired: "stopped",
  usedUp: "stopped",
  off: "stopped",
};

/** "10 %" or "AED 15.00", the minimum and the category under it. */
function CodeTerms({ code, categoryName }: { code: DiscountCode; categoryName: string | null }) {
  const { t } = useTranslation();
  const amount = code.kind === "percent" ? `${code.value}\u00a0%` : formatMoney(code.value);
  return (
    <span className="cell-stack">
      <bdi dir="ltr" className="discount-code">
        {code.code}
      </bdi>
      <span>{t("admin.discounts.off", { amount })}</span>
      {code.minSubtotal > 0 && (
        <span className="muted">{t("admin.discounts.minimum", { amount: formatMoney(code.minSubtotal) })}</span>
      )}
      <span className="muted">{categoryName ?? t("admin.discounts.everyItem")}</span>
    </span>
  );
}

function Dates({ code }: { code: DiscountCode }) {
  const { t, i18n } = useTranslation();
  const at = (iso: string | null) => (iso ? formatMoment(iso, i18n.language) : null);
  return (
    <span className="cell-stack">
      <span>{t("admin.discounts.from", { when: at(code.startsAt) ?? t("admin.discounts.now") })}</span>
      <span>{t("admin.discounts.until", { when: at(code.endsAt) ?? t("admin.discounts.noEnd") })}</span>
    </span>
  );
}

export function DiscountsTable({
  page,
  query,
  categories,
  editable,
  onEdit,
  onSwitch,
}: {
  page: DiscountCodeSearchResponse;
  query: DiscountsQuery;
  categories: AdminCategory[];
  editable: boolean;
  onEdit(code: DiscountCode): void;
  onSwitch(code: DiscountCode): void;
}) {
  const { t, i18n } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const nameOf = (id: number | null) => {
    if (id === null) return null;
    const category = categories.find((c) => c.id === id);
    if (!category) return t("admin.discounts.categoryNumber", { id });
    return (category.name as Record<string, string | undefined>)[i18n.language] || category.name.en;
  };
  if (page.totalCount === 0) {
    const filtered = query.q !== "" || query.status !== "";
    return (
      <div className="empty-state">
        <p>{t(filtered ? "admin.discounts.noneFound" : "admin.discounts.none")}</p>
      </div>
    );
  }
  const heads = ["code", "status", "dates", "uses", "remaining", "orders", "revenue", "discountGiven"] as const;
  return (
    <>
      <p className="admin-count" role="status">
        {t("admin.discounts.count", { count: page.totalCount })}
      </p>
      <table className="orders-table orders-table--admin discounts-table">
        <caption className="sr-only">{t("admin.discounts.title")}</caption>
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col">
                {t(`admin.discounts.columns.${head}`)}
              </th>
            ))}
            {editable && <th scope="col">{t("admin.discounts.columns.actions")}</th>}
          </tr>
        </thead>
        <tbody>
          {page.codes.map((code) => (
            <tr key={code.id}>
              <th scope="row" data-label={t("admin.discounts.columns.code")}>
                <CodeTerms code={code} categoryName={nameOf(code.categoryId)} />
              </th>
              <td data-label={t("admin.discounts.columns.status")}>
                <span className={`status-badge status-badge--${tone[code.status]}`}>
                  {t(`admin.discounts.status.${code.status}`)}
                </span>
              </td>
              <td data-label={t("admin.discounts.columns.dates")}>
                <Dates code={code} />
              </td>
              <td data-label={t("admin.discounts.columns.uses")}>
                {code.usageLimit === null
                  ? code.used
                  : t("admin.discounts.usesOf", { used: code.used, limit: code.usageLimit })}
                {code.perCustomerLimit !== null && (
                  <span className="muted discount-per-shopper">
                    {t("admin.discounts.perShopper", { count: code.perCustomerLimit })}
                  </span>
                )}
              </td>
              <td data-label={t("admin.discounts.columns.remaining")}>
                {code.remaining === null ? t("admin.discounts.unlimited") : code.remaining}
              </td>
              <td data-label={t("admin.discounts.columns.orders")}>{code.orders}</td>
              <td data-label={t("admin.discounts.columns.revenue")}>{formatMoney(code.revenue)}</td>
              <td data-label={t("admin.discounts.columns.discountGiven")}>{formatMoney(code.discountGiven)}</td>
              {editable && (
                <td data-label={t("admin.discounts.columns.actions")}>
                  <span className="discount-actions">
                    <button type="button" className="button button--small" onClick={() => onEdit(code)}>
                      {t("admin.discounts.edit")}
                      <span className="sr-only"> {code.code}</span>
                    </button>
                    <button type="button" className="button button--small" onClick={() => onSwitch(code)}>
                      {t(code.active ? "admin.discounts.switchOff" : "admin.discounts.switchOn")}
                      <span className="sr-only"> {code.code}</span>
                    </button>
                  </span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={query.page}
        pageCount={pageCount(page.totalCount, DISCOUNTS_PAGE_SIZE)}
        hrefFor={(n) => discountsHref(query, n)}
        labels={paginationLabels}
      />
    </>
  );
}
