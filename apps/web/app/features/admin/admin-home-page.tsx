import { backOfficeAreasOf } from "@shop/shared/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminDashboard } from "./admin-dashboard";
import type { AdminHomeData } from "./admin-home-data.server";
import { adminNavLinks } from "./admin-nav-links";
import { AdminShell, StaffContent } from "./admin-shell";

/** One area of the role: its pages, or a note when none is built yet (HR's staff accounts, the audit log). */
function AreaCard({ area }: { area: string }) {
  const { t } = useTranslation();
  const pages = adminNavLinks.filter((link) => link.area === area && link.to !== "/admin");
  return (
    <li className="admin-area">
      <h2 className="admin-area__title">{t(`admin.areas.${area}`)}</h2>
      {pages.length > 0 ? (
        <ul className="admin-area__links">
          {pages.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="button button--outline">
                {t(page.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("admin.home.notYet")}</p>
      )}
    </li>
  );
}

/** /admin: the back office's landing page: the dashboard (for roles with it), then the areas the role may use. */
export function AdminHomePage({ data }: { data: AdminHomeData }) {
  const { t } = useTranslation();
  return (
    <AdminShell crumbs={[]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.failed")}>
        {({ role, name, dashboard }) => (
          <div className="admin-home">
            <h1>{t("admin.title")}</h1>
            {name.trim() && <p>{t("admin.home.hello", { name })}</p>}
            {dashboard && <AdminDashboard dashboard={dashboard} />}
            <ul className="admin-areas">
              {backOfficeAreasOf(role)
                .filter((area) => area !== "dashboard")
                .map((area) => (
                  <AreaCard key={area} area={area} />
                ))}
            </ul>
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
