import ShieldAlert from "lucide-react/icons/shield-alert";
import ShieldX from "lucide-react/icons/shield-x";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { Breadcrumbs, type Crumb } from "../../ui/breadcrumbs";
import { useSessionGuard, useSessionUser } from "../account";
import { LoadFailed } from "../orders";
import { type StaffLoaded, staffByStoredRole } from "./admin-data";
import { adminNavLinksFor } from "./admin-nav-links";
import "../../styles/admin.css";

/** The back office's sections; each role sees only the areas the role table lets it open. */
function AdminNav() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (staffByStoredRole(user?.role) === false) return null;
  const className = ({ isActive }: { isActive: boolean }) => `admin-nav__link${isActive ? " is-active" : ""}`;
  return (
    <nav className="admin-nav" aria-label={t("admin.nav")}>
      {adminNavLinksFor(user?.role).map((link) => (
        <NavLink key={link.to} to={link.to} end={link.to === "/admin"} className={className}>
          {t(link.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}

/** The back office frame: its trail, and the guard for a session that ends while the page is open. */
export function AdminShell({ crumbs, children }: { crumbs: Crumb[]; children: ReactNode }) {
  const { t } = useTranslation();
  useSessionGuard();
  return (
    <div className="container page admin-page">
      <Breadcrumbs
        items={[{ label: t("breadcrumbs.home"), to: "/" }, { label: t("admin.title") }, ...crumbs]}
        label={t("breadcrumbs.label")}
      />
      <AdminNav />
      {children}
    </div>
  );
}

/** A logged-in shopper who is not staff (FORBIDDEN). */
export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <div className="empty-state not-allowed">
      <ShieldX aria-hidden="true" size={48} />
      <h1>{t("admin.forbidden.title")}</h1>
      <p>{t("admin.forbidden.text")}</p>
      <Link to="/" className="button button--primary">
        {t("admin.forbidden.home")}
      </Link>
    </div>
  );
}

/** An admin without two-step login while the shop requires it: set it up on the account page first. */
function TwoStepFirst() {
  const { t } = useTranslation();
  return (
    <div className="empty-state not-allowed">
      <ShieldAlert aria-hidden="true" size={48} />
      <h1>{t("admin.twoStepRequired.title")}</h1>
      <p>{t("admin.twoStepRequired.text")}</p>
      <Link to="/pages/profile" className="button button--primary">
        {t("admin.twoStepRequired.action")}
      </Link>
    </div>
  );
}

/** The page for what was loaded, or the state that stands in for it. */
export function StaffContent<T>({
  loaded,
  notFound,
  children,
}: {
  loaded: StaffLoaded<T>;
  notFound: string;
  children(value: T): ReactNode;
}) {
  const { t } = useTranslation();
  switch (loaded.state) {
    case "ok":
      return <>{children(loaded.value)}</>;
    case "forbidden":
      return <NotAllowed />;
    case "twoStepRequired":
      return <TwoStepFirst />;
    case "notFound":
      return (
        <div className="empty-state">
          <h1>{notFound}</h1>
        </div>
      );
    default:
      return <LoadFailed text={t("admin.failed")} />;
  }
}
