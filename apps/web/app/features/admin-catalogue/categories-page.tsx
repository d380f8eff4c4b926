import type { AdminCategory } from "@shop/shared";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../ui/form-alert";
import { AdminShell, StaffContent } from "../admin";
import { SelectField } from "../checkout";
import { createCategory, deleteCategory, moveCategory } from "./catalogue-api";
import type { CategoriesPageData } from "./catalogue-data.server";
import { CategoryEditor } from "./category-editor";
import { type CategoryLine, categoryLines } from "./category-tree";
import { type Translated, TranslatedFields, translatedPayload } from "./translated-fields";
import { useStaffAction } from "./use-staff-action";
import "../../styles/admin-catalogue.css";

type Action = ReturnType<typeof useStaffAction>;

function AddCategory({ all, action }: { all: AdminCategory[]; action: Action }) {
  const { t } = useTranslation();
  const [name, setName] = useState<Translated>({ en: "" });
  const [parent, setParent] = useState("");
  const parents = categoryLines(all).filter((line) => line.depth < 2);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { name: translatedPayload(name), parentId: parent ? Number(parent) : null };
    if (await action.run(() => createCategory(input), t("admin.categories.added", { name: input.name.en }))) {
      setName({ en: "" });
    }
  }

  return (
    <form className="admin-panel category-add" onSubmit={add}>
      <h2>{t("admin.categories.add")}</h2>
      <TranslatedFields legend={t("admin.categories.name")} value={name} onChange={setName} maxLength={100} />
      <SelectField
        label={t("admin.categories.parent")}
        value={parent}
        onChange={(e) => setParent(e.currentTarget.value)}
      >
        <option value="">{t("admin.categories.topLevel")}</option>
        {parents.map(({ category, depth }) => (
          <option key={category.id} value={category.id}>
            {`${"— ".repeat(depth)}${category.name.en}`}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="button button--primary" disabled={action.busy}>
        {t("admin.categories.addButton")}
      </button>
    </form>
  );
}

function CategoryRow({ line, all, action }: { line: CategoryLine; all: AdminCategory[]; action: Action }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { category, depth, index, siblings } = line;
  const name = category.name[i18n.language as "en" | "fr" | "ar"] ?? category.name.en;
  const move = (by: -1 | 1) =>
    action.run(
      () => moveCategory({ id: category.id, parentId: category.parentId, position: index + by }),
      t("admin.categories.moved", { name }),
    );
  const remove = () => {
    if (window.confirm(t("admin.categories.confirmDelete", { name })))
      void action.run(() => deleteCategory(category.id), t("admin.categories.deleted", { name }));
  };
  return (
    <li className="category-row" style={{ "--depth": depth } as React.CSSProperties}>
      <div className="category-row__line">
        <span className="category-row__name">
          <bdi>{name}</bdi>
          <bdi className="muted" dir="ltr">
            /{category.slug}
          </bdi>
        </span>
        <span className="badge">{t("admin.categories.products", { count: category.productCount })}</span>
        {category.hidden && <span className="badge badge--warn">{t("admin.categories.hiddenBadge")}</span>}
        <span className="category-row__buttons">
          <button
            type="button"
            className="button button--icon"
            disabled={index === 0 || action.busy}
            onClick={() => void move(-1)}
            aria-label={t("admin.catalogue.moveUp", { name })}
          >
            <ArrowUp aria-hidden="true" size={18} />
          </button>
          <button
            type="button"
            className="button button--icon"
            disabled={index === siblings - 1 || action.busy}
            onClick={() => void move(1)}
            aria-label={t("admin.catalogue.moveDown", { name })}
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
            <span className="sr-only"> {name}</span>
          </button>
          <button type="button" className="button button--outline" disabled={action.busy} onClick={remove}>
            {t("admin.catalogue.delete")}
            <span className="sr-only"> {name}</span>
          </button>
        </span>
      </div>
      {editing && <CategoryEditor category={category} all={all} action={action} onDone={() => setEditing(false)} />}
    </li>
  );
}

/** /admin/categories: the category tree with add, rename in three languages, reorder, move under, hide, delete. */
export function AdminCategoriesPage({ data }: { data: CategoriesPageData }) {
  const { t } = useTranslation();
  const action = useStaffAction();
  return (
    <AdminShell crumbs={[{ label: t("admin.categories.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.categories.title")}>
        {({ categories }) => (
          <div className="admin-catalogue">
            <h1>{t("admin.categories.title")}</h1>
            <p className="muted">{t("admin.categories.intro")}</p>
            <FormAlert message={action.failure} />
            <ul className="category-tree" aria-busy={action.busy || undefined}>
              {categoryLines(categories).map((line) => (
                <CategoryRow key={line.category.id} line={line} all={categories} action={action} />
              ))}
            </ul>
            <AddCategory all={categories} action={action} />
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
