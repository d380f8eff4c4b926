import type { AdminLook } from "@shop/shared";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import { type ChangeEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../ui/form-alert";
import { AdminShell, StaffContent } from "../admin";
import { useStaffAction } from "../admin-catalogue";
import { LookEditor } from "./look-editor";
import { deleteLook, moveLook, publishLook, uploadLook } from "./lookbook-admin-api";
import type { LookbookAdminData } from "./lookbook-admin-data.server";
import "../../styles/admin-catalogue.css";
import "../../styles/lookbook.css";

type Action = ReturnType<typeof useStaffAction>;
type Language = "en" | "fr" | "ar";

function LookRow({ look, index, count, action }: { look: AdminLook; index: number; count: number; action: Action }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const title = look.title[i18n.language as Language] || look.title.en;
  const published = look.status === "published";
  const remove = () => {
    if (window.confirm(t("admin.lookbook.confirmDelete", { title })))
      void action.run(() => deleteLook(look.id), t("admin.lookbook.deleted", { title }));
  };
  return (
    <li className="category-row">
      <div className="category-row__line">
        <img className="look-row__thumb" src={look.image.src} alt="" width={80} height={60} />
        <span className="category-row__name">
          <bdi>{title}</bdi>
          <span className="muted">{t("admin.lookbook.spots", { n: look.hotspots.length })}</span>
        </span>
        <span className={`badge ${published ? "badge--ok" : "badge--warn"}`}>
          {t(published ? "admin.guides.statusPublished" : "admin.guides.statusDraft")}
        </span>
        <span className="category-row__buttons">
          <button
            type="button"
            className="button button--icon"
            disabled={index === 0 || action.busy}
            onClick={() => void action.run(() => moveLook(look.id, index - 1), t("admin.lookbook.moved", { title }))}
            aria-label={t("admin.catalogue.moveUp", { name: title })}
          >
            <ArrowUp aria-hidden="true" size={18} />
          </button>
          <button
            type="button"
            className="button button--icon"
            disabled={index === count - 1 || action.busy}
            onClick={() => void action.run(() => moveLook(look.id, index + 1), t("admin.lookbook.moved", { title }))}
            aria-label={t("admin.catalogue.moveDown", { name: title })}
          >
            <ArrowDown aria-hidden="true" size={18} />
          </button>
          <button
            type="button"
            className="button button--outline"
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
          >
            {t("admin.catalogue.edit")}
            <span className="sr-only"> {title}</span>
          </button>
          <button
            type="button"
            className="button button--outline"
            disabled={action.busy}
            onClick={() =>
              void action.run(
                () => publishLook(look.id, !published),
                t(published ? "admin.guides.unpublished" : "admin.guides.published", { title }),
              )
            }
          >
            {t(published ? "admin.guides.unpublish" : "admin.guides.publish")}
            <span className="sr-only"> {title}</span>
          </button>
          <button type="button" className="button button--outline" disabled={action.busy} onClick={remove}>
            {t("admin.catalogue.delete")}
            <span className="sr-only"> {title}</span>
          </button>
        </span>
      </div>
      {editing && <LookEditor look={look} action={action} />}
    </li>
  );
}

function Looks({ looks }: { looks: AdminLook[] }) {
  const { t } = useTranslation();
  const action = useStaffAction();
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (file) void action.run(() => uploadLook(file), t("admin.lookbook.uploaded"));
  };
  return (
    <div className="admin-catalogue">
      <h1>{t("admin.lookbook.title")}</h1>
      <p className="muted">{t("admin.lookbook.intro")}</p>
      <FormAlert message={action.failure} />
      {looks.length ? (
        <ul className="category-tree" aria-busy={action.busy || undefined}>
          {looks.map((look, index) => (
            <LookRow key={look.id} look={look} index={index} count={looks.length} action={action} />
          ))}
        </ul>
      ) : (
        <p className="muted">{t("admin.lookbook.none")}</p>
      )}
      <label className="button button--primary look-upload">
        {t("admin.lookbook.upload")}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="sr-only"
          onChange={upload}
          disabled={action.busy}
        />
      </label>
    </div>
  );
}

/** /admin/lookbook: upload a look's photo, place hotspots on products, reorder, publish (catalogue area). */
export function AdminLookbookPage({ data }: { data: LookbookAdminData }) {
  const { t } = useTranslation();
  return (
    <AdminShell crumbs={[{ label: t("admin.lookbook.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.lookbook.title")}>
        {({ looks }) => <Looks looks={looks} />}
      </StaffContent>
    </AdminShell>
  );
}
