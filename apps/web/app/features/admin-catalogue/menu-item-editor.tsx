import type { AdminMenuItem, AdminMenuType } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/text-field";
import { SelectField } from "../checkout";
import type { MenuPath } from "./menu-tree";
import { TranslatedFields } from "./translated-fields";

const TYPES: readonly AdminMenuType[] = ["link", "sub", "extLink"];

/** The fields of one menu item: title per language, type, path or URL, new tab, mega-menu, badge. */
export function MenuItemFields({
  item,
  path,
  invalid,
  onChange,
}: {
  item: AdminMenuItem;
  path: MenuPath;
  invalid: (field: string) => boolean;
  onChange(patch: Partial<AdminMenuItem>): void;
}) {
  const { t } = useTranslation();
  const isTop = path.length === 1;
  return (
    <div className="menu-item__fields">
      <TranslatedFields
        legend={t("admin.menus.itemTitle")}
        value={item.title}
        onChange={(title) => onChange({ title })}
        maxLength={60}
        error={invalid("title.en") ? t("admin.catalogue.required") : undefined}
      />
      <SelectField
        label={t("admin.menus.type")}
        value={item.type}
        onChange={(event) => onChange({ type: event.currentTarget.value as AdminMenuType })}
      >
        {TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`admin.menus.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={item.type === "extLink" ? t("admin.menus.url") : t("admin.menus.path")}
        hint={item.type === "extLink" ? t("admin.menus.urlHint") : t("admin.menus.pathHint")}
        dir="ltr"
        value={item.path ?? ""}
        maxLength={500}
        required={item.type !== "sub"}
        error={invalid("path") ? t("admin.menus.pathInvalid") : undefined}
        onChange={(event) => onChange({ path: event.currentTarget.value || null })}
      />
      {item.type === "extLink" && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={item.newTab}
            onChange={(e) => onChange({ newTab: e.currentTarget.checked })}
          />
          {t("admin.menus.newTab")}
        </label>
      )}
      {isTop && item.type === "sub" && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={item.megaMenu}
            onChange={(e) => onChange({ megaMenu: e.currentTarget.checked })}
          />
          {t("admin.menus.megaMenu")}
        </label>
      )}
      <TextField
        label={t("admin.menus.badge")}
        hint={t("admin.menus.badgeHint")}
        value={item.badgeText ?? ""}
        maxLength={20}
        error={invalid("badgeText") ? t("admin.menus.badgeInvalid") : undefined}
        onChange={(event) => onChange({ badgeText: event.currentTarget.value || null })}
      />
    </div>
  );
}
