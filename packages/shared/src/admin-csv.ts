import { z } from "zod";
import { adminStockStates, productStatuses } from "./admin-products";
import { MAX_INT4 } from "./bounds";
import { safeText } from "./safe-text";

/**
 * Wire shapes of the back office's product CSV (issue 13 item 7): GET /api/v1/admin/products/export.csv (the list's
 * filters as a query string) and POST /api/v1/admin/products/import (the CSV text, dry run or applied).
 */

/** The file's columns, in order. `stock` is read only (an import never changes stock); `version` guards edits. */
export const productCsvColumns = [
  "product_id",
  "version",
  "slug",
  "status",
  "category",
  "name_en",
  "name_fr",
  "name_ar",
  "description_en",
  "tags",
  "sku_code",
  "pot_size",
  "pot_colour",
  "price_aed",
  "discount",
  "active",
  "stock",
  "low_stock_threshold",
] as const;
export type ProductCsvColumn = (typeof productCsvColumns)[number];

/** Tags in one cell, separated by this. */
export const CSV_TAG_SEPARATOR = "|";
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

/** export.csv: the product list's filters (admin/products/search) as a query string; rows in product id order. */
export const adminProductExportQuerySchema = z.object({
  q: safeText().trim().max(200).optional(),
  categoryId: z.coerce.number().int().positive().max(MAX_INT4).optional(),
  status: z.enum(productStatuses).optional(),
  stock: z.enum(adminStockStates).optional(),
  onSale: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});
export type AdminProductExportQuery = z.input<typeof adminProductExportQuerySchema>;

export const adminProductImportRequestSchema = z.object({
  /** The file's text (UTF-8, a leading byte order mark is ignored); at most 5 MB and 20,000 rows. */
  csv: safeText().min(1).max(MAX_IMPORT_BYTES),
  /** true: check every row and count what would change, write nothing. */
  dryRun: z.boolean(),
});
export type AdminProductImportRequest = z.infer<typeof adminProductImportRequestSchema>;

/** One problem of one row: `row` is the line number a spreadsheet shows (the header is row 1). */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const adminProductImportResponseSchema = z.object({
  /** false on a dry run, and when a row has an error (then nothing was written). */
  applied: z.boolean(),
  rows: z.number().int(),
  errors: z.array(importRowErrorSchema),
  /** What the file changes (or changed): products and SKUs created and updated; unchanged ones are not counted. */
  counts: z.object({
    productsCreated: z.number().int(),
    productsUpdated: z.number().int(),
    skusCreated: z.number().int(),
    skusUpdated: z.number().int(),
  }),
});
export type AdminProductImportResponse = z.infer<typeof adminProductImportResponseSchema>;
