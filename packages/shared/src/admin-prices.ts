import { z } from "zod";
import { MAX_SKU_PRICE_FILS } from "./admin-products";
import { idField } from "./safe-text";

/**
 * Wire shapes of the back office's bulk price change (issue 13 "Prices"): POST /api/v1/admin/products/prices/
 * preview|apply. The target is a selection of products or a category with its sub-categories; the change is a
 * percent on the price of every active SKU (rounded to whole fils) or a discount % set on each of them.
 */

export const MAX_BULK_PRICE_PRODUCTS = 500;
/** More SKUs than this in one change is refused (field target): split it by category. */
export const MAX_BULK_PRICE_SKUS = 5_000;

export const priceTargetSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("products"), productIds: z.array(idField).min(1).max(MAX_BULK_PRICE_PRODUCTS) }),
  z.object({ kind: z.literal("category"), categoryId: idField }),
]);
export type PriceTarget = z.infer<typeof priceTargetSchema>;

export const priceChangeSchema = z.discriminatedUnion("kind", [
  /** Whole percent: -10 lowers every price by a tenth, 25 raises it by a quarter. */
  z.object({ kind: z.literal("percent"), percent: z.number().int().min(-90).max(500) }),
  z.object({ kind: z.literal("discount"), discount: z.number().int().min(0).max(100) }),
]);
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const bulkPriceRequestSchema = z.object({ target: priceTargetSchema, change: priceChangeSchema });
export type BulkPriceRequest = z.infer<typeof bulkPriceRequestSchema>;

export const bulkPriceRowSchema = z.object({
  productId: z.number().int(),
  /** The English name (the back office's working language). */
  productName: z.string(),
  skuId: z.number().int(),
  code: z.string(),
  oldPrice: z.number().int(),
  newPrice: z.number().int(),
  oldDiscount: z.number().int(),
  newDiscount: z.number().int(),
});
export type BulkPriceRow = z.infer<typeof bulkPriceRowSchema>;

export const bulkPriceResponseSchema = z.object({
  rows: z.array(bulkPriceRowSchema),
  productCount: z.number().int(),
});
export type BulkPriceResponse = z.infer<typeof bulkPriceResponseSchema>;

/** A SKU's price and discount after the change; the price rounded half up to whole fils. */
export function changedPrice(sku: { price: number; discount: number }, change: PriceChange) {
  if (change.kind === "discount") return { price: sku.price, discount: change.discount };
  return { price: Math.round((sku.price * (100 + change.percent)) / 100), discount: sku.discount };
}

/** A price the shop can hold: 1 fils to 200,000 AED. */
export const priceInRange = (fils: number) => fils >= 1 && fils <= MAX_SKU_PRICE_FILS;
