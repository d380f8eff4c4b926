import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { products, tsvector } from "./catalogue";

// The catalogue's search tables: the products' documents, the popularity bands and the stored facet counts.

/**
 * Full-text documents of a product, one per language: name A, category/tags/keywords B, description C, built
 * with 'english', 'french' and 'arabic'. Apart from products so that its rows stay narrow; written only by the
 * catalogue triggers (migration 0003, docs/decisions/0004-search.md).
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    searchEn: tsvector("search_en").notNull(),
    searchFr: tsvector("search_fr").notNull(),
    searchAr: tsvector("search_ar").notNull(),
    /** Copies of products.popularity and products.listed, kept by the triggers of migration 0029. */
    popularity: integer("popularity").notNull().default(0),
    listed: boolean("listed").notNull().default(false),
    /** The search bands (search_bands) whose floor this listed product reaches; kept by migration 0030's triggers. */
    bands: smallint("bands").array().notNull().default(sql`'{}'::smallint[]`),
  },
  (t) => [
    // A word's entries and a band's entries in one index, intersected inside it (catalogue.text.ts).
    index("product_search_en_band_idx").using("gin", t.searchEn, t.bands),
    index("product_search_fr_band_idx").using("gin", t.searchFr, t.bands),
    index("product_search_ar_band_idx").using("gin", t.searchAr, t.bands),
    index("product_search_l_popularity_idx").on(t.popularity.desc(), t.productId.desc()).where(sql`listed`),
  ],
);

/**
 * Search bands: band n holds the listed products at least as popular as the one at rank `rank` (its floor), the
 * best sellers first. Written by search_bands_refresh() (migration 0030); product_search.bands follows them.
 */
export const searchBands = pgTable("search_bands", {
  band: smallint("band").primaryKey(),
  rank: integer("rank").notNull(),
  floor: integer("floor").notNull(),
});

/**
 * Listed products per category and facet value, kept by products' triggers (migration 0031): the facets of an
 * unfiltered category page are sums of a few hundred of these rows instead of a scan of the category's products.
 * facet "all" (value "") counts the category's listed products.
 */
export const categoryFacetCounts = pgTable(
  "category_facet_counts",
  {
    categoryId: integer("category_id").notNull(),
    facet: text("facet").notNull(),
    value: text("value").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.facet, t.value] })],
);
