import type { ShopConfig } from "@shop/shared";
import { defaultDeliverySettings, deliveryTermsOf } from "@shop/shared/core";

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
  // Without the config no card payment is promised; delivery terms are the shop's defaults.
  payments: { card: false, cashOnDelivery: true },
  delivery: deliveryTermsOf(defaultDeliverySettings),
};
