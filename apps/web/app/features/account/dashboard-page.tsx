import Heart from "lucide-react/icons/heart";
import MapPin from "lucide-react/icons/map-pin";
import Package from "lucide-react/icons/package";
import UserRound from "lucide-react/icons/user-round";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DashboardData } from "./account-data";
import { useAccountUser } from "./account-data";
import { AccountLayout } from "./account-layout";
import { formatMobile } from "./profile-image";
import { VerificationBadge, VerificationBanner } from "./verification-status";

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

/** /pages/dashboard: greeting, e-mail verification, recent orders, addresses, wish list and account details. */
export function DashboardPage({ data }: { data: DashboardData }) {
  const { t } = useTranslation();
  const user = useAccountUser(data.user);
  return (
    <AccountLayout>
      <header className="page-header">
        <h1>{user.name.trim() ? t("dashboard.hello", { name: user.name }) : t("account.dashboard")}</h1>
        <p className="page-header__lead">{t("dashboard.lead")}</p>
      </header>
      <VerificationBanner user={user} />
      <div className="dashboard-grid">
        <Card id="dash-orders" title={t("dashboard.orders.title")} icon={<Package aria-hidden="true" size={22} />}>
          <p className="empty-note">{t("dashboard.orders.empty")}</p>
          <Link className="button button--primary button--small" to="/shop/collection/left/sidebar">
            {t("dashboard.orders.shop")}
          </Link>
        </Card>
        <Card id="dash-addresses" title={t("dashboard.addresses.title")} icon={<MapPin aria-hidden="true" size={22} />}>
          <p className="empty-note">{t("dashboard.addresses.empty")}</p>
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
