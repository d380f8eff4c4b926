// The page cache under a stream of orders (issue 17, decision 0025): visitors load the home, a product and a
// collection page (20 connections, as bench/ssr.mjs asks) while guests place cash-on-delivery orders at a fixed
// rate through the API, on PostgreSQL 15. Three scenarios per run: no orders; orders of SKUs with plenty of stock
// (nothing a page shows changes); orders of SKUs kept at 20 or fewer, where every order changes a shown stock: what
// every order did to the caches before decision 0025. The hit rate comes from the server's Prometheus counters.
// node bench/page-cache-orders.mjs [--runs 3] [--duration 8] [--warmup 2] [--connections 20] [--rate 5] [--no-record]

import { execSync } from "node:child_process";
import { loadavg } from "node:os";
import pg from "pg";
import { serviceEnvironment, startNodeArgs } from "../scripts/lib.mjs";
import { withBaseline } from "./lib/baseline.mjs";
import { loadArgs, measure, measureRequests, median, postJson, round } from "./lib/load.mjs";
import { activeSkuIds, deliveryChoices, guestCodOrder, liftSlotCapacity } from "./lib/orders.mjs";
import { freePort, runBenchmark, sleep, startShop } from "./lib/proc.mjs";
import { ms, publish, table } from "./lib/results.mjs";

const PAGES = ["/", "/shop/product/monstera-deliciosa", "/shop/collection/left/sidebar"];
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };
const PRICE = 5000;
const SHOWN = 20; // MAX_ADD_QTY: a stock at or below it shows on the product page

const { values, runs, load } = loadArgs(
  { runs: 3, duration: 8, warmup: 2, connections: 20 },
  { rate: { type: "string", default: "5" } },
);
const rate = Number(values.rate);
if (!(rate > 0 && rate <= 100)) throw new Error(`bad --rate ${values.rate} (orders a second, 1-100)`);
const maxSeconds = 240 + runs * 4 * (load.duration + load.warmup + 6);
const choices = deliveryChoices(13);

/** The page cache's counters from the metrics port. */
async function pageCounters(metricsUrl) {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  const sample = (name) => Number(new RegExp(`^${name.replace(/[{}"]/g, "\\$&")} (\\S+)$`, "m").exec(text)?.[1] ?? 0);
  return {
    hits: sample('shop_cache_hits_total{cache="page"}'),
    misses: sample('shop_cache_misses_total{cache="page"}'),
    stale: sample("shop_page_cache_stale_total"),
  };
}

/** Places guest orders of the SKUs in turn at `rate` a second until `stop` resolves; answers placed and refused. */
async function orderStream(origin, skuIds, expectedTotal, stop) {
  let n = 0;
  let placed = 0;
  let refused = 0;
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  const inFlight = [];
  while (!stopped) {
    const body = guestCodOrder({
      name: "Bench Shopper",
      email: `cache-${n % 100}@example.com`,
      skuId: skuIds[n % skuIds.length],
      qty: 1,
      delivery: choices[n % choices.length],
      expectedTotal,
    });
    n++;
    const sent = fetch(`${origin}/api/v1/checkout/placeOrder`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    }).then(
      async (res) => {
        await res.arrayBuffer();
        if (res.status === 200) placed++;
        else refused++;
      },
      () => refused++,
    );
    inFlight.push(sent);
    await sleep(1000 / rate);
  }
  await Promise.all(inFlight);
  return { placed, refused };
}

