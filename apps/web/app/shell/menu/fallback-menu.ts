import type { MenuItem } from "@shop/shared";

type Translate = (key: string) => string;

const link = (title: string, path: string): MenuItem => ({
  title,
  type: "link",
  path,
  active: false,
  megaMenu: false,
  badge: false,
});

/** DESIGN: when the menu cannot be loaded, a small built-in menu is shown instead (silently, SPEC 8). */
export function fallbackMenu(t: Translate, landscapingUrl?: string): MenuItem[] {
  const items: MenuItem[] = [
    link(t("menu.home"), "/"),
    link(t("menu.shop"), "/shop/collection/left/sidebar"),
    link(t("menu.guides"), "/pages/guides"),
    {
      title: t("menu.about"),
      type: "sub",
      active: false,
      megaMenu: false,
      badge: false,
      children: [
        link(t("menu.aboutUs"), "/pages/aboutus"),
        link(t("menu.delivery"), "/pages/delivery"),
        link(t("menu.refund"), "/pages/refund"),
        link(t("menu.faq"), "/pages/faq"),
      ],
    },
    link(t("menu.contact"), "/pages/contact"),
  ];
  if (landscapingUrl) {
    items.push({ ...link(t("menu.landscaping"), landscapingUrl), type: "extTabLink" });
  }
  return items;
}

/** The API menu when it loaded and has items, otherwise the built-in one. */
export function menuOrFallback(
  items: MenuItem[] | null | undefined,
  t: Translate,
  landscapingUrl?: string,
): MenuItem[] {
  return items && items.length > 0 ? items : fallbackMenu(t, landscapingUrl);
}
