import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** The catalogue: categories, products with their translations, SKUs, images (search tables: catalogue-search.ts). */

/** PostgreSQL full-text document. */
export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/** { en, fr?, ar? } — en is always present and is the fallback. */
export type I18nText = { en: string; fr?: string; ar?: string };

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    parentId: integer("parent_id"),
    position: integer("position").notNull().default(0),
    name: jsonb("name").$type<I18nText>().notNull(),
    image: text("image"),
    /** Hidden by staff: not in menus or the category list; its products stay listed under their own pages. */
    hidden: boolean("hidden").notNull().default(false),
  },
  (t) => [uniqueIndex("categories_slug_uq").on(t.slug), index("categories_parent_idx").on(t.parentId)],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    light: text("light"),
    watering: text("watering"),
    difficulty: text("difficulty"),
    petSafe: boolean("pet_safe"),
    matureSize: text("mature_size"),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /** Units sold; "popularity" sorts by this, best sellers first. */
    popularity: integer("popularity").notNull().default(0),
    featured: boolean("featured").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * The back office's life cycle: draft (never shown), active, archived (withdrawn, restorable). The back office
     * writes is_active = (status = 'active') with it; the storefront reads only is_active (and listed).
     */
    status: text("status").notNull().default("active"),
    /** Bumped by every back-office save: a save naming an older version is refused (two staff editing). */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Botanical names and synonyms ("Ficus lyrata"), searched in every language with weight B. */
    keywords: text("keywords").notNull().default(""),
    // Denormalised for the catalogue's hot queries; kept right by triggers on skus, product_translations,
    // products and categories (migration 0003, docs/decisions/0004-search.md). Never written by the app.
    /** Lowest price after discount over active SKUs, in fils; null when no active SKU. */
    minPrice: integer("min_price"),
    /** Highest price after discount over active SKUs (issue 16: "From" and the price range on cards). */
    maxPrice: integer("max_price"),
    maxDiscount: integer("max_discount").notNull().default(0),
    inStock: boolean("in_stock").notNull().default(false),
    onSale: boolean("on_sale").notNull().default(false),
    potSizes: text("pot_sizes").array().notNull().default(sql`'{}'::text[]`),
    potColours: text("pot_colours").array().notNull().default(sql`'{}'::text[]`),
    /** Shown anywhere at all: active and with at least one active SKU. */
    listed: boolean("listed").generatedAlwaysAs(sql`is_active and min_price is not null`),
    /** Sort keys for "name" per language: lower-cased, accents folded, fr/ar falling back to en (also trigram-indexed). */
    sortNameEn: text("sort_name_en").notNull().default(""),
    sortNameFr: text("sort_name_fr").notNull().default(""),
    sortNameAr: text("sort_name_ar").notNull().default(""),
    /** The back office's list (0017): an active SKU at or under its threshold (its stock: productStock). */
    lowStock: boolean("low_stock").notNull().default(false),
  },
  (t) => [
    uniqueIndex("products_slug_uq").on(t.slug),
    index("products_category_idx").on(t.categoryId),
    check("products_status_known", sql`${t.status} in ('draft', 'active', 'archived')`),
    index("products_updated_idx").on(t.updatedAt.desc(), t.id.desc()),
    // The back office's list sorts every product (drafts and archived too): an index per sort and the status.
    index("products_status_idx").on(t.status),
    index("products_name_en_idx").on(t.sortNameEn, t.id),
    index("products_price_idx").on(t.minPrice.asc().nullsLast(), t.id),
    index("products_price_desc_idx").on(t.minPrice.desc().nullsLast(), t.id.desc()),
    // Every listing reads only listed products: partial indexes, one per sort, plus the filters.
    index("products_l_popularity_idx").on(t.popularity.desc(), t.id.desc()).where(sql`listed`),
    index("products_l_newest_idx").on(t.createdAt.desc(), t.id.desc()).where(sql`listed`),
    index("products_l_price_idx").on(t.minPrice, t.id).where(sql`listed`),
    index("products_l_rating_idx").on(t.rating.desc(), t.reviewCount.desc(), t.id).where(sql`listed`),
    // Per category, one per sort: a leaf category page is an index walk whatever the order (the name ones are
    // in migration 0003, after the sort-name columns get COLLATE "C").
    index("products_l_category_idx").on(t.categoryId, t.popularity.desc(), t.id.desc()).where(sql`listed`),
    index("products_l_category_newest_idx").on(t.categoryId, t.createdAt.desc(), t.id.desc()).where(sql`listed`),
    index("products_l_category_price_idx").on(t.categoryId, t.minPrice, t.id).where(sql`listed`),
    index("products_l_category_rating_idx")
      .on(t.categoryId, t.rating.desc(), t.reviewCount.desc(), t.id)
      .where(sql`listed`),
    index("products_l_light_idx").on(t.light, t.popularity.desc()).where(sql`listed`),
    index("products_l_watering_idx").on(t.watering, t.popularity.desc()).where(sql`listed`),
    index("products_l_difficulty_idx").on(t.difficulty, t.popularity.desc()).where(sql`listed`),
    index("products_l_pet_safe_idx").on(t.petSafe, t.popularity.desc()).where(sql`listed`),
    index("products_l_on_sale_idx").on(t.popularity.desc()).where(sql`listed and on_sale`),
    index("products_l_featured_idx").on(t.popularity.desc()).where(sql`listed and featured`),
    index("products_tags_idx").using("gin", t.tags),
    index("products_pot_sizes_idx").using("gin", t.potSizes),
    index("products_pot_colours_idx").using("gin", t.potColours),
  ],
);

