import type { MenuItem } from "@shop/shared";
import ChevronLeft from "lucide-react/icons/chevron-left";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useDismiss } from "../../ui/use-dismiss";
import type { MenuDrawer } from "./menu-drawer";
import { MenuEntry } from "./menu-entry";
import { type OpenPath, parentOf, toggle } from "./menu-state";
import { MENU_PANEL_ID } from "./menu-toggle";

const DESKTOP_HOVER = "(hover: hover) and (min-width: 992px)";

/** SPEC 2 main menu: sub-menus, mega-menus, badges, external links and a Back control on small screens. */
export function MainMenu({ items, drawer }: { items: MenuItem[]; drawer: MenuDrawer }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [openPath, setOpenPath] = useState<OpenPath>(null);
  const [seenKey, setSeenKey] = useState(location.key);
  const nav = useRef<HTMLElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);

  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpenPath(null);
  }

  useEffect(() => {
    if (drawer.open) backButton.current?.focus();
    else setOpenPath(null);
  }, [drawer.open]);

  const dismissSubMenu = useCallback(() => setOpenPath(null), []);
  useDismiss(nav, openPath !== null && !drawer.open, dismissSubMenu);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    if (openPath !== null) {
      event.stopPropagation();
      setOpenPath(parentOf(openPath));
      nav.current?.querySelector<HTMLButtonElement>(`[aria-controls="menu-${openPath}"]`)?.focus();
    } else if (drawer.open) {
      event.stopPropagation();
      drawer.close();
    }
  };

  const onHover = (id: string | null) => {
    if (window.matchMedia(DESKTOP_HOVER).matches) setOpenPath(id);
  };

  // With a hover-capable pointer the panel is already open under the mouse: a click keeps it open.
  const onToggle = (id: string, byPointer: boolean) => {
    const keepOpen = byPointer && !id.includes(".") && window.matchMedia(DESKTOP_HOVER).matches;
    setOpenPath((current) => (keepOpen ? id : toggle(current, id)));
  };

  return (
    <nav className="main-menu" aria-label={t("menu.label")} ref={nav} onKeyDown={onKeyDown}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a pointer convenience; Back and Escape close too */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div className="main-menu__backdrop" data-open={drawer.open} onClick={drawer.close} />
      <div id={MENU_PANEL_ID} className="main-menu__panel" data-open={drawer.open}>
        <button ref={backButton} type="button" className="main-menu__back" onClick={drawer.close}>
          <ChevronLeft className="flip-rtl" aria-hidden="true" size={18} />
          {t("menu.back")}
        </button>
        <ul className="main-menu__list">
          {items.map((item, index) => (
            <MenuEntry
              key={`${item.title}|${item.path ?? ""}`}
              item={item}
              id={String(index)}
              openPath={openPath}
              onToggle={onToggle}
              onHover={onHover}
            />
          ))}
        </ul>
      </div>
    </nav>
  );
}
