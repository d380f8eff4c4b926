import { sql } from "drizzle-orm";
import {
  boolean,
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_slug_uq").on(t.slug),
    index("products_category_idx").on(t.categoryId),
    index("products_created_idx").on(t.createdAt),
    index("products_popularity_idx").on(t.popularity),
  ],
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
  },
  (t) => [uniqueIndex("skus_code_uq").on(t.code), index("skus_product_idx").on(t.productId)],
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
  },
  (t) => [index("product_images_product_idx").on(t.productId, t.position)],
);

/** SPEC 3 menu item; staff-editable, titles in every language. */
export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
    position: integer("position").notNull().default(0),
    title: jsonb("title").$type<I18nText>().notNull(),
    type: text("type").notNull(),
    path: text("path"),
    megaMenu: boolean("mega_menu").notNull().default(false),
    badge: boolean("badge").notNull().default(false),
    badgeText: text("badge_text"),
    image: text("image"),
  },
  (t) => [index("menu_items_parent_idx").on(t.parentId, t.position)],
);

/** Staff-editable shop settings, one JSON value per key. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
