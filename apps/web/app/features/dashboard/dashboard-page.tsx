import { type Address, formatMoney } from "@shop/shared";
import Heart from "lucide-react/icons/heart";
import MapPin from "lucide-react/icons/map-pin";
import Package from "lucide-react/icons/package";
import UserRound from "lucide-react/icons/user-round";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AccountLayout, formatMobile, useAccountUser, VerificationBadge, VerificationBanner } from "../account";
import { AddressDetails, AddressTitle, shownAddress } from "../addresses";
import type { OrderPage } from "../orders";
import { statusKey, statusTone } from "../orders";
import { type DashboardData, type Part, useDashboardParts } from "./dashboard-data";
import { formatShortDate, shopDay } from "./dashboard-format";

function Card({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="dashboard-card" aria-labelledby={id}>
      <h2 id={id}>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function PartLoading() {
  const { t } = useTranslation();
  return (
    <p className="empty-note dashboard-card__loading" role="status">
      <span className="spinner spinner--tiny" aria-hidden="true" />
      {t("dashboard.loadingPart")}
    </p>
  );
}

const orderPath = (number: string) => `/pages/orders/${encodeURIComponent(number)}`;

/** The three most recent orders (number, date, status, total), or the empty state. */
function RecentOrders({ part }: { part: Part<OrderPage> }) {
  const { t, i18n } = useTranslation();
  if (part.state === "loading") return <PartLoading />;
  if (part.state === "ready" && part.value.totalCount === 0) {
    return (
      <>
        <p className="empty-note">{t("dashboard.orders.empty")}</p>
        <Link className="button button--primary button--small" to="/shop/collection/left/sidebar">
          {t("dashboard.orders.shop")}
        </Link>
      </>
    );
  }
  return (
    <>
      {part.state === "failed" ? (
        <p className="empty-note">{t("dashboard.orders.failed")}</p>
      ) : (
        <ul className="recent-orders">
          {part.value.orders.map((order) => (
            <li key={order.orderId} className="recent-order">
              <Link className="recent-order__number" to={orderPath(order.number)}>
                <bdi>{order.number}</bdi>
              </Link>
              <time className="recent-order__date" dateTime={shopDay(order.createdAt)}>
                {formatShortDate(order.createdAt, i18n.language)}
              </time>
              <span className={`order-pill order-pill--${statusTone(order.status)}`}>{t(statusKey(order.status))}</span>
              <bdi className="recent-order__total">{formatMoney(order.total)}</bdi>
            </li>
          ))}
        </ul>
      )}
      <Link to="/pages/orders">{t("dashboard.orders.viewAll")}</Link>
    </>
  );
}

/** The default address (else the first) and how many are saved, or the empty state. */
function AddressSummary({ part }: { part: Part<Address[]> }) {
  const { t } = useTranslation();
  if (part.state === "loading") return <PartLoading />;
  const shown = part.state === "ready" ? shownAddress(part.value) : null;
  if (part.state === "ready" && !shown) {
    return (
      <>
        <p className="empty-note">{t("dashboard.addresses.empty")}</p>
        <Link className="button button--primary button--small" to="/pages/addresses#new">
          {t("dashboard.addresses.add")}
        </Link>
      </>
    );
  }
  return (
    <>
      {part.state === "failed" || !shown ? (
        <p className="empty-note">{t("dashboard.addresses.failed")}</p>
      ) : (
        <>
          <p className="dashboard-card__stat">{t("dashboard.addresses.count", { count: part.value.length })}</p>
          <div className="dashboard-address">
            <p className="dashboard-address__title">
              <AddressTitle address={shown} />
            </p>
            <AddressDetails address={shown} brief />
          </div>
        </>
      )}
      <Link to="/pages/addresses">{t("dashboard.addresses.manage")}</Link>
    </>
  );
}

/** /pages/dashboard: greeting, e-mail verification, recent orders, addresses, wish list and account details. */
export function DashboardPage({ data }: { data: DashboardData }) {
  const { t } = useTranslation();
  const user = useAccountUser(data.user);
  const parts = useDashboardParts();
  return (
    <AccountLayout>
      <header className="page-header">
        <h1>{user.name.trim() ? t("dashboard.hello", { name: user.name }) : t("account.dashboard")}</h1>
        <p className="page-header__lead">{t("dashboard.lead")}</p>
      </header>
      <VerificationBanner user={user} />
      <div className="dashboard-grid">
        <Card id="dash-orders" title={t("dashboard.orders.title")} icon={<Package aria-hidden="true" size={22} />}>
          <RecentOrders part={parts.orders} />
        </Card>
        <Card id="dash-addresses" title={t("dashboard.addresses.title")} icon={<MapPin aria-hidden="true" size={22} />}>
          <AddressSummary part={parts.addresses} />
        </Card>
        <Card id="dash-wishlist" title={t("dashboard.wishlist.title")} icon={<Heart aria-hidden="true" size={22} />}>
          {data.wishlistCount === null ? (
            <p className="empty-note">{t("dashboard.wishlist.failed")}</p>
          ) : (
            <p className="dashboard-card__stat">{t("dashboard.wishlist.count", { count: data.wishlistCount })}</p>
          )}
          <Link to="/pages/wishlist">{t("dashboard.wishlist.view")}</Link>
        </Card>
        <Card id="dash-details" title={t("dashboard.details.title")} icon={<UserRound aria-hidden="true" size={22} />}>
          <dl className="details-list">
            <dt>{t("auth.fields.name")}</dt>
            <dd>{user.name}</dd>
            <dt>{t("auth.fields.email")}</dt>
            <dd>
              <bdi>{user.email}</bdi> <VerificationBadge verified={user.emailVerified} />
            </dd>
            <dt>{t("auth.fields.mobile")}</dt>
            <dd>{user.mobile ? <bdi dir="ltr">{formatMobile(user.mobile)}</bdi> : "—"}</dd>
          </dl>
          <Link to="/pages/profile">{t("dashboard.details.edit")}</Link>
        </Card>
      </div>
    </AccountLayout>
  );
}