/**
 * A product's stock over its active SKUs, for the back office's stock sort (migration 0018, decision 0013): kept
 * by the SKU triggers apart from products, so an order line's decrement updates this narrow row and its index
 * rather than a products row with ~35 indexes. One row per product.
 */
export const productStock = pgTable(
  "product_stock",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    totalStock: integer("total_stock").notNull().default(0),
  },
  (t) => [index("product_stock_total_idx").on(t.totalStock, t.productId)],
);

/**
 * When an order or a restock last changed what a page shows of a product's stock (a SKU's stock up to 20, migration
 * 0033, decision 0025): kept by a SKU trigger apart from products, so the catalogue's caches follow it
 * (catalogue.freshness.ts) without touching products (its ~35 indexes, and updated_at, the staff's last edit).
 */
export const catalogueStockMarks = pgTable(
  "catalogue_stock_marks",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catalogue_stock_marks_at_idx").on(t.markedAt)],
);

export const productTranslations = pgTable(
  "product_translations",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    careText: text("care_text").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] })],
);

export const skus = pgTable(
  "skus",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    potSize: text("pot_size"),
    potColour: text("pot_colour"),
    priceFils: integer("price_fils").notNull(),
    discountPct: integer("discount_pct").notNull().default(0),
    stock: integer("stock").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    position: integer("position").notNull().default(0),
    /** At or below this stock the SKU is in the back office's low-stock view. */
    lowStockThreshold: integer("low_stock_threshold").notNull().default(5),
  },
  (t) => [
    uniqueIndex("skus_code_uq").on(t.code),
    // The back office finds SKUs by part of their code (ilike '%...%').
    index("skus_code_trgm_idx").using("gin", t.code.op("gin_trgm_ops")),
    index("skus_product_idx").on(t.productId),
    // The last line of defence against overselling: stock is taken by conditional updates, never below zero.
    check("skus_stock_nonnegative", sql`${t.stock} >= 0`),
  ],
);

/**
 * A discount with a window (Asia/Dubai times chosen in the back office, stored as instants): the catalogue's sale
 * job sets the SKU's discount when the window opens and puts the previous one back when it closes, so every
 * price reader (cards, search, cart, checkout) keeps reading `skus.discount_pct` alone.
 */
export const skuSales = pgTable(
  "sku_sales",
  {
    id: serial("id").primaryKey(),
    skuId: integer("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    discountPct: integer("discount_pct").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** scheduled -> running -> ended, or cancelled before it ends. */
    state: text("state").notNull().default("scheduled"),
    /** The SKU's discount when the sale started, put back when it ends. */
    previousDiscountPct: integer("previous_discount_pct"),
    actorId: integer("actor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sku_sales_sku_idx").on(t.skuId, t.startsAt),
    index("sku_sales_due_start_idx").on(t.startsAt).where(sql`${t.state} = 'scheduled'`),
    index("sku_sales_due_end_idx").on(t.endsAt).where(sql`${t.state} = 'running'`),
    check("sku_sales_discount_range", sql`${t.discountPct} between 0 and 100`),
    check("sku_sales_window", sql`${t.endsAt} > ${t.startsAt}`),
    check("sku_sales_state_known", sql`${t.state} in ('scheduled', 'running', 'ended', 'cancelled')`),
  ],
);

/** One image of a product; files are `${base}-${width}.webp` under the media folder. */
export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    base: text("base").notNull(),
    widths: integer("widths").array().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: jsonb("alt").$type<I18nText>().notNull(),
    /** The pot colour this picture shows (the product page shows it when that colour is chosen); null: any. */
    potColour: text("pot_colour"),
    /** Dominant colour shown while the picture loads ("#7a9a5c"). */
    placeholder: text("placeholder"),
  },
  (t) => [index("product_images_product_idx").on(t.productId, t.position)],
);

/** A product's former slugs: the storefront answers 301 to the product's current slug. */
export const productSlugRedirects = pgTable(
  "product_slug_redirects",
  {
    slug: text("slug").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("product_slug_redirects_product_idx").on(t.productId)],
);
