import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
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
  uuid,
} from "drizzle-orm/pg-core";

/** PostgreSQL full-text document. */
const tsvector = customType<{ data: string }>({
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
    /** Botanical names and synonyms ("Ficus lyrata"), searched in every language with weight B. */
    keywords: text("keywords").notNull().default(""),
    // Denormalised for the catalogue's hot queries; kept right by triggers on skus, product_translations,
    // products and categories (migration 0003, docs/decisions/0004-search.md). Never written by the app.
    /** Lowest price after discount over active SKUs, in fils; null when no active SKU. */
    minPrice: integer("min_price"),
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
  },
  (t) => [
    uniqueIndex("products_slug_uq").on(t.slug),
    index("products_category_idx").on(t.categoryId),
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
  },
  (t) => [
    index("product_search_en_idx").using("gin", t.searchEn),
    index("product_search_fr_idx").using("gin", t.searchFr),
    index("product_search_ar_idx").using("gin", t.searchAr),
  ],
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
  (t) => [
    uniqueIndex("skus_code_uq").on(t.code),
    index("skus_product_idx").on(t.productId),
    // The last line of defence against overselling: stock is taken by conditional updates, never below zero.
    check("skus_stock_nonnegative", sql`${t.stock} >= 0`),
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

/** SPEC 3 role values; ADMIN and SUPER_ADMIN count as admin. */
export const userRoles = ["ROLE_SUPER_ADMIN", "ROLE_ADMIN", "ROLE_MANAGER", "ROLE_HR", "ROLE_USER", "GUEST"] as const;

/** A shopper or staff account. E-mail is unique case-insensitively (index on lower(email)). */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    mobile: text("mobile"),
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull().default("ROLE_USER"),
    /** Language of the e-mails sent to this user (en, fr, ar). */
    locale: text("locale").notNull().default("en"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Part of every token; bumping it (password change, log out everywhere) revokes every older token. */
    tokenVersion: integer("token_version").notNull().default(0),
    /** File name of the profile image under media/profile, or null. */
    profileImage: text("profile_image"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_lower_uq").on(sql`lower(${t.email})`)],
);

/** Single-use e-mailed tokens (verification, password reset); only a SHA-256 of the token is kept. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_tokens_hash_uq").on(t.tokenHash), index("user_tokens_user_idx").on(t.userId, t.purpose)],
);

/**
 * Failed-login counters shared by every instance (users.throttle.ts): per (account, address) pair, per account
 * and per address. `account` is the lower-cased e-mail, `address` the client IP; the unused one is ''.
 */
export const loginThrottle = pgTable(
  "login_throttle",
  {
    scope: text("scope").notNull(),
    account: text("account").notNull(),
    address: text("address").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    failures: integer("failures").notNull(),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.account, t.address] }),
    index("login_throttle_last_failure_idx").on(t.lastFailureAt),
  ],
);

/** Tokens revoked before their expiry (logout), by their jti claim; pruned once expired. */
export const revokedTokens = pgTable(
  "revoked_tokens",
  {
    jti: text("jti").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("revoked_tokens_expires_idx").on(t.expiresAt)],
);

/**
 * Work to do after a commit (e-mails), written in the same transaction as the change and drained by any
 * instance with FOR UPDATE SKIP LOCKED, with retries and backoff.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Random part of the row's Message-ID, fixed at enqueue, so a resend carries the same Message-ID. */
    messageKey: uuid("message_key").notNull().defaultRandom(),
    /** A send may have gone out without being marked sent (crash, lost database): never guess a second time. */
    sendInDoubt: boolean("send_in_doubt").notNull().default(false),
  },
  // Due rows and expired leases of rows being sent (status 'sending') are what the drainer looks for.
  (t) => [index("outbox_due_idx").on(t.nextAttemptAt).where(sql`status in ('pending', 'sending')`)],
);

/** Mail "sent" by the embedded setup (no SMTP configured), shown by the development mail viewer. */
export const mailMessages = pgTable("mail_messages", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A member's cart line (SPEC 3: identified by the SKU); cartId is the id. */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    skuId: integer("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    qty: integer("qty").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cart_items_user_sku_uq").on(t.userId, t.skuId)],
);

/** A member's wish-list line; wishListId is the id. */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    skuId: integer("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("wishlist_items_user_sku_uq").on(t.userId, t.skuId)],
);

/** A member's saved delivery address (issue "Checkout"); one may be the default. */
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    label: text("label"),
    recipient: text("recipient").notNull(),
    emirate: text("emirate").notNull(),
    area: text("area").notNull(),
    street: text("street").notNull(),
    building: text("building").notNull(),
    apartment: text("apartment"),
    landmark: text("landmark"),
    mobile: text("mobile").notNull(),
    notes: text("notes"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId),
    uniqueIndex("addresses_one_default_uq").on(t.userId).where(sql`is_default`),
  ],
);

