import type { MenuItem } from "@shop/shared";
import ChevronDown from "lucide-react/icons/chevron-down";
import { useTranslation } from "react-i18next";
import { MegaPanel } from "./mega-panel";
import { Badge, MenuLink } from "./menu-link";
import { isOpen, type OpenPath } from "./menu-state";

interface EntryProps {
  item: MenuItem;
  id: string;
  openPath: OpenPath;
  /** `byPointer`: a mouse click (rather than the keyboard). */
  onToggle(id: string, byPointer: boolean): void;
  /** Desktop hover opens top-level entries. */
  onHover?(id: string | null): void;
}

export function MenuEntry({ item, id, openPath, onToggle, onHover }: EntryProps) {
  const { t } = useTranslation();
  if (item.type !== "sub") {
    return (
      <li className="menu-item">
        <MenuLink item={item} />
      </li>
    );
  }
  const open = isOpen(openPath, id);
  const hover = onHover && {
    onMouseEnter: () => onHover(id),
    onMouseLeave: () => onHover(null),
  };
  return (
    <li className={`menu-item menu-item--sub${item.megaMenu ? " menu-item--mega" : ""}`} {...hover}>
      <button
        type="button"
        className="menu-link menu-toggle"
        aria-expanded={open}
        aria-controls={`menu-${id}`}
        onClick={(event) => onToggle(id, event.detail > 0)}
      >
        {item.title}
        <Badge item={item} />
        <ChevronDown className="menu-toggle__chevron" aria-hidden="true" size={16} />
      </button>
      {item.megaMenu ? (
        <MegaPanel item={item} id={id} open={open} />
      ) : (
        <ul id={`menu-${id}`} className="sub-menu" hidden={!open}>
          {item.path && (
            <li className="menu-item">
              <MenuLink
                item={{ ...item, type: "link", badge: false, title: t("menu.viewAll", { title: item.title }) }}
              />
            </li>
          )}
          {(item.children ?? []).map((child, index) => (
            <MenuEntry
              key={`${child.title}|${child.path ?? ""}`}
              item={child}
              id={`${id}.${index}`}
              openPath={openPath}
              onToggle={onToggle}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
