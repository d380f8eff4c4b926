import { type SQL, sql } from "drizzle-orm";

/**
 * The catalogue's declared read model and embedded statements (docs/architecture.md "Read models and embedded
 * statements"): SQL other modules compose into their own statements. The cart and wish list join their lines to
 * the SKUs' live state (one round trip a list); ordering prices an order from the SKUs and takes or puts back
 * their stock inside its own statements (decision 7: no oversell, one statement an order).
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

/** A SKU as an order is priced from it: price, discount, stock, and its product's name in the order's language. */
export interface OrderSkuRow {
  skuId: number;
  productId: number;
  code: string;
  potSize: string | null;
  potColour: string | null;
  price: number;
  discount: number;
  stock: number;
  /** The SKU and its product are on sale. */
  active: boolean;
  name: string;
  /** The product's category (issue 16: a discount code may cover one category and those below it). */
  categoryId: number;
}

/** The SKUs whose id meets `idCondition` (SQL after `s.id`) as OrderSkuRow, named in `locale` (else English). */
export function orderSkusSql(locale: string, idCondition: SQL): SQL {
  return sql`select
    s.id as "skuId", s.product_id as "productId", s.code, s.pot_size as "potSize", s.pot_colour as "potColour",
    s.price_fils as price, s.discount_pct as discount, s.stock, (s.is_active and p.is_active) as active,
    coalesce(t.name, en.name, p.slug) as name, p.category_id as "categoryId"
    from skus s
      join products p on p.id = s.product_id
      left join product_translations t on t.product_id = p.id and t.locale = ${locale}
      left join product_translations en on en.product_id = p.id and en.locale = 'en'
    where s.id ${idCondition}`;
}

/** The ids of category `root` (an SQL expression) and of every category below it, as one int[] (issue 16 codes). */
export function categorySubtreeSql(root: SQL): SQL {
  return sql`(with recursive tree(id) as (
          select ${root}
          union select k.id from categories k join tree on k.parent_id = tree.id)
        select array_agg(id) from tree)`;
}

/**
 * The SKUs of `wanted` (a relation of "skuId", qty, price, discount) still on sale at that price and discount with
 * the quantity in stock, locked in id order: the order every writer of stock takes SKU rows in (no deadlock cycle).
 */
export function lockWantedSkusSql(wanted: SQL): SQL {
  return sql`select s.id from skus s join ${wanted} w on w."skuId" = s.id
       where s.stock >= w.qty and s.is_active and s.price_fils = w.price and s.discount_pct = w.discount
         and exists (select 1 from products p where p.id = s.product_id and p.is_active)
       order by s.id for update of s`;
}

/** Takes the wanted quantities from the SKUs `locked` selected, when `onlyIf` holds; one row per SKU taken. */
export function takeWantedStockSql(wanted: SQL, locked: SQL, onlyIf: SQL): SQL {
  return sql`update skus s set stock = s.stock - w.qty from ${wanted} w
       where s.id = w."skuId" and s.id in (select id from ${locked}) and s.stock >= w.qty and ${onlyIf}
      returning s.id`;
}

/** Locks the SKUs whose ids `ids` selects, in id order (before stock is put back). */
export function lockSkusSql(ids: SQL): SQL {
  return sql`select id from skus where id in (${ids}) order by id for update`;
}

/** Puts quantities back on the SKUs' stock; `quantities` selects (sku_id, qty), one row a SKU. */
export function addStockSql(quantities: SQL): SQL {
  return sql`update skus set stock = skus.stock + l.qty from (${quantities}) l where skus.id = l.sku_id`;
}

/**
 * The category and the names of products, for ordering's sales reports (issue 15): the products whose ids the
 * relation `ids` (one column) yields, columns "productId", "categoryId", "productName" and "categoryName" in
 * `locale` (else English, else the slug). A product no longer in the catalogue yields no row.
 */
export function productCategoriesSql(ids: SQL, locale: string): SQL {
  return sql`select p.id as "productId", p.category_id as "categoryId",
      coalesce(t.name, en.name, p.slug) as "productName",
      coalesce(c.name->>${locale}, c.name->>'en', c.slug) as "categoryName"
    from (${ids}) i(id) join products p on p.id = i.id join categories c on c.id = p.category_id
      left join product_translations t on t.product_id = p.id and t.locale = ${locale}
      left join product_translations en on en.product_id = p.id and en.locale = 'en'`;
}
