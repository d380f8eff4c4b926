import { z } from "zod";
import { emailField } from "./account";
import { languageSchema } from "./i18n";
import { idField, safeText } from "./safe-text";

/**
 * Wire shapes of back-in-stock alerts (issue 16, DESIGN "Calls beyond the specification"): a visitor or member
 * asks to be e-mailed once when a sold-out SKU is back; the back office sees the demand per SKU.
 */

/**
 * stock-alerts/add: always `{}` on success, whether the address had already asked (one waiting alert per SKU and
 * address). `locale` is the language of the e-mail; without it, the `lang` cookie, else English.
 */
export const stockAlertAddRequestSchema = z.object({
  skuId: idField,
  email: emailField,
  locale: languageSchema.optional(),
});
export type StockAlertAddRequest = z.infer<typeof stockAlertAddRequestSchema>;
export const stockAlertAddResponseSchema = z.object({}).strict();

/** admin/stock-alerts/search: SKUs with waiting alerts, most wanted first; `code` filters by SKU code or product. */
export const stockAlertDemandRequestSchema = z.object({
  q: safeText().trim().max(100).optional(),
  lang: languageSchema.optional(),
  from: z.number().int().min(0).max(10_000).optional().default(0),
  limit: z.number().int().min(1).max(100).optional().default(20),
});
export type StockAlertDemandRequest = z.infer<typeof stockAlertDemandRequestSchema>;

/** One SKU's demand: who waits (a count, never the addresses), since when, and its stock now. */
export const stockAlertDemandSchema = z.object({
  skuId: z.number().int(),
  code: z.string(),
  productId: z.number().int(),
  /** In the request's `lang` (English where it has none). */
  productName: z.string(),
  potSize: z.string().nullable(),
  potColour: z.string().nullable(),
  stock: z.number().int(),
  waiting: z.number().int(),
  /** ISO instant of the oldest waiting request. */
  oldestAt: z.string(),
});
export type StockAlertDemand = z.infer<typeof stockAlertDemandSchema>;

export const stockAlertDemandResponseSchema = z.object({
  skus: z.array(stockAlertDemandSchema),
  totalCount: z.number().int(),
  /** Every waiting alert of every SKU. */
  totalWaiting: z.number().int(),
});
export type StockAlertDemandResponse = z.infer<typeof stockAlertDemandResponseSchema>;
