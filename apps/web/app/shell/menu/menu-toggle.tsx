import MenuIcon from "lucide-react/icons/menu";
import { useTranslation } from "react-i18next";
import type { MenuDrawer } from "./menu-drawer";

export const MENU_PANEL_ID = "main-menu-panel";

/** The small-screen menu button (hidden on wide screens, where the menu is always shown). */
export function MenuToggle({ drawer }: { drawer: MenuDrawer }) {
  const { t } = useTranslation();
  return (
    <button
      ref={drawer.toggleButton}
      type="button"
      className="icon-button menu-toggle-button"
      aria-expanded={drawer.open}
      aria-controls={MENU_PANEL_ID}
      onClick={drawer.toggle}
    >
      <MenuIcon aria-hidden="true" size={24} />
      <span className="sr-only">{t("menu.toggle")}</span>
    </button>
  );
}
