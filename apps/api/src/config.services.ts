import type { Env } from "./config";

/** A configuration the shop cannot start with; the message lists each bad value on its own line. */
export class ConfigError extends Error {}

/** All three Stripe keys, or none; undefined when card payment is off. */
export function stripeConfigOf(e: Env) {
  const keys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET].map((k) => k?.trim() || "");
  const [secretKey = "", publishableKey = "", webhookSecret = ""] = keys;
  if (keys.every((k) => k === "")) return undefined;
  if (keys.some((k) => k === "")) {
    throw new ConfigError(
      "Invalid configuration:\n  - STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: set all three, or none",
    );
  }
  return {
    secretKey,
    publishableKey,
    webhookSecret,
    host: e.STRIPE_API_HOST || undefined,
    port: e.STRIPE_API_PORT,
    protocol: e.STRIPE_API_PROTOCOL,
  };
}

/** Where product pictures are stored: the data folder's media folder, or an S3 bucket when S3_BUCKET is set. */
export function storageConfigOf(e: Env, mediaDir: string) {
  const bucket = e.S3_BUCKET || "";
  if (!bucket) return { kind: "local" as const, dir: mediaDir };
  const missing = (["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const).filter((k) => !e[k]);
  if (missing.length) {
    throw new ConfigError(`Invalid configuration:\n  - ${missing.join(", ")}: required when S3_BUCKET is set`);
  }
  return {
    kind: "s3" as const,
    bucket,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? "",
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? "",
    publicUrl: (e.S3_PUBLIC_URL ?? "").replace(/\/+$/, ""),
  };
}

/** Product pictures' storage (apps/api/src/lib/storage). */
export type StorageConfig = ReturnType<typeof storageConfigOf>;

/** Stripe keys and, for a stand-in, the API address (docs/decisions/0008-orders-payments.md). */
export type StripeConfig = NonNullable<ReturnType<typeof stripeConfigOf>>;

/** Metrics on their own port; off when METRICS_PORT is unset. Beyond loopback only with a token. */
export function metricsConfigOf(e: Env) {
  if (e.METRICS_PORT === undefined) return undefined;
  if (e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      "Invalid configuration:\n  - METRICS_PORT: must differ from PORT (metrics have a port of their own)",
    );
  }
  const loopback = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/.test(e.METRICS_HOST);
  if (!loopback && !e.METRICS_TOKEN) {
    throw new ConfigError(
      "Invalid configuration:\n  - METRICS_TOKEN: required when METRICS_HOST is not a loopback address (the metrics would be open to the network)",
    );
  }
  return { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN };
}
