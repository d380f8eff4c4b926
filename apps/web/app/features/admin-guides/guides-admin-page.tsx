import type { AdminGuide } from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormAlert } from "../../ui/form-alert";
import { AdminShell, StaffContent } from "../admin";
import { useStaffAction } from "../admin-catalogue";
import { GuideEditor } from "./guide-editor";
import { deleteGuide, publishGuide } from "./guides-admin-api";
import type { GuidesAdminData } from "./guides-admin-data.server";
import "../../styles/admin-catalogue.css";
import "../../styles/guides.css";

type Action = ReturnType<typeof useStaffAction>;
type Language = "en" | "fr" | "ar";

function GuideRow({ guide, action, onEdit }: { guide: AdminGuide; action: Action; onEdit(): void }) {
  const { t, i18n } = useTranslation();
  const title = guide.title[i18n.language as Language] || guide.title.en;
  const published = guide.status === "published";
  const toggle = () =>
    action.run(
      () => publishGuide(guide.id, !published),
      t(published ? "admin.guides.unpublished" : "admin.guides.published", { title }),
    );
  const remove = () => {
    if (window.confirm(t("admin.guides.confirmDelete", { title })))
      void action.run(() => deleteGuide(guide.id), t("admin.guides.deleted", { title }));
  };
  return (
    <li className="category-row">
      <div className="category-row__line">
        <span className="category-row__name">
          <bdi>{title}</bdi>
          <bdi className="muted" dir="ltr">
            /pages/guides/{guide.slug}
          </bdi>
        </span>
        <span className={`badge ${published ? "badge--ok" : "badge--warn"}`}>
          {t(published ? "admin.guides.statusPublished" : "admin.guides.statusDraft")}
        </span>
        <span className="category-row__buttons">
          <button type="button" className="button button--outline" onClick={onEdit}>
            {t("admin.catalogue.edit")}
            <span className="sr-only"> {title}</span>
          </button>
          <button type="button" className="button button--outline" disabled={action.busy} onClick={() => void toggle()}>
            {t(published ? "admin.guides.unpublish" : "admin.guides.publish")}
            <span className="sr-only"> {title}</span>
          </button>
          {published && (
            <Link className="button button--outline" to={`/pages/guides/${guide.slug}`}>
              {t("admin.guides.view")}
              <span className="sr-only"> {title}</span>
            </Link>
          )}
          <button type="button" className="button button--outline" disabled={action.busy} onClick={remove}>
            {t("admin.catalogue.delete")}
            <span className="sr-only"> {title}</span>
          </button>
        </span>
      </div>
    </li>
  );
}

function GuidesAdmin({ guides }: { guides: AdminGuide[] }) {
  const { t } = useTranslation();
  const action = useStaffAction();
  // The guide being edited (by id, so a saved change shows its fresh copy), "new", or none.
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const current = typeof editing === "number" ? (guides.find((g) => g.id === editing) ?? null) : null;
  return (
    <div className="admin-catalogue">
      <h1>{t("admin.guides.title")}</h1>
      <p className="muted">{t("admin.guides.intro")}</p>
      <FormAlert message={action.failure} />
      {guides.length ? (
        <ul className="category-tree" aria-busy={action.busy || undefined}>
          {guides.map((guide) => (
            <GuideRow key={guide.id} guide={guide} action={action} onEdit={() => setEditing(guide.id)} />
          ))}
        </ul>
      ) : (
        <p className="muted">{t("admin.guides.none")}</p>
      )}
      {editing === null ? (
        <button type="button" className="button button--primary" onClick={() => setEditing("new")}>
          {t("admin.guides.add")}
        </button>
      ) : (
        <GuideEditor
          key={editing}
          guide={current}
          action={action}
          onSaved={(saved) => setEditing(saved.id)}
          onCancel={() => setEditing(null)}
        />
      )}
    </div>
  );
}

/** /admin/guides: the care guides with their status; write, preview, publish or delete one (catalogue area). */
export function AdminGuidesPage({ data }: { data: GuidesAdminData }) {
  const { t } = useTranslation();
  return (
    <AdminShell crumbs={[{ label: t("admin.guides.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.guides.title")}>
        {({ guides }) => <GuidesAdmin guides={guides} />}
      </StaffContent>
    </AdminShell>
  );
}
