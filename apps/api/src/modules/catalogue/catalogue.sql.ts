import { type SQL, sql } from "drizzle-orm";

/**
 * The catalogue's declared read model (docs/architecture.md "Read models"): SQL that the cart and wish-list
 * modules compose into their own statements, so a member's list and its SKUs' live state are one round trip.
 */

/** A SKU as cart and wish-list lines need it; `available`: active, and its product listed. */
export interface SkuStateRow {
  skuId: number;
  productId: number;
  code: string;
  potSize: string | null;
  potColour: string | null;
  price: number;
  discount: number;
  stock: number;
  available: boolean;
}

/**
 * SQL selecting SkuStateRow columns for the SKUs whose ids the subquery `ids` yields (without repeats). Cart and
 * wish-list queries compose it with their own lines, so a member's list and its SKUs' live state are one statement.
 */
export function skuStatesOf(ids: SQL): SQL {
  return sql`select s.id as "skuId", s.product_id as "productId", s.code, s.pot_size as "potSize",
      s.pot_colour as "potColour", s.price_fils as price, s.discount_pct as discount, s.stock,
      (s.is_active and coalesce(p.listed, false)) as available
    from (${ids}) i(id) join skus s on s.id = i.id join products p on p.id = s.product_id`;
}
