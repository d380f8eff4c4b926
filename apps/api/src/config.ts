import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { ConfigError, metricsConfigOf, storageConfigOf, stripeConfigOf } from "./config.services";

export { ConfigError, type StorageConfig, type StripeConfig } from "./config.services";

const boolish = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** An http(s) address, or unset (an empty value counts as unset). */
function optionalUrl(name: string) {
  return z
    .url({ protocol: /^https?$/, error: `${name} must be an http:// or https:// address` })
    .optional()
    .or(z.literal("").transform(() => undefined));
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "PORT must be a number" })
    .int("PORT must be a whole number")
    .min(0, "PORT must be between 0 and 65535")
    .max(65535, "PORT must be between 0 and 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "DATA_DIR must not be empty").default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * A streaming replica of DATABASE_URL for the public catalogue's reads (lists, pages, search, categories, menus);
   * everything else stays on DATABASE_URL. PostgreSQL only.
   */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_READ_URL must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_ON_START: boolish.default(true),
  /** Where the built web app lives; unset in API-only mode (tests, dev API). */
  WEB_BUILD_DIR: z.string().optional(),
  /** Issue 17: visitors' public pages cached as whole HTML (off: every page renders, e.g. to benchmark). */
  PAGE_CACHE: z
    .enum(["on", "off", "true", "false", "1", "0"])
    .transform((v) => v === "on" || v === "true" || v === "1")
    .default(true),
  /** Bound of the page cache (every encoding's bodies and the keys), in bytes; 32 MiB holds ~1,000 pages. */
  PAGE_CACHE_MAX_BYTES: z.coerce.number().int().min(0).max(4_294_967_296).default(33_554_432),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** HS256 secret of session tokens; when unset one is generated on first start and kept in DATA_DIR. */
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  /** Encrypts the staff's two-step secrets at rest; when unset one is generated on first start and kept in DATA_DIR. */
  TOTP_ENCRYPTION_KEY: z.string().min(32, "TOTP_ENCRYPTION_KEY must be at least 32 characters").optional(),
  /** Session lifetime in hours. */
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /**
   * The proxies in front of the shop (addresses or CIDRs, comma-separated, as Fastify's trustProxy takes them).
   * Unset: no proxy is trusted and X-Forwarded-For is never read (docs/security.md).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isProxyAddress), "TRUST_PROXY must list IP addresses or CIDRs, comma-separated"),
  /** Whole request (headers and body) must arrive within this time; slow clients are cut off (docs/security.md). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** The request headers must arrive within this time. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  /** An idle keep-alive connection is closed after this time. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** A connection with no traffic at all is closed after this time. */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Login attempts per IP per minute (each instance) before RATE_LIMITED. */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Registrations per IP per minute (each instance) before RATE_LIMITED. */
  REGISTER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Forgot-password requests per IP per minute (each instance) before RATE_LIMITED. */
  PASSWORD_RESET_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /**
   * Failed logins per account per hour, from all addresses together (shared by every instance). Above it only
   * addresses without failures of their own for the account may still try (the owner elsewhere gets in).
   */
  LOGIN_FAILURES_PER_HOUR: z.coerce.number().int().min(1).default(100),
  /** Failed logins for one (account, address) pair before each further attempt waits 2, 4, 8... seconds. */
  LOGIN_PAIR_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
  /** The longest wait between attempts of one (account, address) pair, in seconds. */
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Failed logins per address per hour, across all accounts, before RATE_LIMITED (credential stuffing). */
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(50),
  /**
   * argon2 hashes computed at once (issue 17: logins never slow other calls); default: cores - 1, at least 1. Each
   * takes a libuv thread and ~19 MiB while it runs.
   */
  PASSWORD_HASH_CONCURRENCY: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ error: "PASSWORD_HASH_CONCURRENCY must be a number" })
      .int("PASSWORD_HASH_CONCURRENCY must be a whole number")
      .min(1, "PASSWORD_HASH_CONCURRENCY must be between 1 and 64")
      .max(64, "PASSWORD_HASH_CONCURRENCY must be between 1 and 64")
      .default(Math.max(1, availableParallelism() - 1)),
  ),
  /** Hashes waiting for a slot before a sign-in is answered 503 with Retry-After instead of queueing. */
  PASSWORD_HASH_QUEUE_LIMIT: z.coerce
    .number({ error: "PASSWORD_HASH_QUEUE_LIMIT must be a number" })
    .int("PASSWORD_HASH_QUEUE_LIMIT must be a whole number")
    .min(0, "PASSWORD_HASH_QUEUE_LIMIT must be between 0 and 10000")
    .max(10_000, "PASSWORD_HASH_QUEUE_LIMIT must be between 0 and 10000")
    .default(64),
  /** PEM of the RSA private key for optional password encryption; generated into DATA_DIR when unset. */
  PASSWORD_RSA_PRIVATE_KEY: z.string().optional(),
  /** smtp://user:pass@host:port (or smtps://); unset: mail is kept in the database for the mail viewer. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default("Bustan <hello@bustan.ae>"),
  /** The development mail viewer at /dev/mail; only outside production, and only when no SMTP_URL is set. */
  MAIL_VIEWER: boolish.default(true),
  /**
   * Origin for links in e-mails and pages (https://shop.example). Required in production; elsewhere it
   * defaults to http://localhost:PORT. Request headers never choose a link's host.
   */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: "PUBLIC_ORIGIN must be an http:// or https:// address" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Card payment through Stripe: all three keys, or none (then the card option is hidden). */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another address for Stripe's API (a local stand-in in tests): host, port and http/https. */
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  STRIPE_API_PROTOCOL: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["http", "https"]).optional()),
  /**
   * Prometheus metrics (issue 17) on a port of their own, never the shop's: unset turns them off. METRICS_HOST is
   * loopback by default; any other interface needs METRICS_TOKEN (sent as "Authorization: Bearer <token>").
   */
  METRICS_PORT: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ error: "METRICS_PORT must be a number" })
      .int("METRICS_PORT must be a whole number")
      .min(0, "METRICS_PORT must be between 0 and 65535")
      .max(65535, "METRICS_PORT must be between 0 and 65535")
      .optional(),
  ),
  METRICS_HOST: z.string().trim().min(1, "METRICS_HOST must not be empty").default("127.0.0.1"),
  METRICS_TOKEN: z
    .string()
    .min(32, "METRICS_TOKEN must be at least 32 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Orders tracked per IP per minute (POST /api/v1/orders/track). */
  TRACK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Days after delivery when the shopper is asked to review what they received (issue 14); 0 turns it off. */
  REVIEW_REQUEST_DAYS: z.coerce.number().int().min(0).max(60).default(5),
  /**
   * Uploads (product pictures, profile images) in S3-compatible object storage: S3_BUCKET set turns it on, and then the endpoint (unset:
   * AWS), the keys, the region and the public address the pictures are served from. Unset: the data folder.
   */
  S3_ENDPOINT: optionalUrl("S3_ENDPOINT"),
  S3_BUCKET: z.string().trim().optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  S3_REGION: z.string().trim().default("us-east-1"),
  S3_PUBLIC_URL: optionalUrl("S3_PUBLIC_URL"),
});

