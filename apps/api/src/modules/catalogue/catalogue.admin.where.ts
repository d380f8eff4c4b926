import type { AdminProductListRequest } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import { wordsOf } from "./catalogue.text";

/**
 * The back office's product filters as SQL on `products p` (docs/decisions/0013-admin-product-list.md): the
 * list reads them as index walks, the CSV export through whereOf. They name columns that products and
 * product_admin_search share, so that a common word's matches are filtered on the latter alone (migration 0019).
 */

/** `word:*` for each word (words hold only letters, digits and marks: nothing tsquery would interpret). */
const prefixQuery = (words: string[]) => words.map((w) => `${w}:*`).join(" & ");

/**
 * The text filter, read from product_admin_search (migration 0019): every word as a prefix of a word of the
 * product's documents, in Arabic for a query in Arabic letters, else in English or French (a French-only word finds
 * the product too). `fullText`: a per-row semi-join, driven from the sort's index for common words. `matchIds`: the
 * matches' product ids (read from the GIN index). `matches(alias)`: the condition on a product_admin_search row.
 * All three null when the query has no word. `exact`: an exact SKU code or slug.
 */
export function textParts(q: string): {
  fullText: ((id: SQL, perRow?: boolean) => SQL) | null;
  matchIds: SQL | null;
  matches: ((alias: SQL) => SQL) | null;
  exact: SQL;
} {
  const words = wordsOf(q);
  const source = prefixQuery(words);
  // The tsquery is a scalar subquery: evaluated once per statement (an InitPlan) in a prepared statement's generic
  // plan too, where a bare to_tsquery(shop_fold($1)) ran again for every product walked.
  const query = /\p{Script=Arabic}/u.test(q)
    ? sql`(select to_tsquery('arabic', shop_fold(${source})))`
    : sql`(select to_tsquery('english', shop_fold(${source})) || to_tsquery('french', shop_fold(${source})))`;
  const matches = words.length ? (alias: SQL) => sql`${alias}.words @@ ${query}` : null;
  const fullText = matches
    ? (id: SQL, perRow = false) =>
        sql`exists (select from product_admin_search a where a.product_id = ${id} and ${matches(sql`a`)}${perRow ? sql` offset 0` : sql``})`
    : null;
  const matchIds = matches ? sql`select a.product_id from product_admin_search a where ${matches(sql`a`)}` : null;
  const exact = sql`p.id = any(array(select k.product_id from skus k where k.code in (${q}, upper(${q}))
    union select x.id from products x where x.slug = ${q.toLowerCase()}))`;
  return { fullText, matchIds, matches, exact };
}

const STATUSES: readonly string[] = ["draft", "active", "archived"];

/** Every filter but the text, as one condition on `products p`. */
export function filtersOf(r: AdminProductListRequest): SQL {
  const parts: SQL[] = [];
  if (r.categoryId) parts.push(sql`p.category_id = ${r.categoryId}`);
  // The status written into the text (one of three, checked here too): a prepared statement's generic plan then
  // knows that drafts are few (products_status_idx) where it would walk every product looking for them.
  if (r.status) {
    if (!STATUSES.includes(r.status)) throw new Error(`unknown status ${r.status}`);
    parts.push(sql.raw(`p.status = '${r.status}'`));
  }
  if (r.onSale !== undefined) parts.push(r.onSale ? sql`p.on_sale` : sql`not p.on_sale`);
  if (r.stock === "out") parts.push(sql`not p.in_stock`);
  if (r.stock === "in") parts.push(sql`p.in_stock and not p.low_stock`);
  if (r.stock === "low") parts.push(sql`p.in_stock and p.low_stock`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** The list's filters as one condition on `products p` (the CSV export reads the same rows). */
export function whereOf(r: AdminProductListRequest): SQL {
  const q = r.q?.trim();
  if (!q) return filtersOf(r);
  const { fullText, exact } = textParts(q);
  return sql`${fullText ? sql`(${fullText(sql`p.id`)} or ${exact})` : exact} and ${filtersOf(r)}`;
}
