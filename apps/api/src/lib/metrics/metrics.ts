import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../../db/client";
import { cacheCountsNow, freshnessCounts, registerCacheCounters } from "./cache-stats";
import { registerDatabaseMetrics } from "./database-metrics";
import { createMetricsServer } from "./metrics-server";

declare module "fastify" {
  interface FastifyInstance {
    /** The metrics server's address (http://host:port), while it listens; undefined when metrics are off. */
    metricsUrl: () => string | undefined;
  }
}

export interface MetricsOptions {
  port: number;
  host: string;
  token: string | undefined;
  database: Database;
  /** The mail outbox's backlog (the mail module's health()). */
  outbox: { health(): Promise<{ pending: number; stuck: number; overdueSeconds: number }> };
  /** The password-hashing pool (modules/users/hashing-pool.ts). */
  hashing: { stats(): { running: number; waiting: number } };
  /** The whole-page cache's counters, every instance in the process (plugins/page-cache). */
  pages?: () => PageCounts;
}

/** The whole-page cache's counters (plugins/page-cache): stale = stale pages answered while a fresh one renders. */
export interface PageCounts {
  hits: number;
  misses: number;
  bypasses: number;
  stale: number;
  bytes: number;
  entries: number;
}

/** The page cache: its hits and misses among the caches', plus what only it has (bypasses, stale answers, size). */
function registerPageCacheMetrics(registry: Registry, pages: () => PageCounts) {
  registerCacheCounters("pages", pages);
  const series = (name: string, help: string, pick: keyof PageCounts, Kind: typeof Gauge | typeof Counter) =>
    new Kind({
      name,
      help,
      registers: [registry],
      collect(this: Gauge | Counter) {
        this.reset();
        this.inc(pages()[pick]);
      },
    });
  series(
    "shop_page_cache_bypasses_total",
    "Page requests the page cache did not serve (a session, a query)",
    "bypasses",
    Counter,
  );
  series("shop_page_cache_stale_total", "Cached pages answered while they were refreshed", "stale", Counter);
  series("shop_page_cache_bytes", "Bytes held by the page cache", "bytes", Gauge);
  series("shop_page_cache_entries", "Pages held by the page cache", "entries", Gauge);
}

/** Upper bounds in seconds: the API answers in ~1-10 ms, pages in tens, searches and logins in hundreds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Request latency by route pattern (never the raw URL: /products/:slug, not each slug), method and status class.
 * The onResponse hook costs a Map lookup and a histogram observe: each label set's child is made once.
 */
function registerRequestMetrics(app: FastifyInstance, registry: Registry) {
  const histogram = new Histogram({
    name: "shop_http_request_duration_seconds",
    help: "Time from request to response by route pattern, method and status class (count = requests)",
    labelNames: ["route", "method", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const children = new Map<string, ReturnType<typeof histogram.labels>>();
  app.addHook("onResponse", (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // No route matched (404s, probes): one label for all, so scanners cannot grow the series without end.
    const route = request.routeOptions.url ?? "unmatched";
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    const key = `${request.method} ${status} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = histogram.labels(route, request.method, status);
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });
}

function registerShopGauges(registry: Registry, options: MetricsOptions) {
  const registers = [registry];
  let backlog: Promise<{ pending: number; stuck: number; overdueSeconds: number }> | undefined;
  // One outbox query per scrape, shared by both gauges.
  const readBacklog = () => {
    backlog ??= options.outbox.health().finally(() => setTimeout(() => (backlog = undefined), 0));
    return backlog;
  };
  new Gauge({
    name: "shop_mail_outbox_unsent",
    help: "E-mails in the outbox not sent yet (pending, and sending past their lease)",
    registers,
    async collect() {
      const b = await readBacklog();
      this.set(b.pending + b.stuck);
    },
  });
  new Gauge({
    name: "shop_mail_outbox_oldest_overdue_seconds",
    help: "How long the oldest unsent e-mail has been due",
    registers,
    async collect() {
      this.set((await readBacklog()).overdueSeconds);
    },
  });
  const cacheCounter = (name: string, help: string, pick: "hits" | "misses") =>
    new Counter({
      name,
      help,
      labelNames: ["cache"] as const,
      registers,
      collect() {
        this.reset();
        for (const c of cacheCountsNow()) this.inc({ cache: c.cache }, c[pick]);
      },
    });
  cacheCounter("shop_cache_hits_total", "Answers from an in-process cache, by cache", "hits");
  cacheCounter("shop_cache_misses_total", "Loads behind an in-process cache, by cache", "misses");
  const freshness = (name: string, help: string, pick: "checks" | "clears") =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(freshnessCounts[pick]);
      },
    });
  freshness("shop_cache_freshness_checks_total", "Reads of the caches' freshness stamps in PostgreSQL", "checks");
  freshness("shop_cache_freshness_clears_total", "Times a moved stamp cleared caches (a staff change)", "clears");
  const hashing = (name: string, help: string, pick: "running" | "waiting") =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(options.hashing.stats()[pick]);
      },
    });
  hashing("shop_password_hashes_running", "argon2 hashes being computed", "running");
  hashing("shop_password_hashes_waiting", "argon2 hashes waiting for the bounded pool", "waiting");
}

/**
 * Prometheus metrics (issue 17, docs in README "Metrics"): requests by route, the database, the mail outbox, the
 * caches, password hashing, and the process (memory, event-loop lag, GC, from prom-client's defaults), served by
 * a server of their own on METRICS_HOST:METRICS_PORT, started on ready and closed with the app.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  registerRequestMetrics(app, registry);
  registerDatabaseMetrics(registry, options.database);
  registerShopGauges(registry, options);
  if (options.pages) registerPageCacheMetrics(registry, options.pages);
  const server = createMetricsServer(registry, options.token);
  app.decorate("metricsUrl", () => server.url());
  app.addHook("onReady", () => server.listen(options.port, options.host));
  app.addHook("onClose", () => server.close());
}