/** The environment as the schema validates it; the configuration below is built from it. */
export type Env = z.output<typeof envSchema>;

/**
 * The one origin of every link in e-mails and pages: PUBLIC_ORIGIN (required in production), else
 * http://localhost:PORT. A request's Host header never chooses it (docs/security.md).
 */
export function publicOriginOf(e: Pick<Env, "PUBLIC_ORIGIN" | "PORT">): string {
  return e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : `http://localhost:${e.PORT}`;
}

/** An IPv4/IPv6 address, or one with a /prefix (CIDR). */
function isProxyAddress(value: string): boolean {
  const [address = "", prefix, ...rest] = value.split("/");
  const kind = isIP(address);
  if (kind === 0 || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 0 && bits <= (kind === 4 ? 32 : 128);
}

/** Reads and validates the environment; each bad value gets its own line in the message. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  /** The database scripts (migrate, seed, reset) send no links and do not need PUBLIC_ORIGIN. */
  { serving = true }: { serving?: boolean } = {},
) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  - DATABASE_READ_URL: a read replica needs DATABASE_URL (PostgreSQL) for the primary",
    );
  }
  if (serving && e.NODE_ENV === "production" && !e.PUBLIC_ORIGIN) {
    throw new ConfigError(
      "Invalid configuration:\n  - PUBLIC_ORIGIN: required when NODE_ENV=production (the shop's address, e.g. https://shop.example); links in e-mails use it",
    );
  }
  return configFrom(parsed.data);
}

