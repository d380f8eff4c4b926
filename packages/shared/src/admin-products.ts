import { z } from "zod";
import { MAX_STOCK } from "./admin-stock";
import { difficultyLevels, lightLevels, wateringLevels } from "./catalogue";
import { idField, safeText } from "./safe-text";

/**
 * Wire shapes of the back office's product calls (issue 13 "Products"): POST /api/v1/admin/products/
 * search|detail|create|update|duplicate|archive|restore. Prices in integer fils; stock is shown here but changed
 * only through the stock calls (admin-stock.ts).
 */

export const productStatuses = ["draft", "active", "archived"] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** The highest price of one SKU: 200,000.00 AED in fils. */
export const MAX_SKU_PRICE_FILS = 20_000_000;

/**
 * The back office's product list counts its matches only this many pages past the page asked for (100 from the
 * first page of 20, 180 from the fifth): past that it answers totalCountCapped
 * (docs/decisions/0013-admin-product-list.md).
 */
export const ADMIN_PRODUCT_COUNT_PAGES = 5;

export const adminStockStates = ["in", "low", "out"] as const;
export const adminProductSorts = ["updated", "name", "price", "stock"] as const;

/** admin/products/search: every product (drafts and archived too), newest change first unless sorted. */
export const adminProductListRequestSchema = z.object({
  q: safeText().trim().max(200).optional(),
  categoryId: idField.optional(),
  status: z.enum(productStatuses).optional(),
  /** in: in stock, no SKU low; low: in stock, an active SKU at or under its threshold; out: no active SKU in stock. */
  stock: z.enum(adminStockStates).optional(),
  onSale: z.boolean().optional(),
  sort: z.enum(adminProductSorts).optional().default("updated"),
  dir: z.enum(["asc", "desc"]).optional(),
  /** Zero-based page number (SPEC 3 pagination). */
  from: z.number().int().min(0).max(10_000).optional().default(0),
  limit: z.number().int().min(1).max(100).optional().default(20),
  /** Count every match (the CSV page: what an export holds) instead of stopping ADMIN_PRODUCT_COUNT_PAGES ahead. */
  exactCount: z.boolean().optional(),
});
export type AdminProductListRequest = z.input<typeof adminProductListRequestSchema>;

export const adminProductRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** The English name (the back office's working language). */
  name: z.string(),
  categoryName: z.string(),
  status: z.enum(productStatuses),
  /** Lowest and highest price after discount over the active SKUs, in fils; null without an active SKU. */
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
  maxDiscount: z.number().int(),
  totalStock: z.number().int(),
  skuCount: z.number().int(),
  /** An active SKU is at or under its low-stock threshold. */
  lowStock: z.boolean(),
  imageUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductListResponseSchema = z.object({
  rows: z.array(adminProductRowSchema),
  totalCount: z.number().int(),
  /**
   * true when more products match than totalCount: the count stopped ADMIN_PRODUCT_COUNT_PAGES pages past the
   * page asked for, and the list says "100+". Absent when totalCount is exact.
   */
  totalCountCapped: z.literal(true).optional(),
});
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;

/** Text in the three languages: English required, French and Arabic optional (the storefront falls back to English). */
const translated = (max: number, minEn: number) =>
  z.object({
    en: safeText().trim().min(minEn).max(max),
    fr: safeText().trim().max(max).optional(),
    ar: safeText().trim().max(max).optional(),
  });

const optionText = safeText().trim().min(1).max(40).nullable();

export const adminSkuInputSchema = z.object({
  /** Unique over the shop; SKUs are matched by code on update. */
  code: safeText()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "Use letters, digits, dots, hyphens and underscores"),
  potSize: optionText,
  potColour: optionText,
  price: z.number().int("Enter the price in fils").min(1).max(MAX_SKU_PRICE_FILS),
  discount: z.number().int().min(0).max(100).optional().default(0),
  active: z.boolean().optional().default(true),
  lowStockThreshold: z.number().int().min(0).max(MAX_STOCK).optional().default(5),
});
export type AdminSkuInput = z.input<typeof adminSkuInputSchema>;

/** The editable fields of a product, sent whole by create and update. */
export const adminProductInputSchema = z.object({
  name: translated(200, 1),
  /** Plain text; paragraphs separated by a blank line. Never HTML. */
  description: translated(10_000, 0),
  careText: translated(5_000, 0),
  tags: z.array(safeText().trim().min(1).max(40)).max(30).optional().default([]),
  categoryId: idField,
  light: z.enum(lightLevels).nullable().optional().default(null),
  watering: z.enum(wateringLevels).nullable().optional().default(null),
  difficulty: z.enum(difficultyLevels).nullable().optional().default(null),
  petSafe: z.boolean().nullable().optional().default(null),
  matureSize: safeText().trim().max(100).nullable().optional().default(null),
  status: z.enum(productStatuses).optional().default("draft"),
  skus: z
    .array(adminSkuInputSchema)
    .max(50)
    .refine((skus) => new Set(skus.map((s) => s.code.trim().toUpperCase())).size === skus.length, "Each SKU code once"),
});
export type AdminProductInput = z.input<typeof adminProductInputSchema>;
export type AdminProductValues = z.output<typeof adminProductInputSchema>;

export const adminProductCreateRequestSchema = adminProductInputSchema;
/** update: the whole product with the version it read; a stale version is CONFLICT (field "version"). */
export const adminProductUpdateRequestSchema = adminProductInputSchema.extend({
  id: idField,
  version: idField,
});
export type AdminProductUpdateRequest = z.input<typeof adminProductUpdateRequestSchema>;

export const adminProductIdRequestSchema = z.object({ id: idField });
/** duplicate, archive, restore. */
export const adminProductVersionRequestSchema = z.object({ id: idField, version: idField });
export type AdminProductVersionRequest = z.infer<typeof adminProductVersionRequestSchema>;

const i18nOut = z.object({ en: z.string(), fr: z.string().optional(), ar: z.string().optional() });

export const adminSkuSchema = z.object({
  skuId: z.number().int(),
  code: z.string(),
  potSize: z.string().nullable(),
  potColour: z.string().nullable(),
  price: z.number().int(),
  discount: z.number().int(),
  active: z.boolean(),
  lowStockThreshold: z.number().int(),
  /** Read only here: changed through admin/stock/adjust. */
  stock: z.number().int(),
});
export type AdminSku = z.infer<typeof adminSkuSchema>;

/** admin/products/detail and the answer of every write: the product as the edit page shows it. */
export const adminProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  version: z.number().int(),
  status: z.enum(productStatuses),
  name: i18nOut,
  description: i18nOut,
  careText: i18nOut,
  tags: z.array(z.string()),
  categoryId: z.number().int(),
  light: z.enum(lightLevels).nullable(),
  watering: z.enum(wateringLevels).nullable(),
  difficulty: z.enum(difficultyLevels).nullable(),
  petSafe: z.boolean().nullable(),
  matureSize: z.string().nullable(),
  skus: z.array(adminSkuSchema),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductResponseSchema = z.object({ product: adminProductSchema });
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;
