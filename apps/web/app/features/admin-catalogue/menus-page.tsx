import { type AdminMenuItem, MAX_MENU_DEPTH } from "@shop/shared";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../ui/form-alert";
import { AdminShell, StaffContent } from "../admin";
import { saveMenu } from "./catalogue-api";
import type { MenusPageData } from "./catalogue-data.server";
import { MenuItemFields } from "./menu-item-editor";
import { addChild, fieldOf, type MenuPath, moveItem, removeItem, updateItem } from "./menu-tree";
import { useStaffAction } from "./use-staff-action";
import "../../styles/admin-catalogue.css";

interface TreeProps {
  items: AdminMenuItem[];
  parent: MenuPath;
  errors: string[];
  edit(change: (items: AdminMenuItem[]) => AdminMenuItem[]): void;
}

function MenuItemRow({
  item,
  path,
  siblings,
  errors,
  edit,
}: Omit<TreeProps, "items" | "parent"> & {
  item: AdminMenuItem;
  path: MenuPath;
  siblings: number;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const field = fieldOf(path);
  const invalid = (name: string) => errors.includes(`${field}.${name}`);
  const hasError = errors.some((e) => e === field || e.startsWith(`${field}.`));
  const index = path[path.length - 1]!;
  const name = item.title[i18n.language as "en" | "fr" | "ar"] || item.title.en || t("admin.menus.untitled");
  return (
    <li className={`menu-item${hasError ? " menu-item--invalid" : ""}`}>
      <div className="menu-item__head">
        <bdi className="menu-item__title">{name}</bdi>
        {item.badgeText && <span className="badge">{item.badgeText}</span>}
        <span className="menu-item__buttons">
          <button
            type="button"
            className="button button--icon"
            disabled={index === 0}
            aria-label={t("admin.catalogue.moveUp", { name })}
            onClick={() => edit((items) => moveItem(items, path, -1))}
          >
            <ArrowUp aria-hidden="true" size={18} />
          </button>
          <button
            type="button"
            className="button button--icon"
            disabled={index === siblings - 1}
            aria-label={t("admin.catalogue.moveDown", { name })}
            onClick={() => edit((items) => moveItem(items, path, 1))}
          >
            <ArrowDown aria-hidden="true" size={18} />
          </button>
          <button
            type="button"
            className="button button--outline"
            aria-expanded={open || hasError}
            onClick={() => setOpen(!open)}
          >
            {t("admin.catalogue.edit")}
            <span className="sr-only"> {name}</span>
          </button>
          {path.length < MAX_MENU_DEPTH && (
            <button
              type="button"
              className="button button--outline"
              onClick={() => edit((items) => addChild(items, path))}
            >
              {t("admin.menus.addChild")}
              <span className="sr-only"> {name}</span>
            </button>
          )}
          <button
            type="button"
            className="button button--outline"
            onClick={() => edit((items) => removeItem(items, path))}
          >
            {t("admin.catalogue.delete")}
            <span className="sr-only"> {name}</span>
          </button>
        </span>
      </div>
      {(open || hasError) && (
        <MenuItemFields
          item={item}
          path={path}
          invalid={invalid}
          onChange={(patch) => edit((items) => updateItem(items, path, patch))}
        />
      )}
      {item.children.length > 0 && <MenuTree items={item.children} parent={path} errors={errors} edit={edit} />}
    </li>
  );
}

function MenuTree({ items, parent, errors, edit }: TreeProps) {
  return (
    <ul className="menu-tree">
      {items.map((item, i) => (
        // Items have no id until saved: the index is their identity while the tree is edited.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <MenuItemRow key={i} item={item} path={[...parent, i]} siblings={items.length} errors={errors} edit={edit} />
      ))}
    </ul>
  );
}

/** /admin/menus: the main menu's editor; the whole tree is saved at once and shows in the shop at once. */
export function AdminMenusPage({ data }: { data: MenusPageData }) {
  const { t } = useTranslation();
  return (
    <AdminShell crumbs={[{ label: t("admin.menus.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.menus.title")}>
        {({ items }) => <MenuEditor saved={items} />}
      </StaffContent>
    </AdminShell>
  );
}

function MenuEditor({ saved }: { saved: AdminMenuItem[] }) {
  const { t } = useTranslation();
  const action = useStaffAction();
  const [items, setItems] = useState(saved);
  const [changed, setChanged] = useState(false);
  const edit = (change: (items: AdminMenuItem[]) => AdminMenuItem[]) => {
    setItems(change);
    setChanged(true);
  };
  async function save() {
    if (await action.run(() => saveMenu(items), t("admin.menus.saved"))) setChanged(false);
  }
  return (
    <div className="admin-catalogue">
      <h1>{t("admin.menus.title")}</h1>
      <p className="muted">{t("admin.menus.intro")}</p>
      <FormAlert message={action.failure} />
      <MenuTree items={items} parent={[]} errors={action.fields} edit={edit} />
      <div className="menu-save">
        <button type="button" className="button button--outline" onClick={() => edit((list) => addChild(list, []))}>
          {t("admin.menus.addTop")}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={action.busy || !changed}
          onClick={() => void save()}
        >
          {action.busy ? t("admin.catalogue.saving") : t("admin.menus.save")}
        </button>
        {changed && (
          <button
            type="button"
            className="button button--outline"
            onClick={() => {
              setItems(saved);
              setChanged(false);
            }}
          >
            {t("admin.menus.discard")}
          </button>
        )}
      </div>
    </div>
  );
}