/** The app's configuration: its type (AppConfig) is what this builds from the schema's output. */
function configFrom(e: Env) {
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: path.join(dataDir, "media"),
    /** Product pictures: the media folder, or S3-compatible storage. */
    storage: storageConfigOf(e, path.join(dataDir, "media")),
    databaseUrl: e.DATABASE_URL,
    /** The read replica for public catalogue reads; unset: they go to databaseUrl (or PGlite) like the rest. */
    databaseReadUrl: e.DATABASE_READ_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.SEED_ON_START,
    /** Where the built web app lives; unset in API-only mode. */
    webBuildDir: e.WEB_BUILD_DIR,
    /** The build's demo pictures, served after the media folder (set by server.ts, never from the environment). */
    demoMediaDir: undefined as string | undefined,
    pageCache: { enabled: e.PAGE_CACHE, maxBytes: e.PAGE_CACHE_MAX_BYTES },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    jwtSecret: e.JWT_SECRET,
    totpEncryptionKey: e.TOTP_ENCRYPTION_KEY,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    loginFailuresPerHour: e.LOGIN_FAILURES_PER_HOUR,
    loginPairFreeFailures: e.LOGIN_PAIR_FREE_FAILURES,
    loginMaxDelaySeconds: e.LOGIN_MAX_DELAY_SECONDS,
    loginFailuresPerAddressPerHour: e.LOGIN_FAILURES_PER_ADDRESS_PER_HOUR,
    registerRateLimitPerMinute: e.REGISTER_RATE_LIMIT_PER_MINUTE,
    passwordResetRateLimitPerMinute: e.PASSWORD_RESET_RATE_LIMIT_PER_MINUTE,
    passwordRsaPrivateKey: e.PASSWORD_RSA_PRIVATE_KEY,
    /** The bounded argon2 pool (modules/users/hashing-pool.ts). */
    passwordHashing: { concurrency: e.PASSWORD_HASH_CONCURRENCY, queueLimit: e.PASSWORD_HASH_QUEUE_LIMIT },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailViewer: e.MAIL_VIEWER && !e.SMTP_URL && e.NODE_ENV !== "production",
    /** Origin of every link in e-mails and pages; never taken from a request. */
    publicOrigin: publicOriginOf(e),
    /** Card payment; undefined without Stripe keys. */
    stripe: stripeConfigOf(e),
    trackRateLimitPerMinute: e.TRACK_RATE_LIMIT_PER_MINUTE,
    /** Prometheus metrics' own server (lib/metrics); undefined when off. */
    metrics: metricsConfigOf(e),
    reviewRequestDays: e.REVIEW_REQUEST_DAYS,
    /** Fastify's trustProxy: false, or the proxies' addresses and CIDRs. */
    trustProxy: e.TRUST_PROXY.length ? e.TRUST_PROXY : (false as const),
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
      connectionMs: e.CONNECTION_TIMEOUT_MS,
    },
  };
}

export type AppConfig = ReturnType<typeof configFrom>;
