import {
  DEFAULT_LEGAL_NAME,
  DEFAULT_TRN,
  type DisplayCurrency,
  displayCurrencySchema,
  MAX_SOCIAL_LINKS,
  type PaymentSettings,
  paymentSettingsSchema,
  type ShopDetails,
  shopDetailsSchema,
} from "@shop/shared";
import { z } from "zod";

/**
 * The stored settings values this module owns, read leniently: each part that is missing or malformed falls back to
 * its default, so a bad stored value never breaks a page, the checkout or an invoice.
 */

export const defaultShopDetails: ShopDetails = {
  legalName: DEFAULT_LEGAL_NAME,
  trn: DEFAULT_TRN,
  address: "Warehouse 7, Al Quoz Industrial Area 3, Dubai, UAE",
  phone: "+971 4 123 4567",
  chatNumber: "+971 50 123 4567",
  email: "care@bustan.ae",
  social: [],
};
export const DEFAULT_LANDSCAPING_URL = "https://landscaping.example.ae";

function objectOf(stored: unknown): Record<string, unknown> {
  return typeof stored === "object" && stored !== null && !Array.isArray(stored) ? (stored as never) : {};
}

/** The shop's details in a stored "shop" value, each field checked on its own. */
export function shopDetailsOf(stored: unknown): ShopDetails {
  const value = objectOf(stored);
  const field = <K extends keyof ShopDetails>(key: K): ShopDetails[K] =>
    (shopDetailsSchema.shape[key].safeParse(value[key]).data as ShopDetails[K] | undefined) ?? defaultShopDetails[key];
  return {
    legalName: field("legalName"),
    trn: field("trn"),
    address: field("address"),
    phone: field("phone"),
    chatNumber: field("chatNumber"),
    email: field("email"),
    social: socialOf(value.social),
  };
}

/** The stored social links that are still valid (a network no longer offered or a bad address is left out). */
function socialOf(stored: unknown): ShopDetails["social"] {
  if (!Array.isArray(stored)) return defaultShopDetails.social;
  const entry = shopDetailsSchema.shape.social.element;
  return stored.flatMap((link) => entry.safeParse(link).data ?? []).slice(0, MAX_SOCIAL_LINKS);
}

export function landscapingUrlOf(stored: unknown): string {
  return z.string().safeParse(objectOf(stored).landscapingUrl).data ?? DEFAULT_LANDSCAPING_URL;
}

/**
 * The payment methods in a stored "payments" value. Until staff save them: cash on delivery on, card on (it shows
 * only with Stripe keys), and the COD fee that the delivery settings held before issue 15 (or AED 5).
 */
export function paymentSettingsOf(stored: unknown, storedDelivery: unknown): PaymentSettings {
  const saved = paymentSettingsSchema.safeParse(stored).data;
  if (saved) return saved;
  const legacyFee = paymentSettingsSchema.shape.codFee.safeParse(objectOf(storedDelivery).codFee).data;
  return { cashOnDelivery: true, card: true, codFee: legacyFee ?? 500 };
}

/** Real AED rates (DESIGN: the theme's USD-based factors would show wrong prices); staff can edit them. */
export const defaultCurrencies: DisplayCurrency[] = [
  { code: "AED", name: "UAE Dirham", prefix: "AED ", rate: 1, enabled: true, rateSetAt: null },
  { code: "USD", name: "US Dollar", prefix: "$", rate: 0.2723, enabled: true, rateSetAt: null },
  { code: "EUR", name: "Euro", prefix: "€", rate: 0.2351, enabled: true, rateSetAt: null },
  { code: "GBP", name: "Pound Sterling", prefix: "£", rate: 0.2052, enabled: true, rateSetAt: null },
  { code: "INR", name: "Indian Rupee", prefix: "₹", rate: 23.54, enabled: true, rateSetAt: null },
];

/** A stored currency; those saved before issue 15 have no `enabled` nor `rateSetAt`. */
const storedCurrencySchema = displayCurrencySchema.extend({
  enabled: z.boolean().default(true),
  rateSetAt: z.string().nullable().default(null),
});

/** The display currencies in a stored "currencies" value (AED first), or the defaults. */
export function currenciesOf(stored: unknown): DisplayCurrency[] {
  const list = z.array(storedCurrencySchema).min(1).safeParse(stored).data;
  if (!list?.some((c) => c.code === "AED")) return defaultCurrencies;
  return list;
}