async function main() {
  const loadStart = loadavg().map((v) => round(v, 2));
  const rowsOut = [];
  const samples = { hello: [], none: [], plenty: [], shown: [] };
  await withBaseline("postgres", async ({ hello, databaseUrl }) => {
    const metricsPort = await freePort();
    const shop = await startShop({
      databaseUrl,
      nodeArgs: startNodeArgs(),
      env: { ...serviceEnvironment(), METRICS_PORT: String(metricsPort) },
    });
    const metricsUrl = `http://127.0.0.1:${metricsPort}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await liftSlotCapacity(client, 1_000_000);
      const ids = await activeSkuIds(client, 20);
      const plenty = ids.slice(0, 10);
      const shown = ids.slice(10, 20);
      await client.query("update skus set price_fils = $1, discount_pct = 0 where id = any($2::int[])", [PRICE, ids]);
      await client.query("update skus set stock = 10000000 where id = any($1::int[])", [plenty]);
      const quote = await postJson(shop.url, "/api/v1/checkout/quote", {
        lines: [{ skuId: plenty[0], qty: 1 }],
        emirate: "dubai",
        paymentMethod: "cod",
      });
      const pages = PAGES.map((path) => [{ method: "GET", path, headers: BROWSER }]);
      for (let run = 1; run <= runs; run++) {
        const h = await measure(`${hello.url}/`, load);
        samples.hello.push(h.rps);
        for (const scenario of ["none", "plenty", "shown"]) {
          // Each run of "shown" starts with its SKUs at 20: every order then takes one of them lower.
          await client.query("update skus set stock = $1 where id = any($2::int[])", [SHOWN, shown]);
          await sleep(2500); // past the two seconds after a change in which pages are rendered again anyway
          const before = await pageCounters(metricsUrl);
          let finish;
          const stop = new Promise((resolve) => {
            finish = resolve;
          });
          const stream =
            scenario === "none"
              ? Promise.resolve({ placed: 0, refused: 0 })
              : orderStream(shop.url, scenario === "plenty" ? plenty : shown, quote.total, stop);
          const visitors = await measureRequests(shop.url, pages, load);
          finish();
          const orders = await stream;
          const after = await pageCounters(metricsUrl);
          const asked = after.hits + after.misses - before.hits - before.misses;
          const hitRate = asked > 0 ? (after.hits - before.hits) / asked : 0;
          samples[scenario].push({ ...visitors, hitRate, ratio: visitors.rps / h.rps, ...orders });
          console.log(
            `run ${run}/${runs} ${scenario}: ${round(visitors.rps)} pages/s p99 ${ms(visitors.p99)} hit ${round(100 * hitRate, 1)} % orders ${orders.placed} placed, ${orders.refused} refused (hello ${round(h.rps)}/s)`,
          );
        }
      }
    } finally {
      await client.end();
      await shop.stop();
    }
  });
  const names = {
    none: "no orders",
    plenty: `${rate} orders/s of SKUs with plenty of stock`,
    shown: `${rate} orders/s each changing a shown stock (every order before decision 0025)`,
  };
  for (const [key, label] of Object.entries(names)) {
    const list = samples[key];
    rowsOut.push([
      label,
      list.map((s) => String(round(s.rps))).join(" / "),
      `${round(median(list.map((s) => s.rps)))}; ${ms(median(list.map((s) => s.p50)))}, ${ms(median(list.map((s) => s.p99)))}`,
      `${round(100 * median(list.map((s) => s.hitRate)), 1)} %`,
      String(round(median(list.map((s) => s.ratio)), 3)),
      list.map((s) => `${s.placed}/${s.refused}`).join(" · "),
    ]);
  }
  const loadEnd = loadavg().map((v) => round(v, 2));
  const commit = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  const markdown = [
    `Command: \`node bench/page-cache-orders.mjs ${process.argv.slice(2).join(" ")}\` · load average ${loadStart.join(" ")} → ${loadEnd.join(" ")} · ${new Date().toISOString().slice(0, 10)} · commit ${commit} · ${load.connections} connections, ${load.duration} s measured after ${load.warmup} s warm-up · hello-world median ${round(median(samples.hello))}/s`,
    "",
    table(
      [
        "visitors' pages (home, product, collection in turn)",
        "pages/s per run",
        "median; p50, p99",
        "page-cache hit rate (median)",
        "ratio to hello-world",
        "orders placed/refused per run",
      ],
      rowsOut,
    ),
  ].join("\n");
  publish("Page cache under a stream of orders (bench/page-cache-orders.mjs)", markdown, {
    noRecord: values["no-record"],
  });
  return 0;
}

runBenchmark(main, { maxSeconds });
