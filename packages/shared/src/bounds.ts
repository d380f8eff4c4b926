/**
 * Upper bounds of the numbers the API takes (zod-free: the page shell may import it). Every id, quantity and
 * amount in fils is stored in a PostgreSQL integer (int4) column (apps/api/src/db/schema.ts).
 */
export const MAX_INT4 = 2_147_483_647;

/**
 * The largest order total, 1,000,000.00 AED in fils (VAT, delivery and COD fee included). A larger order is
 * refused by the quote and by placeOrder alike with ORDER_TOO_LARGE (422); far below MAX_INT4, so no figure of an
 * order can overflow its column.
 */
export const MAX_ORDER_TOTAL_FILS = 100_000_000;
