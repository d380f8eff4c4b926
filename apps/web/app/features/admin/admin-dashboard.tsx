import { type DashboardResponse, formatMoney } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDayShort, LoadFailed } from "../orders";

/**
 * Today's orders and revenue, the orders to prepare per delivery slot, the lowest-stock SKUs, and the reviews and
 * contact messages waiting for staff.
 */
export function AdminDashboard({ dashboard }: { dashboard: DashboardResponse | "failed" }) {
  const { t, i18n } = useTranslation();
  if (dashboard === "failed") return <LoadFailed text={t("admin.dashboard.failed")} />;
  const number = (n: number) => n.toLocaleString(i18n.language);
  const busySlots = dashboard.toPrepare.filter((slot) => slot.confirmed + slot.preparing > 0);
  return (
    <div className="admin-dashboard">
      <section className="admin-dashboard__figures" aria-label={t("admin.dashboard.today")}>
        <div className="admin-figure">
          <p className="admin-figure__label">{t("admin.dashboard.ordersToday")}</p>
          <p className="admin-figure__value">{number(dashboard.ordersToday)}</p>
        </div>
        <div className="admin-figure">
          <p className="admin-figure__label">{t("admin.dashboard.revenueToday")}</p>
          <p className="admin-figure__value">
            <bdi>{formatMoney(dashboard.revenueToday)}</bdi>
          </p>
        </div>
      </section>
      <section className="admin-dashboard__panel" aria-labelledby="dashboard-prepare">
        <h2 id="dashboard-prepare">{t("admin.dashboard.toPrepare")}</h2>
        {busySlots.length === 0 ? (
          <p className="muted">{t("admin.dashboard.nothingToPrepare")}</p>
        ) : (
          <table className="orders-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.dashboard.slot")}</th>
                <th scope="col">{t("admin.dashboard.confirmed")}</th>
                <th scope="col">{t("admin.dashboard.preparing")}</th>
              </tr>
            </thead>
            <tbody>
              {busySlots.map((slot) => (
                <tr key={`${slot.date}-${slot.slot}`}>
                  <th scope="row" data-label={t("admin.dashboard.slot")}>
                    {formatDayShort(slot.date, i18n.language)} · {t(`slots.${slot.slot}`)}
                  </th>
                  <td data-label={t("admin.dashboard.confirmed")}>{number(slot.confirmed)}</td>
                  <td data-label={t("admin.dashboard.preparing")}>{number(slot.preparing)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Link to="/admin/orders">{t("admin.dashboard.allOrders")}</Link>
      </section>
      <section className="admin-dashboard__panel" aria-labelledby="dashboard-low">
        <h2 id="dashboard-low">{t("admin.dashboard.lowStock", { count: dashboard.lowStockCount })}</h2>
        {dashboard.lowStock.length === 0 ? (
          <p className="muted">{t("admin.dashboard.noneLow")}</p>
        ) : (
          <ul className="admin-dashboard__low">
            {dashboard.lowStock.map((sku) => (
              <li key={sku.skuId}>
                <Link to={`/admin/stock?code=${encodeURIComponent(sku.code)}`}>
                  <bdi>{sku.productName}</bdi> <bdi className="muted">{sku.code}</bdi>
                </Link>
                <span className="badge badge--warn">{number(sku.stock)}</span>
              </li>
            ))}
          </ul>
        )}
        <Link to="/admin/stock">{t("admin.dashboard.stockPage")}</Link>
      </section>
      <section className="admin-dashboard__panel" aria-labelledby="dashboard-waiting">
        <h2 id="dashboard-waiting">{t("admin.dashboard.waiting")}</h2>
        <ul className="admin-dashboard__low">
          <li>
            <Link to="/admin/reviews">{t("admin.dashboard.reviewsWaiting")}</Link>
            <span className={dashboard.reviewsWaiting > 0 ? "badge badge--warn" : "badge"}>
              {number(dashboard.reviewsWaiting)}
            </span>
          </li>
          <li>
            <Link to="/admin/messages">{t("admin.dashboard.messagesNew")}</Link>
            <span className={dashboard.messagesNew > 0 ? "badge badge--warn" : "badge"}>
              {number(dashboard.messagesNew)}
            </span>
          </li>
        </ul>
      </section>
    </div>
  );
}
