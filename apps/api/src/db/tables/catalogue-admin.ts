import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { products, tsvector } from "./catalogue";

/**
 * The back office's product search (migration 0019, docs/decisions/0013-admin-product-list.md): one narrow row per
 * product with its words (its en, fr and ar documents without positions or weights, merged) and the columns the
 * list filters and sorts by, copied from products. A common word's matches are read from here alone, a page of
 * ~100 bytes of keys per match instead of a visit to product_search (1.5 kB rows) and then to products. Written
 * only by triggers on products and product_search; sort_name_en compares byte-wise ("C") like products'.
 */
export const productAdminSearch = pgTable(
  "product_admin_search",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    categoryId: integer("category_id").notNull(),
    onSale: boolean("on_sale").notNull(),
    inStock: boolean("in_stock").notNull(),
    lowStock: boolean("low_stock").notNull(),
    sortNameEn: text("sort_name_en").notNull(),
    minPrice: integer("min_price"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    words: tsvector("words").notNull().default(""),
  },
  (t) => [index("product_admin_search_words_idx").using("gin", t.words)],
);
