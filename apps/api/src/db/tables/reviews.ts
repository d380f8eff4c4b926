import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalogue";
import { orders } from "./ordering";

/**
 * Product reviews (issue 14, DESIGN "reviews"): one per product per shopper, editable, written only after an
 * order with the product was delivered; published once staff approve it. products.rating and review_count are
 * computed from the approved ones only.
 */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The delivered order that makes it a verified purchase. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    rating: smallint("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** pending (new or edited), approved, rejected. */
    status: text("status").notNull().default("pending"),
    /** The shop's public answer, shown under the review. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** The author's name as shown ("Aisha K."), fixed when written. */
    authorName: text("author_name").notNull(),
    locale: text("locale").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("product_reviews_product_user_uq").on(t.productId, t.userId),
    index("product_reviews_product_idx").on(t.productId, t.status, t.createdAt.desc()),
    index("product_reviews_status_idx").on(t.status, t.createdAt),
    check("product_reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("product_reviews_status_known", sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** Up to 3 photos of a review, through the catalogue's image pipeline (WebP widths like product pictures). */
export const reviewImages = pgTable(
  "review_images",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    base: text("base").notNull(),
    widths: integer("widths").array().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (t) => [index("review_images_review_idx").on(t.reviewId, t.position)],
);
