import type { ShopConfig } from "@shop/shared";

/** Used when GET /api/v1/config is unavailable: the page still renders, without contact details. */
export const defaultConfig: ShopConfig = {
  shopName: "Bustan",
  tagline: "Because Gardens Deserve",
  developer: { name: "Bustan", url: "/" },
  contacts: { address: "", phone: "", chatNumber: "", email: "", social: [] },
  landscapingUrl: "",
  newsletter: { enabled: false },
  languages: ["en", "fr", "ar"],
  defaultLanguage: "en",
  currencies: [{ code: "AED", name: "UAE Dirham", prefix: "AED ", rate: 1 }],
  defaultCurrency: "AED",
};
