import { formatMoney, orderStatuses } from "@shop/shared";
import Search from "lucide-react/icons/search";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { usePaginationLabels } from "../../shell/i18n/pagination-labels";
import { Pagination } from "../../ui/pagination";
import { SelectField } from "../checkout";
import { formatDay, formatMoment, pageCount, StatusBadge } from "../orders";
import type { AdminOrderPage } from "./admin-api";
import { ADMIN_PAGE_SIZE, type AdminListData, type AdminListQuery, adminListHref } from "./admin-data";
import { AdminShell, StaffContent } from "./admin-shell";

export function adminOrderPath(number: string): string {
  return `/admin/orders/${encodeURIComponent(number)}`;
}

function Filters({ query }: { query: AdminListQuery }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/admin/orders" className="admin-filters" role="search">
      <SelectField
        label={t("admin.orders.status")}
        name="status"
        defaultValue={query.status}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        <option value="">{t("admin.orders.allStatuses")}</option>
        {orderStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`orderStatus.${status}`)}
          </option>
        ))}
      </SelectField>
      <div className="field admin-filters__search">
        <label className="field__label" htmlFor="admin-orders-q">
          {t("admin.orders.search")}
        </label>
        <div className="field__control">
          <input
            id="admin-orders-q"
            className="field__input"
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder={t("admin.orders.searchPlaceholder")}
            autoComplete="off"
            maxLength={100}
          />
        </div>
      </div>
      <button type="submit" className="button button--primary">
        <Search aria-hidden="true" size={18} />
        {t("admin.orders.apply")}
      </button>
    </Form>
  );
}

function OrdersTable({ page, query }: { page: AdminOrderPage; query: AdminListQuery }) {
  const { t, i18n } = useTranslation();
  const paginationLabels = usePaginationLabels();
  if (page.totalCount === 0) {
    return (
      <div className="empty-state">
        <p>{t("admin.orders.none")}</p>
        {(query.status || query.q) && (
          <Link to="/admin/orders" className="button button--outline">
            {t("admin.orders.clear")}
          </Link>
        )}
      </div>
    );
  }
  return (
    <>
      <p className="admin-count" role="status">
        {t("admin.orders.count", { count: page.totalCount })}
      </p>
      <table className="orders-table orders-table--admin">
        <caption className="sr-only">{t("admin.orders.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("orders.number")}</th>
            <th scope="col">{t("orders.placed")}</th>
            <th scope="col">{t("admin.orders.customer")}</th>
            <th scope="col">{t("orders.delivery")}</th>
            <th scope="col">{t("orders.status")}</th>
            <th scope="col">{t("orders.total")}</th>
          </tr>
        </thead>
        <tbody>
          {page.orders.map((order) => (
            <tr key={order.orderId}>
              <th scope="row" data-label={t("orders.number")}>
                <Link to={adminOrderPath(order.number)}>
                  <bdi>{order.number}</bdi>
                </Link>
              </th>
              <td data-label={t("orders.placed")}>{formatMoment(order.createdAt, i18n.language)}</td>
              <td data-label={t("admin.orders.customer")}>
                <span className="cell-stack">
                  <bdi>{order.name}</bdi>
                  <bdi className="muted">{order.email}</bdi>
                </span>
              </td>
              <td data-label={t("orders.delivery")}>
                {formatDay(order.deliveryDate, i18n.language)} · {t(`slots.${order.deliverySlot}`)} ·{" "}
                {t(`emirates.${order.emirate}`)}
              </td>
              <td data-label={t("orders.status")}>
                <StatusBadge status={order.status} />
              </td>
              <td data-label={t("orders.total")}>
                <bdi>{formatMoney(order.total)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={query.page}
        pageCount={pageCount(page.totalCount, ADMIN_PAGE_SIZE)}
        hrefFor={(n) => adminListHref(query, n)}
        labels={paginationLabels}
      />
    </>
  );
}

/** /admin/orders: every order, by status and search, newest first (staff only). */
export function AdminOrdersPage({ data }: { data: AdminListData }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <AdminShell crumbs={[{ label: t("admin.orders.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.orders.none")}>
        {(page) => (
          <>
            <h1>{t("admin.orders.title")}</h1>
            <Filters key={`${data.query.status}|${data.query.q}`} query={data.query} />
            <div aria-busy={navigation.state === "loading" || undefined}>
              <OrdersTable page={page} query={data.query} />
            </div>
          </>
        )}
      </StaffContent>
    </AdminShell>
  );
}
