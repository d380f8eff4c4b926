import ClipboardList from "lucide-react/icons/clipboard-list";
import Heart from "lucide-react/icons/heart";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import MapPin from "lucide-react/icons/map-pin";
import Package from "lucide-react/icons/package";
import UserRound from "lucide-react/icons/user-round";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useSessionGuard } from "./guard";
import { useLogout } from "./logout";

/** The account area's pages; "nested" links stay current on the pages below them (an order of the history). */
const links = [
  { to: "/pages/dashboard", key: "account.dashboard", Icon: LayoutDashboard, nested: false },
  { to: "/pages/profile", key: "profile.title", Icon: UserRound, nested: false },
  { to: "/pages/orders", key: "orders.title", Icon: ClipboardList, nested: true },
  { to: "/pages/addresses", key: "addresses.title", Icon: MapPin, nested: false },
  { to: "/pages/wishlist", key: "dashboard.wishlist.title", Icon: Heart, nested: false },
  { to: "/shop/trackorder", key: "account.trackOrder", Icon: Package, nested: false },
] as const;

/** The guarded account area: its navigation beside the page; a session that ends sends the shopper to login. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const logout = useLogout();
  useSessionGuard();
  return (
    <div className="container page account">
      <nav className="account-nav" aria-label={t("dashboard.nav")}>
        <ul>
          {links.map(({ to, key, Icon, nested }) => (
            <li key={to}>
              <NavLink to={to} end={!nested} className="account-nav__link">
                <Icon aria-hidden="true" size={20} />
                {t(key)}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className="account-nav__link" onClick={() => void logout()}>
              <LogOut aria-hidden="true" size={20} />
              {t("account.logout")}
            </button>
          </li>
        </ul>
      </nav>
      <div className="account__main">{children}</div>
    </div>
  );
}

/** The guarded pages' loading state while the browser checks the session (the server cannot). */
export function AccountLoading() {
  const { t } = useTranslation();
  return (
    <div className="container page account-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{t("dashboard.loading")}</p>
    </div>
  );
}
