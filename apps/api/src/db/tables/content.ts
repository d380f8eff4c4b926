import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { type I18nText, products } from "./catalogue";

/**
 * Content written in the back office (issue 14): care guides (Markdown pages per language) and the lookbook (staff
 * photos with hotspots that link to the products in them).
 */
export const contentPages = pgTable(
  "content_pages",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    /** guide (the menu's "Care guides"); other kinds may follow. */
    kind: text("kind").notNull().default("guide"),
    title: jsonb("title").$type<I18nText>().notNull(),
    /** One-sentence summary for lists and the meta description. */
    summary: jsonb("summary").$type<I18nText>().notNull(),
    /** Markdown, rendered as text-only elements (never raw HTML). */
    body: jsonb("body").$type<I18nText>().notNull(),
    /** Staff's working copy of an information page (kind 'page') until published; null for guides. */
    draft: jsonb("draft").$type<I18nText>(),
    /** Cover picture through the image pipeline (WebP widths), optional. */
    coverBase: text("cover_base"),
    coverWidths: integer("cover_widths").array(),
    status: text("status").notNull().default("draft"),
    position: integer("position").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("content_pages_slug_uq").on(t.slug),
    index("content_pages_kind_idx").on(t.kind, t.status, t.position),
    check("content_pages_status_known", sql`${t.status} in ('draft', 'published')`),
  ],
);

/** A look: one photo, its alt text, shown on /pages/lookbook in position order once published. */
export const lookbookLooks = pgTable(
  "lookbook_looks",
  {
    id: serial("id").primaryKey(),
    title: jsonb("title").$type<I18nText>().notNull(),
    alt: jsonb("alt").$type<I18nText>().notNull(),
    base: text("base").notNull(),
    widths: integer("widths").array().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    status: text("status").notNull().default("draft"),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lookbook_looks_status_idx").on(t.status, t.position),
    check("lookbook_looks_status_known", sql`${t.status} in ('draft', 'published')`),
  ],
);

/** A point on a look's photo (percent of its width and height) that links to a product. */
export const lookbookHotspots = pgTable(
  "lookbook_hotspots",
  {
    id: serial("id").primaryKey(),
    lookId: integer("look_id")
      .notNull()
      .references(() => lookbookLooks.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    x: numeric("x", { precision: 5, scale: 2, mode: "number" }).notNull(),
    y: numeric("y", { precision: 5, scale: 2, mode: "number" }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("lookbook_hotspots_look_idx").on(t.lookId, t.position),
    index("lookbook_hotspots_product_idx").on(t.productId),
    check("lookbook_hotspots_in_photo", sql`${t.x} between 0 and 100 and ${t.y} between 0 and 100`),
  ],
);
