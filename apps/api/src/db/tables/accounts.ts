import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Accounts: users, e-mailed link tokens, the login throttle, revoked tokens and two-step login. */

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
    /** Set when staff disable the account: it cannot log in and its tokens stop working on the next request. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** The last successful login (shown in the back office's staff list). */
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
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
    /** What the token is for beyond its purpose: the new address of an e-mail change (issue 16). */
    detail: text("detail"),
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
