import { z } from "zod";
import { idField, safeText } from "./safe-text";

/**
 * Wire shapes of the back office's product pictures (issue 13 "Images"): POST /api/v1/admin/products/images/
 * upload (multipart: productId and file), list, update and delete. Every call answers the product's pictures in
 * their order; position 0 is the main picture the storefront shows first.
 */

/** The largest upload: 10 MB, and 40 megapixels once decoded (a decompression bomb is refused before decoding). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The picture formats the upload takes (HEIC too when the server's image library reads it). */
export const IMAGE_UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/heic"] as const;
/** The most pictures one product holds. */
export const MAX_PRODUCT_IMAGES = 30;

/**
 * Why the server refused a picture (all VALIDATION_FAILED on "file"): the server writes these texts and the back
 * office tells the kinds apart by them, so each kind gets its own translated message. One list, used by both.
 */
export const imageRefusals = {
  notImage: {
    message: "This file is not a picture the shop can read.",
    suggestion: "Upload a JPEG, PNG, WebP or AVIF photo.",
  },
  tooManyPixels: {
    message: "This picture has more than the 40 megapixels the shop takes.",
    suggestion: "Upload a smaller photo.",
  },
  heic: {
    message: "HEIC photos cannot be read by the shop yet.",
    suggestion: "Set the camera to 'Most compatible' or upload a JPEG.",
  },
  tooMany: {
    message: `A product holds at most ${MAX_PRODUCT_IMAGES} pictures.`,
    suggestion: "Delete a picture first.",
  },
} as const;
export type ImageRefusal = keyof typeof imageRefusals;

/** The kind of a refusal from its text (errorDesc); "notImage" for a text of no known kind. */
export function imageRefusalOf(message: string | undefined): ImageRefusal {
  const kinds = Object.keys(imageRefusals) as ImageRefusal[];
  return kinds.find((kind) => message?.startsWith(imageRefusals[kind].message)) ?? "notImage";
}

const altText = safeText().trim().max(300);

export const adminImageAltSchema = z.object({ en: altText.optional(), fr: altText.optional(), ar: altText.optional() });

export const adminImageSchema = z.object({
  id: z.number().int(),
  /** 0 is the main picture. */
  position: z.number().int(),
  /** The largest size, and every size for <img srcset>. */
  src: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.object({ en: z.string().optional(), fr: z.string().optional(), ar: z.string().optional() }),
  /** The pot colour this picture shows (the product page shows it when that colour is chosen); null: any. */
  potColour: z.string().nullable(),
  /** Dominant colour shown while the picture loads ("#7a9a5c"). */
  placeholder: z.string().nullable(),
});
export type AdminImage = z.infer<typeof adminImageSchema>;

export const adminImagesResponseSchema = z.object({ productId: z.number().int(), images: z.array(adminImageSchema) });
export type AdminImagesResponse = z.infer<typeof adminImagesResponseSchema>;

/** images/list: a product's pictures in their order. */
export const adminImageListRequestSchema = z.object({ productId: idField });

/**
 * images/update: only the fields sent change. alt: the texts per language (an empty text removes that language);
 * position: the picture's new place, the others moving up or down (0 makes it the main picture).
 */
export const adminImageUpdateRequestSchema = z.object({
  productId: idField,
  imageId: idField,
  alt: adminImageAltSchema.optional(),
  potColour: safeText().trim().min(1).max(40).nullable().optional(),
  position: z
    .number()
    .int()
    .min(0)
    .max(MAX_PRODUCT_IMAGES - 1)
    .optional(),
});
export type AdminImageUpdateRequest = z.input<typeof adminImageUpdateRequestSchema>;

/** images/delete: the picture's row and every stored size. */
export const adminImageDeleteRequestSchema = z.object({ productId: idField, imageId: idField });
