import { formatMoney } from "@shop/shared";
import Package from "lucide-react/icons/package";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator } from "react-router";
import { usePaginationLabels } from "../../shell/i18n/pagination-labels";
import { Pagination } from "../../ui/pagination";
import { AccountLayout } from "../account";
import { formatDay, formatMoment } from "./order-format";
import { StatusBadge } from "./order-timeline";
import { ORDERS_PAGE_SIZE, type OrdersData, pageCount } from "./orders-data";

export function orderPath(number: string): string {
  return `/pages/orders/${encodeURIComponent(number)}`;
}

/** A failed load, with a way to try again. */
export function LoadFailed({ text }: { text: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <div className="empty-state" role="alert">
      <p>{text}</p>
      <button type="button" className="button button--primary" onClick={() => void revalidator.revalidate()}>
        {t("orders.retry")}
      </button>
    </div>
  );
}

/** /pages/orders: the member's orders, newest first (number, date, status, total). */
export function OrdersPage({ data }: { data: OrdersData }) {
  const { t, i18n } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const { result, page } = data;
  let body: React.ReactNode;
  if (!result.ok) body = <LoadFailed text={t("orders.failed")} />;
  else if (result.value.totalCount === 0) {
    body = (
      <div className="empty-state">
        <Package aria-hidden="true" size={48} />
        <h2>{t("orders.empty.title")}</h2>
        <p>{t("orders.empty.text")}</p>
        <Link to="/shop/collection/left/sidebar" className="button button--primary">
          {t("orders.empty.shop")}
        </Link>
      </div>
    );
  } else {
    const { orders, totalCount } = result.value;
    body = (
      <>
        <table className="orders-table">
          <caption className="sr-only">{t("orders.tableCaption", { count: totalCount })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("orders.number")}</th>
              <th scope="col">{t("orders.placed")}</th>
              <th scope="col">{t("orders.delivery")}</th>
              <th scope="col">{t("orders.status")}</th>
              <th scope="col">{t("orders.total")}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.orderId}>
                <th scope="row" data-label={t("orders.number")}>
                  <Link to={orderPath(order.number)}>
                    <bdi>{order.number}</bdi>
                  </Link>
                </th>
                <td data-label={t("orders.placed")}>{formatMoment(order.createdAt, i18n.language)}</td>
                <td data-label={t("orders.delivery")}>
                  {formatDay(order.deliveryDate, i18n.language)} · {t(`slots.${order.deliverySlot}`)}
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
          page={page}
          pageCount={pageCount(totalCount, ORDERS_PAGE_SIZE)}
          hrefFor={(n) => (n === 1 ? "/pages/orders" : `/pages/orders?page=${n}`)}
          labels={paginationLabels}
        />
      </>
    );
  }
  return (
    <AccountLayout>
      <h1 className="account-title">{t("orders.title")}</h1>
      {body}
    </AccountLayout>
  );
}
