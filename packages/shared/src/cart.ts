import { z } from "zod";
import { productSchema, skuSchema } from "./catalogue";

/** SPEC 5: a missing quantity becomes 1. A line holds at most 99 of one SKU. */
export const MAX_LINE_QTY = 99;
const qtyField = z.number().int().min(1).max(MAX_LINE_QTY).optional().default(1);
const skuIdField = z.number().int().positive();

export const cartAddRequestSchema = z.object({ skuId: skuIdField, qty: qtyField });
export const cartDeleteRequestSchema = z.object({ cartId: z.number().int().positive() });
export const cartSearchRequestSchema = z.unknown().optional();
/** At most 100 lines are saved at once. */
export const cartAddAllRequestSchema = z.object({
  cartArrayPld: z.array(z.object({ skuId: skuIdField, qty: qtyField })).max(100),
});

/** A member's cart line: the product as in the catalogue, and the chosen SKU with its current price and stock. */
export const cartLineSchema = z.object({
  cartId: z.number().int(),
  skuId: z.number().int(),
  qty: z.number().int(),
  product: productSchema,
  sku: skuSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** A line addall could not save (sold out, inactive or unknown SKU), with the error code. */
export const skippedLineSchema = z.object({ skuId: z.number().int(), errorCode: z.string() });

export const cartResponseSchema = z.object({
  jcarts: z.array(cartLineSchema),
  skipped: z.array(skippedLineSchema).optional(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const wishlistAddRequestSchema = z.object({ skuId: skuIdField });
export const wishlistDeleteRequestSchema = z.object({ wishListId: z.number().int().positive() });
export const wishlistAddAllRequestSchema = z.object({
  wishListArrayPld: z.array(z.object({ skuId: skuIdField })).max(100),
});
export const wishlistLineSchema = z.object({
  wishListId: z.number().int(),
  skuId: z.number().int(),
  product: productSchema,
  sku: skuSchema,
});
export type WishlistLine = z.infer<typeof wishlistLineSchema>;
export const wishlistResponseSchema = z.object({
  jWishLists: z.array(wishlistLineSchema),
  skipped: z.array(skippedLineSchema).optional(),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
