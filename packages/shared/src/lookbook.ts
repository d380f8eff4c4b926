import { z } from "zod";
import { adminTranslatedText } from "./admin-categories";
import { idField } from "./safe-text";

/**
 * Wire shapes of the lookbook (issue 14 "Pages"): staff photos with hotspots that link to the products in them.
 * Public: GET /api/v1/content/lookbook; back office: POST /api/v1/admin/lookbook/list|upload|update|publish|move|
 * delete (catalogue area). Hotspots sit at x, y in percent of the photo's width and height.
 */

export const MAX_LOOK_HOTSPOTS = 12;
export const LOOK_TITLE_MAX = 120;
export const LOOK_ALT_MAX = 300;

const translatedOut = z.object({ en: z.string(), fr: z.string().optional(), ar: z.string().optional() });

export const lookImageSchema = z.object({
  src: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A hotspot on the storefront: where it sits and the product it opens (price in fils from the catalogue). */
export const lookHotspotSchema = z.object({
  x: z.number(),
  y: z.number(),
  product: z.object({
    productId: z.number().int(),
    slug: z.string(),
    name: z.string(),
    price: z.number().int(),
    discount: z.number(),
  }),
});
export type LookHotspot = z.infer<typeof lookHotspotSchema>;

export const lookSchema = z.object({
  lookId: z.number().int(),
  title: z.string(),
  alt: z.string(),
  image: lookImageSchema,
  hotspots: z.array(lookHotspotSchema),
});
export type Look = z.infer<typeof lookSchema>;
export const lookbookResponseSchema = z.object({ looks: z.array(lookSchema) });
export type LookbookResponse = z.infer<typeof lookbookResponseSchema>;

// --- back office -------------------------------------------------------------------------------------------

const percent = z.number().min(0).max(100);

export const adminLookSchema = z.object({
  id: z.number().int(),
  status: z.enum(["draft", "published"]),
  position: z.number().int(),
  title: translatedOut,
  alt: translatedOut,
  image: lookImageSchema,
  hotspots: z.array(z.object({ productId: z.number().int(), x: z.number(), y: z.number(), name: z.string() })),
});
export type AdminLook = z.infer<typeof adminLookSchema>;
export const adminLookListResponseSchema = z.object({ looks: z.array(adminLookSchema) });
export type AdminLookListResponse = z.infer<typeof adminLookListResponseSchema>;
export const adminLookResponseSchema = z.object({ look: adminLookSchema });
export type AdminLookResponse = z.infer<typeof adminLookResponseSchema>;

export const adminLookListRequestSchema = z.object({}).optional().default({});

/** Title and alt text in three languages and the hotspots in their order (each product at most once). */
export const adminLookUpdateRequestSchema = z.object({
  id: idField,
  title: adminTranslatedText(LOOK_TITLE_MAX),
  alt: adminTranslatedText(LOOK_ALT_MAX),
  hotspots: z
    .array(z.object({ productId: idField, x: percent, y: percent }))
    .max(MAX_LOOK_HOTSPOTS)
    .refine((list) => new Set(list.map((h) => h.productId)).size === list.length, "Each product at most once"),
});
export type AdminLookUpdateRequest = z.input<typeof adminLookUpdateRequestSchema>;

export const adminLookPublishRequestSchema = z.object({ id: idField, published: z.boolean() });
export const adminLookMoveRequestSchema = z.object({ id: idField, position: z.number().int().min(0).max(1000) });
export const adminLookIdRequestSchema = z.object({ id: idField });
export const adminLookDeleteResponseSchema = z.object({ deleted: z.number().int() });
