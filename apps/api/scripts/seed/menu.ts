import { CATEGORY_TREE } from "./categories";
import type { I18n } from "./types";

export type MenuType = "sub" | "link" | "extLink" | "extTabLink";

export interface MenuDef {
  title: I18n;
  type: MenuType;
  path: string | null;
  megaMenu?: boolean;
  badgeText?: string;
  /** Top-level category slug whose tile image the item shows. */
  imageOf?: string;
  children?: MenuDef[];
}

export const SHOP_PATH = "/shop/collection/left/sidebar";
export const LANDSCAPING_URL = "https://landscaping.example.ae";
const catPath = (slug: string) => `${SHOP_PATH}?category=${slug}`;

function categoryMenu(slug: string, megaMenu: boolean, badges: Record<string, string> = {}): MenuDef {
  const cat = CATEGORY_TREE.find((c) => c.slug === slug);
  if (!cat?.children) throw new Error(`menu: ${slug} has no subcategories`);
  return {
    title: cat.name,
    type: "sub",
    path: catPath(slug),
    megaMenu,
    imageOf: slug,
    children: cat.children.map((ch) => ({
      title: ch.name,
      type: "link",
      path: catPath(ch.slug),
      badgeText: badges[ch.slug],
    })),
  };
}

function gardenCare(): MenuDef {
  const names = ["soil-fertiliser", "seeds", "tools-accessories"];
  return {
    title: { en: "Garden Care", fr: "Entretien du jardin", ar: "العناية بالحديقة" },
    type: "sub",
    path: null,
    children: names.map((slug) => {
      const cat = CATEGORY_TREE.find((c) => c.slug === slug)!;
      return { title: cat.name, type: "link", path: catPath(slug) };
    }),
  };
}

/** The storefront's main menu (SPEC 3), in display order. */
export function menuTree(): MenuDef[] {
  return [
    { title: { en: "Home", fr: "Accueil", ar: "الرئيسية" }, type: "link", path: "/" },
    categoryMenu("indoor-plants", true),
    categoryMenu("outdoor-plants", true),
    categoryMenu("pots-planters", false, { "self-watering": "new" }),
    gardenCare(),
    { title: { en: "Shop all", fr: "Tout voir", ar: "تسوّق الكل" }, type: "link", path: SHOP_PATH },
    {
      title: { en: "Care guides", fr: "Guides d'entretien", ar: "أدلة العناية" },
      type: "link",
      path: "/pages/guides",
    },
    {
      title: { en: "Track order", fr: "Suivre ma commande", ar: "تتبّع الطلب" },
      type: "link",
      path: "/shop/trackorder",
    },
    {
      title: { en: "Landscaping", fr: "Aménagement paysager", ar: "تنسيق الحدائق" },
      type: "extTabLink",
      path: LANDSCAPING_URL,
    },
  ];
}

/** Rows of the settings table. */
export function settingsRows(): Array<{ key: string; value: unknown }> {
  return [
    {
      key: "shop",
      value: {
        address: "Warehouse 7, Al Quoz Industrial Area 3, Dubai, UAE",
        phone: "+971 4 123 4567",
        chatNumber: "+971 50 123 4567",
        email: "care@bustan.ae",
        social: [
          { network: "instagram", url: "https://instagram.com/bustan.ae" },
          { network: "facebook", url: "https://facebook.com/bustan.ae" },
          { network: "tiktok", url: "https://tiktok.com/@bustan.ae" },
        ],
        landscapingUrl: LANDSCAPING_URL,
      },
    },
    {
      key: "currencies",
      value: [
        { code: "AED", name: "UAE Dirham", prefix: "AED ", rate: 1 },
        { code: "USD", name: "US Dollar", prefix: "$", rate: 0.2723 },
        { code: "EUR", name: "Euro", prefix: "€", rate: 0.2351 },
        { code: "GBP", name: "Pound Sterling", prefix: "£", rate: 0.2052 },
        { code: "INR", name: "Indian Rupee", prefix: "₹", rate: 23.54 },
      ],
    },
    { key: "newsletter", value: { enabled: true } },
  ];
}
