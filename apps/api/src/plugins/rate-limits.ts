import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { createPeriodicJob, runWithApp } from "../lib/periodic-job";
import { createSharedRateLimitStore, pruneRateLimitHits } from "../lib/rate-limit-store";

declare module "fastify" {
  interface FastifyInstance {
    /** Adds this instance's global rate-limit counts to the shared ones now (tests). */
    rateLimitFlush: () => Promise<void>;
  }
}

/** The global per-address limit on API calls (`perMinute`), the routes' own limits, and the old counts' pruning. */
export async function registerRateLimits(app: FastifyInstance, database: Database, perMinute: number) {
  // Counted in PostgreSQL so every instance agrees (docs/security.md "Limits"); the key is request.ip, which is the
  // socket's address unless TRUST_PROXY names the proxy that sent X-Forwarded-For.
  const sharedLimits = createSharedRateLimitStore({ db: database.db, log: app.log });
  app.addHook("onReady", async () => sharedLimits.start());
  app.addHook("onClose", async () => sharedLimits.stop().catch(() => {}));
  runWithApp(
    app,
    createPeriodicJob({
      name: "rate limit prune",
      intervalMs: 10 * 60_000,
      log: app.log,
      pass: () => pruneRateLimitHits(database.db),
    }),
  );
  app.decorate("rateLimitFlush", sharedLimits.flush);
  await app.register(rateLimit, {
    store: sharedLimits.Store as never,
    global: true,
    max: perMinute,
    timeWindow: "1 minute",
    // Pages and their assets are not API calls; only the API is counted.
    allowList: (request) => !request.url.startsWith("/api/"),
  });
}
