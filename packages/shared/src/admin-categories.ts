import { z } from "zod";
import { idField, safeText } from "./safe-text";

/**
 * Wire shapes of the back office's category calls (issue 13 "Categories and menus"): POST /api/v1/admin/
 * categories/list|create|update|move|delete. The tree is sent flat (parentId, position); the slug comes from
 * the English name.
 */

/** The deepest a category may sit: a top category is depth 1. */
export const MAX_CATEGORY_DEPTH = 3;

/** Text in the three languages: English required, French and Arabic optional (English is the fallback). */
export const adminTranslatedText = (max: number) =>
  z.object({
    en: safeText().trim().min(1).max(max),
    fr: safeText().trim().max(max).optional(),
    ar: safeText().trim().max(max).optional(),
  });

/**
 * An image already stored in the media folder, by its key as the shop stores it ("categories/indoor.svg", served
 * at /media/<key>; uploads come with the images feature), or none. No "..", no leading or double slash.
 */
export const mediaPathField = safeText()
  .max(300)
  .regex(/^(?!.*\.\.)(?!.*\/\/)[A-Za-z0-9._-][A-Za-z0-9._\-/]*$/, "An image key in the media folder")
  .nullable();

export const adminCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
  name: z.object({ en: z.string(), fr: z.string().optional(), ar: z.string().optional() }),
  image: z.string().nullable(),
  hidden: z.boolean(),
  /** Products (any status) filed directly under this category. */
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryListResponseSchema = z.object({ categories: z.array(adminCategorySchema) });
export type AdminCategoryListResponse = z.infer<typeof adminCategoryListResponseSchema>;

export const adminCategoryResponseSchema = z.object({ category: adminCategorySchema });
export type AdminCategoryResponse = z.infer<typeof adminCategoryResponseSchema>;

export const adminCategoryListRequestSchema = z.object({}).optional().default({});

export const adminCategoryCreateRequestSchema = z.object({
  name: adminTranslatedText(100),
  parentId: idField.nullable().optional().default(null),
  image: mediaPathField.optional().default(null),
  hidden: z.boolean().optional().default(false),
});
export type AdminCategoryCreateRequest = z.input<typeof adminCategoryCreateRequestSchema>;
export type AdminCategoryCreateValues = z.output<typeof adminCategoryCreateRequestSchema>;

/** Rename, image, hide or show; a new English name gives a new slug. */
export const adminCategoryUpdateRequestSchema = z.object({
  id: idField,
  name: adminTranslatedText(100),
  image: mediaPathField,
  hidden: z.boolean(),
});
export type AdminCategoryUpdateRequest = z.input<typeof adminCategoryUpdateRequestSchema>;

/** Under another parent (null: top level) at a position among its siblings (0 first). */
export const adminCategoryMoveRequestSchema = z.object({
  id: idField,
  parentId: idField.nullable(),
  position: z.number().int().min(0).max(10_000),
});
export type AdminCategoryMoveRequest = z.input<typeof adminCategoryMoveRequestSchema>;

export const adminCategoryIdRequestSchema = z.object({ id: idField });
export const adminCategoryDeleteResponseSchema = z.object({ deleted: z.number().int() });
