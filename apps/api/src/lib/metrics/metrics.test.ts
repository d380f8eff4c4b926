import { beforeAll, describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";

const ctx = fileTestContext({ seed: false, env: { METRICS_PORT: "0" } });

async function scrape(headers: Record<string, string> = {}, url = ctx().app.metricsUrl()) {
  const res = await fetch(`${url}/metrics`, { headers });
  return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
}

/** The value of one sample line, e.g. sample(text, 'shop_cache_hits_total{cache="home-menus"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("issue 17: Prometheus metrics on a port of their own", () => {
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) await ctx().app.inject({ method: "GET", url: "/api/v1/home/menus?lang=en" });
    await ctx().app.inject({ method: "GET", url: "/api/v1/content/guides/no-such-guide-12345" });
    await ctx().app.inject({ method: "GET", url: "/no/such/path-98765" });
  });

  it("issue 17: requests are counted and timed by route pattern, method and status class, never by raw URL", async () => {
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    const menus = 'shop_http_request_duration_seconds_count{route="/api/v1/home/menus",method="GET",status="2xx"}';
    expect(sample(text, menus)).toBe(3);
    expect(text).toContain('route="/api/v1/content/guides/:slug",method="GET",status="4xx"');
    expect(text).toContain('route="unmatched",method="GET",status="4xx"');
    expect(text).not.toContain("no-such-guide-12345");
    expect(text).not.toContain("path-98765");
    expect(text).toContain('shop_http_request_duration_seconds_bucket{le="0.005",route="/api/v1/home/menus"');
  });

  it("issue 17: the database, the mail outbox, the caches, hashing and the process are measured", async () => {
    const { text } = await scrape();
    if (ctx().database.kind === "postgres") expect(sample(text, "shop_db_pool_connections")).toBeGreaterThan(0);
    else expect(sample(text, "shop_db_queries_in_flight")).toBe(0);
    expect(sample(text, "shop_mail_outbox_unsent")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "shop_mail_outbox_oldest_overdue_seconds")).toBeGreaterThanOrEqual(0);
    // Three menus calls: the first loads, the next two are answered from the cache.
    expect(sample(text, 'shop_cache_hits_total{cache="home-menus"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'shop_cache_misses_total{cache="home-menus"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, "shop_cache_freshness_checks_total")).toBeGreaterThanOrEqual(1);
    // The page cache (plugins/page-cache) is registered too; without a web build it serves nothing.
    expect(sample(text, 'shop_cache_hits_total{cache="pages"}')).toBe(0);
    expect(sample(text, "shop_page_cache_bytes")).toBe(0);
    expect(sample(text, "shop_password_hashes_waiting")).toBe(0);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    expect(text).toContain("nodejs_external_memory_bytes");
    expect(text).toContain("nodejs_eventloop_lag_p99_seconds");
  });

  it("issue 17: the shop's own port does not serve them", async () => {
    const res = await ctx().app.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("shop_http_request_duration_seconds");
  });

  it("issue 17: metrics beyond loopback need a token, and the server asks for it", async () => {
    expect(() => loadConfig({ NODE_ENV: "test", METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" })).toThrow(
      /METRICS_TOKEN/,
    );
    expect(() => loadConfig({ NODE_ENV: "test", METRICS_PORT: "3000", PORT: "3000" })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ NODE_ENV: "test", METRICS_PORT: "9464", METRICS_TOKEN: "short" })).toThrow(
      /METRICS_TOKEN/,
    );
    const token = "t".repeat(40);
    const config = { ...ctx().config, metrics: { port: 0, host: "127.0.0.1", token } };
    const app = await buildApp({ config, database: ctx().database, logger: false });
    try {
      await app.ready();
      expect((await scrape({}, app.metricsUrl())).status).toBe(401);
      expect((await scrape({ authorization: "Bearer wrong" }, app.metricsUrl())).status).toBe(401);
      expect((await scrape({ authorization: `Bearer ${token}` }, app.metricsUrl())).status).toBe(200);
    } finally {
      await app.close();
    }
    expect(app.metricsUrl()).toBeUndefined();
  });
});
