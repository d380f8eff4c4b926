import { z } from "zod";
import { emailField } from "./account";
import { isStorableText, safeText } from "./safe-text";
import { legalNameField, trnField } from "./shop-settings";

/**
 * Issue 15 "Settings": the shop's details (header, footer, contact page, e-mails and invoices read them), its
 * payment methods and its display currencies, each a settings value edited in the back office.
 */

/** Whether text holds a control character (tab, line break, NUL, DEL). */
function hasControl(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/** One line of text: no control characters (tabs, line breaks, NUL) and no broken characters. */
const oneLine = (max: number) =>
  safeText()
    .trim()
    .min(1, "Fill in this field")
    .max(max, `Use at most ${max} characters`)
    .refine((text) => !hasControl(text), "Use one line of text");

/** A phone number as shown to shoppers: "+971 4 123 4567", 7 to 15 digits with spaces, dashes or brackets. */
export const shopPhoneField = safeText()
  .trim()
  .max(24, "Use at most 24 characters")
  .regex(/^\+?\d[\d ()-]*\d$/, "Use digits, spaces, dashes and brackets, with an optional + in front")
  .refine((phone) => {
    const digits = phone.replace(/\D/g, "").length;
    return digits >= 7 && digits <= 15;
  }, "A phone number has 7 to 15 digits");

/** An https:// address of a public site (no credentials, no other scheme). */
export const httpsUrlField = safeText()
  .trim()
  .max(300, "Use at most 300 characters")
  .refine((text) => {
    if (!URL.canParse(text)) return false;
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  }, "Use an https:// address");

/** The networks the storefront names (brand icons are not bundled). */
export const socialNetworks = [
  "instagram",
  "facebook",
  "x",
  "tiktok",
  "youtube",
  "linkedin",
  "pinterest",
  "snapchat",
] as const;
export const MAX_SOCIAL_LINKS = 8;

export const shopDetailsSchema = z.object({
  legalName: legalNameField,
  trn: trnField,
  address: oneLine(300),
  phone: shopPhoneField,
  /** The WhatsApp number of the chat button. */
  chatNumber: shopPhoneField,
  /** Where shoppers write to (and contact messages go). */
  email: emailField,
  social: z
    .array(z.object({ network: z.enum(socialNetworks), url: httpsUrlField }))
    .max(MAX_SOCIAL_LINKS, `At most ${MAX_SOCIAL_LINKS} links`),
});
export type ShopDetails = z.infer<typeof shopDetailsSchema>;

export const shopDetailsLoadRequestSchema = z.object({}).nullish();
export const shopDetailsUpdateRequestSchema = z.object({ details: shopDetailsSchema });
export const shopDetailsResponseSchema = z.object({ details: shopDetailsSchema });

/** The COD fee's upper bound in fils (AED 10,000), as for the delivery charges. */
export const MAX_COD_FEE_FILS = 1_000_000;

/** Payment methods (settings key "payments"); at least one must stay on. */
export const paymentSettingsSchema = z.object({
  cashOnDelivery: z.boolean(),
  /** Fee added to a cash-on-delivery order, in fils; 0 for none. */
  codFee: z.number().int().min(0).max(MAX_COD_FEE_FILS),
  /** Card payment through Stripe; only possible while the server has Stripe keys. */
  card: z.boolean(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const paymentSettingsLoadRequestSchema = z.object({}).nullish();
export const paymentSettingsUpdateRequestSchema = z.object({ payments: paymentSettingsSchema });
export const paymentSettingsResponseSchema = z.object({
  payments: paymentSettingsSchema,
  /** The server has Stripe keys: card can be switched on. */
  cardAvailable: z.boolean(),
});
export type PaymentSettingsResponse = z.infer<typeof paymentSettingsResponseSchema>;

/** The base currency: prices are stored and charged in it; its rate is 1. */
export const BASE_CURRENCY = "AED";
export const MAX_DISPLAY_CURRENCIES = 12;
/** Units of a currency per dirham, at most (the Iranian rial is near 11,500; room above that). */
export const MAX_CURRENCY_RATE = 1_000_000;

export const displayCurrencyInputSchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/, "Use the three capital letters of the ISO 4217 code"),
  name: oneLine(60),
  /** Put before the amount ("$", "AED "): a trailing space is kept. */
  prefix: z
    .string()
    .max(8, "Use at most 8 characters")
    .refine((p) => isStorableText(p) && p.trim().length > 0 && !hasControl(p), "Fill in the prefix"),
  /** Units of this currency for 1 AED. */
  rate: z.number().positive("A rate is above 0").max(MAX_CURRENCY_RATE).finite(),
  enabled: z.boolean(),
});
export const displayCurrencySchema = displayCurrencyInputSchema.extend({
  /** When the rate was last set (ISO time); null for the shop's starting rates. */
  rateSetAt: z.string().nullable(),
});
export type DisplayCurrency = z.infer<typeof displayCurrencySchema>;
export type DisplayCurrencyInput = z.infer<typeof displayCurrencyInputSchema>;

export const currencySettingsLoadRequestSchema = z.object({}).nullish();
export const currencySettingsUpdateRequestSchema = z.object({
  currencies: z.array(displayCurrencyInputSchema).min(1).max(MAX_DISPLAY_CURRENCIES),
});
export const currencySettingsResponseSchema = z.object({ currencies: z.array(displayCurrencySchema) });
export type CurrencySettingsResponse = z.infer<typeof currencySettingsResponseSchema>;
