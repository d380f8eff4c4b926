import type { AdminInfoPage } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminShell, StaffContent } from "../admin";
import { storefrontPath, titleKey } from "./page-paths";
import type { PagesAdminData } from "./pages-admin-data.server";
import "../../styles/admin-catalogue.css";

const badge = { published: "badge--ok", draft: "badge--warn", builtIn: "" } as const;

function PageRow({ page }: { page: AdminInfoPage }) {
  const { t } = useTranslation();
  const title = t(titleKey(page.slug));
  return (
    <li className="category-row">
      <div className="category-row__line">
        <span className="category-row__name">
          <bdi>{title}</bdi>
          <bdi className="muted" dir="ltr">
            {storefrontPath(page.slug)}
          </bdi>
        </span>
        <span className={`badge ${badge[page.state]}`}>{t(`admin.pages.state.${page.state}`)}</span>
        {page.state === "published" && page.unpublishedChanges && (
          <span className="badge badge--warn">{t("admin.pages.changesWaiting")}</span>
        )}
        <span className="category-row__buttons">
          <Link className="button button--outline" to={`/admin/pages/${page.slug}`}>
            {t("admin.catalogue.edit")}
            <span className="sr-only"> {title}</span>
          </Link>
          <Link className="button button--outline" to={storefrontPath(page.slug)}>
            {t("admin.pages.view")}
            <span className="sr-only"> {title}</span>
          </Link>
        </span>
      </div>
    </li>
  );
}

/** /admin/pages: about, delivery, refund and FAQ with their state (catalogue area). */
export function AdminPagesPage({ data }: { data: PagesAdminData }) {
  const { t } = useTranslation();
  return (
    <AdminShell crumbs={[{ label: t("admin.pages.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.pages.title")}>
        {({ pages }) => (
          <div className="admin-catalogue">
            <h1>{t("admin.pages.title")}</h1>
            <p className="muted">{t("admin.pages.intro")}</p>
            <ul className="category-tree">
              {pages.map((page) => (
                <PageRow key={page.slug} page={page} />
              ))}
            </ul>
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