/**
 * An order. Money in fils, VAT-inclusive; every figure is computed by the server and frozen here. The
 * address and contact are copied, so later edits of the address book never change a placed order.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** Readable order number, e.g. BST-4K7P-2Q9D. */
    number: text("number").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    name: text("name").notNull(),
    locale: text("locale").notNull().default("en"),
    address: jsonb("address").notNull(),
    emirate: text("emirate").notNull(),
    deliveryDate: date("delivery_date").notNull(),
    deliverySlot: text("delivery_slot").notNull(),
    paymentMethod: text("payment_method").notNull(),
    paymentStatus: text("payment_status").notNull().default("unpaid"),
    status: text("status").notNull(),
    itemsFils: integer("items_fils").notNull(),
    deliveryFils: integer("delivery_fils").notNull(),
    codFeeFils: integer("cod_fee_fils").notNull().default(0),
    totalFils: integer("total_fils").notNull(),
    vatFils: integer("vat_fils").notNull(),
    /** A card order holds its stock until this time; then the hold is released and the order cancelled. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    paymentIntentId: text("payment_intent_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_number_uq").on(t.number),
    index("orders_user_idx").on(t.userId, t.createdAt.desc()),
    index("orders_status_idx").on(t.status, t.createdAt.desc()),
    index("orders_email_lower_idx").on(sql`lower(${t.email})`),
    index("orders_slot_idx").on(t.deliveryDate, t.deliverySlot),
    index("orders_hold_idx").on(t.holdExpiresAt).where(sql`hold_expires_at is not null`),
    uniqueIndex("orders_payment_intent_uq").on(t.paymentIntentId),
  ],
);

/** One line of an order: what was bought at which price, copied at the time of the order. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    skuId: integer("sku_id")
      .notNull()
      .references(() => skus.id),
    productId: integer("product_id").notNull(),
    name: text("name").notNull(),
    skuCode: text("sku_code").notNull(),
    options: jsonb("options").notNull(),
    unitPriceFils: integer("unit_price_fils").notNull(),
    discountPct: integer("discount_pct").notNull().default(0),
    /** Price of one after the discount, VAT-inclusive. */
    unitNetFils: integer("unit_net_fils").notNull(),
    qty: integer("qty").notNull(),
    lineTotalFils: integer("line_total_fils").notNull(),
    vatFils: integer("vat_fils").notNull(),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

/** Every change of an order's state: when, who, and a note; shown as the timeline. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    actor: text("actor").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

/** Place-order idempotency: the first answer for a key is kept and returned for every retry. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    key: text("key").primaryKey(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Keys are kept 24 hours; the checkout module's cleanup deletes the oldest first.
  (t) => [index("idempotency_keys_created_idx").on(t.createdAt)],
);

/** Webhook events already handled (Stripe event id): each is processed once. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Orders booked per delivery date and slot; a conditional increment enforces the slot's capacity. */
export const slotBookings = pgTable(
  "slot_bookings",
  {
    deliveryDate: date("delivery_date").notNull(),
    slot: text("slot").notNull(),
    booked: integer("booked").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.deliveryDate, t.slot] })],
);

/**
 * A staff member's authenticator-app secret (two-step login, docs/decisions/0009): AES-256-GCM encrypted with
 * the TOTP key. enabled_at is null while the enrolment waits for its first code; last_time_step is the TOTP
 * time step of the last code accepted (a code is never accepted twice).
 */
export const userTwoStep = pgTable("user_two_step", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastTimeStep: integer("last_time_step"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of two-step login (SHA-256 of the code only); used_at is set when one is used. */
export const userRecoveryCodes = pgTable(
  "user_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("user_recovery_codes_uq").on(t.userId, t.codeHash)],
);

/**
 * Second-step login challenges (SHA-256 of the opaque challenge): for one user and token version, a few
 * minutes, a few wrong codes; purpose "code" (two-step on) or "enrol" (required but not set up yet).
 */
export const twoStepChallenges = pgTable(
  "two_step_challenges",
  {
    challengeHash: text("challenge_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    tokenVersion: integer("token_version").notNull(),
    tries: integer("tries").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("two_step_challenges_expires_idx").on(t.expiresAt)],
);

/**
 * Rate-limit hits per key (route and client address) and fixed window, shared by every instance
 * (apps/api/src/lib/rate-limit-store.ts); windows older than an hour are pruned.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_hits_window_idx").on(t.windowStart)],
);
