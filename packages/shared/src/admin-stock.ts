import { z } from "zod";
import { languageSchema } from "./i18n";
import { idField, safeText } from "./safe-text";

/**
 * Wire shapes of the back office's stock calls (issue 13 "Stock"): stock changes by a delta with a reason, never
 * by overwriting, so a sale at the same moment is never lost; a history per SKU; low-stock thresholds; a count sheet.
 */

/** The largest stock a SKU holds (and the largest single adjustment). */
export const MAX_STOCK = 1_000_000;

/** Why staff changed a stock figure. */
export const stockReasons = ["received", "damaged", "counted", "returned"] as const;
export type StockReason = (typeof stockReasons)[number];

const stockField = z.number().int().min(0).max(MAX_STOCK);

/** admin/stock/adjust: add (received, returned) or take away (damaged, counted short) a whole number of units. */
export const stockAdjustRequestSchema = z.object({
  skuId: idField,
  delta: z
    .number()
    .int("Enter a whole number")
    .min(-MAX_STOCK)
    .max(MAX_STOCK)
    .refine((n) => n !== 0, "Enter a change other than 0"),
  reason: z.enum(stockReasons),
  note: safeText().trim().max(500).optional(),
});
export type StockAdjustRequest = z.infer<typeof stockAdjustRequestSchema>;

/** One SKU as the stock pages show it. */
export const stockSkuSchema = z.object({
  skuId: z.number().int(),
  code: z.string(),
  productId: z.number().int(),
  /** The product's name in the request's `lang` (English where it has none). */
  productName: z.string(),
  potSize: z.string().nullable(),
  potColour: z.string().nullable(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
});
export type StockSku = z.infer<typeof stockSkuSchema>;

/**
 * One change of a SKU's stock: a staff adjustment (who, reason, note, stock after), a sale (the order's units
 * taken) or a cancellation (the order's units put back). `delta` is signed: a sale is negative.
 */
export const stockHistoryEntrySchema = z.object({
  kind: z.enum(["adjustment", "sale", "cancellation", "refund"]),
  at: z.string(),
  delta: z.number().int(),
  reason: z.enum(stockReasons).nullable(),
  note: z.string().nullable(),
  /** Known for staff adjustments only (a sale's stock after is not recorded). */
  stockAfter: z.number().int().nullable(),
  actorName: z.string().nullable(),
  orderNumber: z.string().nullable(),
});
export type StockHistoryEntry = z.infer<typeof stockHistoryEntrySchema>;

export const stockAdjustResponseSchema = z.object({ sku: stockSkuSchema, entry: stockHistoryEntrySchema });
export type StockAdjustResponse = z.infer<typeof stockAdjustResponseSchema>;

const pageFields = {
  /** Zero-based page number (SPEC 3 pagination). */
  from: z.number().int().min(0).max(10_000).optional().default(0),
  limit: z.number().int().min(1).max(100).optional().default(20),
};

/** admin/stock/history: one SKU's changes, newest first. */
export const stockHistoryRequestSchema = z.object({ skuId: idField, lang: languageSchema.optional(), ...pageFields });
export const stockHistoryResponseSchema = z.object({
  sku: stockSkuSchema,
  entries: z.array(stockHistoryEntrySchema),
  totalCount: z.number().int(),
});
export type StockHistoryResponse = z.infer<typeof stockHistoryResponseSchema>;

/**
 * admin/stock/low: without `code`, the SKUs at or under their low-stock threshold; with it, the SKUs whose code
 * contains it (any stock). Lowest stock first.
 */
export const stockLowRequestSchema = z.object({
  code: safeText().trim().max(64).optional(),
  lang: languageSchema.optional(),
  ...pageFields,
});
export const stockListResponseSchema = z.object({ skus: z.array(stockSkuSchema), totalCount: z.number().int() });
export type StockListResponse = z.infer<typeof stockListResponseSchema>;

/** admin/stock/threshold: at or under this stock the SKU shows in the low-stock list. */
export const stockThresholdRequestSchema = z.object({ skuId: idField, threshold: stockField });
export const stockSkuResponseSchema = z.object({ sku: stockSkuSchema });

/** GET admin/stock/count-sheet.csv?lang=ar: product names in that language (English where missing). */
export const countSheetQuerySchema = z.object({ lang: languageSchema.optional() });
