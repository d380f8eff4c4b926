import { deliverySlots, emirates, formatMoney, orderStatuses, paymentMethods } from "@shop/shared";
import Download from "lucide-react/icons/download";
import Search from "lucide-react/icons/search";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { usePaginationLabels } from "../../shell/i18n/pagination-labels";
import { Pagination } from "../../ui/pagination";
import { SelectField } from "../checkout";
import { formatDay, formatMoment, pageCount, StatusBadge } from "../orders";
import type { AdminOrderPage } from "./admin-api";
import {
  ADMIN_PAGE_SIZE,
  type AdminListData,
  type AdminListQuery,
  adminExportHref,
  adminListHref,
  hasFilters,
} from "./admin-data";
import { AdminShell, StaffContent } from "./admin-shell";

export function adminOrderPath(number: string): string {
  return `/admin/orders/${encodeURIComponent(number)}`;
}

function Choice<T extends string>(props: {
  label: string;
  name: string;
  value: T | "";
  all: string;
  values: readonly T[];
  text(value: T): string;
}) {
  return (
    <SelectField label={props.label} name={props.name} defaultValue={props.value}>
      <option value="">{props.all}</option>
      {props.values.map((value) => (
        <option key={value} value={value}>
          {props.text(value)}
        </option>
      ))}
    </SelectField>
  );
}

/** The filters: a plain GET form, so the address holds them (shareable, the back button works). */
function Filters({ query }: { query: AdminListQuery }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/admin/orders" className="orders-filters" role="search">
      <div className="orders-filters__grid">
        <Choice
          label={t("admin.orders.status")}
          name="status"
          value={query.status}
          all={t("admin.orders.allStatuses")}
          values={orderStatuses}
          text={(v) => t(`orderStatus.${v}`)}
        />
        <Choice
          label={t("admin.orders.payment")}
          name="pay"
          value={query.paymentMethod}
          all={t("admin.orders.allPayments")}
          values={paymentMethods}
          text={(v) => t(`admin.orders.paymentMethods.${v}`)}
        />
        <Choice
          label={t("admin.orders.emirate")}
          name="emirate"
          value={query.emirate}
          all={t("admin.orders.allEmirates")}
          values={emirates}
          text={(v) => t(`emirates.${v}`)}
        />
        <Choice
          label={t("admin.orders.slot")}
          name="slot"
          value={query.slot}
          all={t("admin.orders.allSlots")}
          values={deliverySlots}
          text={(v) => t(`slots.${v}`)}
        />
        <DateField id="admin-orders-from" label={t("admin.orders.dateFrom")} name="from" value={query.dateFrom} />
        <DateField id="admin-orders-to" label={t("admin.orders.dateTo")} name="to" value={query.dateTo} />
        <div className="field orders-filters__search">
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
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          <Search aria-hidden="true" size={18} />
          {t("admin.orders.apply")}
        </button>
        {hasFilters(query) && (
          <Link to="/admin/orders" className="button button--outline">
            {t("admin.orders.clear")}
          </Link>
        )}
        <a className="button button--outline" href={adminExportHref(query)} download>
          <Download aria-hidden="true" size={18} />
          {t("admin.orders.export")}
        </a>
      </div>
    </Form>
  );
}

function DateField({ id, label, name, value }: { id: string; label: string; name: string; value: string }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input id={id} className="field__input" type="date" name={name} defaultValue={value} />
      </div>
    </div>
  );
}

function OrdersTable({ page, query }: { page: AdminOrderPage; query: AdminListQuery }) {
  const { t, i18n } = useTranslation();
  const paginationLabels = usePaginationLabels();
  if (page.totalCount === 0) {
    return (
      <div className="empty-state">
        <p>{t("admin.orders.none")}</p>
        {hasFilters(query) && (
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

/** /admin/orders: every order, filtered in the address (delivery dates, slot, emirate, status, payment, search), newest first, and its CSV (staff only). */
export function AdminOrdersPage({ data }: { data: AdminListData }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <AdminShell crumbs={[{ label: t("admin.orders.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.orders.none")}>
        {(page) => (
          <>
            <div className="orders-head">
              <h1>{t("admin.orders.title")}</h1>
              <Link className="button button--outline" to="/admin/deliveries">
                {t("admin.deliveries.title")}
              </Link>
            </div>
            <Filters key={adminListHref(data.query, 1)} query={data.query} />
            <div aria-busy={navigation.state === "loading" || undefined}>
              <OrdersTable page={page} query={data.query} />
            </div>
          </>
        )}
      </StaffContent>
    </AdminShell>
  );
}
