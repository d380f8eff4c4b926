import type { MenuItem } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { mediaUrl } from "../../lib/media";
import { MenuLink } from "./menu-link";

const keyOf = (item: MenuItem) => `${item.title}|${item.path ?? ""}`;

/** A multi-column panel: sub-menu children become columns, plain links share one column. */
export function MegaPanel({ item, id, open }: { item: MenuItem; id: string; open: boolean }) {
  const { t } = useTranslation();
  const children = item.children ?? [];
  const columns = children.filter((child) => child.type === "sub");
  const links = children.filter((child) => child.type !== "sub");
  return (
    <div id={`menu-${id}`} className="mega-menu" hidden={!open}>
      {links.length > 0 && (
        <div className="mega-menu__column">
          <p className="mega-menu__title mega-menu__title--parent">{item.title}</p>
          <ul>
            {links.map((child) => (
              <li key={keyOf(child)}>
                <MenuLink item={child} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {columns.map((column) => (
        <div className="mega-menu__column" key={keyOf(column)}>
          <p className="mega-menu__title">{column.title}</p>
          <ul>
            {(column.children ?? []).map((child) => (
              <li key={keyOf(child)}>
                <MenuLink item={child} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {(item.path || item.image) && (
        <div className="mega-menu__feature">
          {item.image && (
            <img src={mediaUrl(item.image, 320)} alt="" width={320} height={320} loading="lazy" decoding="async" />
          )}
          {item.path && (
            <MenuLink item={{ ...item, type: "link", badge: false, title: t("menu.viewAll", { title: item.title }) }} />
          )}
        </div>
      )}
    </div>
  );
}
