import { z } from "zod";
import { MAX_CART_LINES, MAX_LINE_QTY, MAX_WISHLIST_LINES } from "./cart-limits";
import { imageSchema, productSchema, skuSchema } from "./catalogue";
import { languageSchema } from "./i18n";
import { idField } from "./safe-text";

export { MAX_ADD_QTY, MAX_CART_LINES, MAX_LINE_QTY, MAX_WISHLIST_LINES } from "./cart-limits";

const qtyField = z.number().int().min(1).max(MAX_LINE_QTY).optional().default(1);
const skuIdField = idField;
/**
 * The language of the products in the answer; without it the `lang` cookie, else en. Optional on every
 * cart and wish-list call.
 */
const langField = languageSchema.optional();

/** Any `price` or `discount` sent along is dropped: a line always carries the server's price. */
export const cartAddRequestSchema = z.object({ skuId: skuIdField, qty: qtyField, lang: langField });
export const cartDeleteRequestSchema = z.object({ cartId: idField, lang: langField });
/** SPEC 7: an empty body; requestPayload may be left out, or carry only `lang`. */
export const cartSearchRequestSchema = z.object({ lang: langField }).nullish();
/**
 * At most 100 lines are saved at once. A quantity above the stock (or above 99) is lowered, not refused:
 * a visitor's local cart is saved at login as well as it can be.
 */
export const cartAddAllRequestSchema = z.object({
  cartArrayPld: z
    .array(z.object({ skuId: skuIdField, qty: z.number().int().min(1).max(10_000).optional().default(1) }))
    .max(MAX_CART_LINES),
  lang: langField,
});

/**
 * What a cart or wish-list line carries of its product (SPEC 3: a line has product and sku): what a line shows and
 * links to, as the catalogue's product shape without its description, care, tags, rating or other SKUs, and its
 * first picture only (docs/decisions/0023-line-product.md). The line's price, discount and stock are its `sku`.
 */
export const lineProductSchema = productSchema
  .pick({ productId: true, slug: true, name: true, category: true })
  .extend({ images: z.array(imageSchema).max(1) });
export type LineProduct = z.infer<typeof lineProductSchema>;

/** A member's cart line: its product (as lineProductSchema), and the chosen SKU with its current price and stock. */
export const cartLineSchema = z.object({
  cartId: z.number().int(),
  skuId: z.number().int(),
  qty: z.number().int(),
  product: lineProductSchema,
  /** Live price, discount and stock; stock 0 when the SKU can no longer be bought (sold out or withdrawn). */
  sku: skuSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * A line addall could not save, with the error code: OUT_OF_STOCK (unknown, withdrawn or sold-out SKU in the
 * cart; unknown or withdrawn in the wish list NOT_FOUND), CONFLICT (the cart or wish list is full).
 */
export const skippedLineSchema = z.object({ skuId: z.number().int(), errorCode: z.string() });
export type SkippedLine = z.infer<typeof skippedLineSchema>;

/** The whole cart, oldest line first; `skipped` only from addall. */
export const cartResponseSchema = z.object({
  jcarts: z.array(cartLineSchema),
  skipped: z.array(skippedLineSchema).optional(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const wishlistAddRequestSchema = z.object({ skuId: skuIdField, lang: langField });
export const wishlistDeleteRequestSchema = z.object({ wishListId: idField, lang: langField });
export const wishlistSearchRequestSchema = z.object({ lang: langField }).nullish();
export const wishlistAddAllRequestSchema = z.object({
  wishListArrayPld: z.array(z.object({ skuId: skuIdField })).max(MAX_WISHLIST_LINES),
  lang: langField,
});
export const wishlistLineSchema = z.object({
  wishListId: z.number().int(),
  skuId: z.number().int(),
  product: lineProductSchema,
  sku: skuSchema,
});
export type WishlistLine = z.infer<typeof wishlistLineSchema>;
/** The whole wish list, oldest line first; `skipped` only from addall. */
export const wishlistResponseSchema = z.object({
  jWishLists: z.array(wishlistLineSchema),
  skipped: z.array(skippedLineSchema).optional(),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
