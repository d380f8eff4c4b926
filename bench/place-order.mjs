// Placing orders on PostgreSQL against a bare Fastify hello-world measured in the same run (issue "Checkout").
// Target: placeOrder p99 < 50 ms with 16 connections. Also records throughput with 10 vs 100 SKUs in contention.
// node bench/place-order.mjs [--runs 3] [--duration 10] [--warmup 2] [--connections 16] [--skus 10,100] [--no-record]
//
// A throwaway PostgreSQL 15 (bench/lib/postgres.mjs, stock settings) with the demo catalogue
// (`tsx apps/api/scripts/seed.ts --no-images`); our server from the TypeScript source (node --import tsx
// apps/api/src/server.ts, API only, rate limit lifted, pool of 20) and bench/hello-world.mjs as separate
// processes. Every request is a guest's cash-on-delivery order of one unit of one SKU, with its own idempotency key
// (autocannon setupRequest): the SKUs are used in turn, so with 10 SKUs each SKU row is taken by ~1/10 of the
// orders at once. Delivery dates and slots rotate over the 13 days x 3 slots after today (slot capacity lifted).
// Before each measurement the SKUs get 10 000 000 units of stock again, so no order fails for stock. After each
// measurement the script checks that the database holds one order per 2xx answer.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { measure, median, round } from "./lib/load.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { freePort, HOST, root, runBenchmark, spawnNode, startHelloWorld, tempDir, waitFor200 } from "./lib/proc.mjs";
import { record, table, verdict } from "./lib/results.mjs";

const TARGET_P99_MS = 50;
const PLACE = "/api/v1/checkout/placeOrder";
const STOCK = 10_000_000;
const PRICE = 5000;

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "16" },
    skus: { type: "string", default: "10,100" },
    "no-record": { type: "boolean", default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const load = {
  duration: Number(values.duration),
  warmup: Number(values.warmup),
  connections: Number(values.connections),
};
const skuCounts = values.skus.split(",").map((s) => Number(s.trim()));
if (skuCounts.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`bad --skus ${values.skus}`);
const perRun = (1 + skuCounts.length) * (load.duration + load.warmup + 3);
const maxSeconds = 300 + runs * perRun;
const ms = (v) => (Number.isFinite(v) ? `${round(v, 2)} ms` : "n/a");

const envelope = (requestPayload) => JSON.stringify({ payload: { requestId: "", requestPayload, tokenPayload: {} } });

/** Dubai's calendar date n days from now (the shop's zone, whatever this machine's is). */
function dubaiDate(days) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dubai" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
const choices = Array.from({ length: 13 }, (_, i) => dubaiDate(i + 1)).flatMap((date) =>
  ["morning", "afternoon", "evening"].map((slot) => ({ date, slot })),
);

function orderBody(skuId, expectedTotal, n) {
  const { date, slot } = choices[n % choices.length];
  return envelope({
    idempotencyKey: randomUUID(),
    contact: { name: "Bench Shopper", email: `bench-${n % 1000}@example.com`, mobile: "+971501234567" },
    address: {
      recipient: "Bench Shopper",
      emirate: "dubai",
      area: "Dubai Marina",
      street: "Al Marsa Street",
      building: "Tower 2",
      mobile: "+971501234567",
    },
    deliveryDate: date,
    deliverySlot: slot,
    paymentMethod: "cod",
    lines: [{ skuId, qty: 1 }],
    expectedTotal,
  });
}

/** Every 2xx response time of the measured part, for exact percentiles. */
function percentile(values, p) {
  if (!values.length) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** autocannon POSTing placeOrder; each request gets a fresh body (new key, next SKU, next date/slot). */
async function measurePlaceOrder(origin, skuIds, expectedTotal) {
  if (new URL(origin).hostname !== HOST) throw new Error(`benchmarks only send traffic to ${HOST}`);
  let n = 0;
  const requests = [
    {
      method: "POST",
      path: PLACE,
      headers: { "content-type": "application/json" },
      setupRequest(req) {
        n++;
        return { ...req, body: orderBody(skuIds[n % skuIds.length], expectedTotal, n) };
      },
    },
  ];
  const run = async (duration, latencies) => {
    const instance = autocannon({ url: origin, connections: load.connections, duration, requests });
    let ok = 0;
    instance.on("response", (_c, status, _b, time) => {
      if (status < 300) {
        ok++;
        latencies?.push(time);
      }
    });
    const timer = setTimeout(() => instance.stop(), (duration + 30) * 1000);
    try {
      return { result: await instance, ok };
    } finally {
      clearTimeout(timer);
    }
  };
  let ok = 0;
  if (load.warmup > 0) ok += (await run(load.warmup)).ok;
  const latencies = [];
  const measured = await run(load.duration, latencies);
  ok += measured.ok;
  const { result } = measured;
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    bad: result.non2xx + result.errors + result.timeouts,
    ok,
  };
}

function seed(url) {
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["apps/api/scripts/seed.ts", "--no-images"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: tempDir("seed"), LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: 300_000,
  });
  if (result.status !== 0) throw new Error(`seed failed: ${result.stderr || result.stdout}`);
}

async function startOurs(databaseUrl) {
  const port = await freePort();
  const proc = spawnNode(["--import", "tsx", "apps/api/src/server.ts"], {
    // API only: NODE_ENV only decides whether the web build is served (not needed here, and maybe not built).
    NODE_ENV: "development",
    PORT: String(port),
    HOST,
    DATA_DIR: tempDir("data"),
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "100000000",
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: "20",
    SEED_ON_START: "false",
  });
  const url = `http://${HOST}:${port}`;
  try {
    await waitFor200(`${url}/api/health`, { since: proc.started, timeoutMs: 120_000, child: proc.child });
  } catch (error) {
    await proc.stop();
    throw new Error(`our server did not start: ${error.message}\n${proc.output()}`);
  }
  return { ...proc, url };
}

async function main() {
  const pgServer = await startPostgres();
  try {
    const admin = new pg.Client({ connectionString: pgServer.url });
    await admin.connect();
    await admin.query("create database bench_place_order");
    await admin.end();
    const url = new URL(pgServer.url);
    url.pathname = "/bench_place_order";
    const dbUrl = url.toString();
    console.log("seeding the demo catalogue...");
    seed(dbUrl);

    const client = new pg.Client({ connectionString: dbUrl });
    client.on("error", () => {});
    await client.connect();
    const maxSkus = Math.max(...skuCounts);
    const skuIds = (
      await client.query(
        `select distinct on (s.product_id) s.id from skus s join products p on p.id = s.product_id
          where s.is_active and p.is_active order by s.product_id, s.id limit $1`,
        [maxSkus],
      )
    ).rows.map((r) => r.id);
    if (skuIds.length < maxSkus) throw new Error(`only ${skuIds.length} SKUs`);
    await client.query("update skus set price_fils = $1, discount_pct = 0 where id = any($2::int[])", [PRICE, skuIds]);
    const capacity = { morning: 1_000_000_000, afternoon: 1_000_000_000, evening: 1_000_000_000 };
    await client.query(
      `insert into settings (key, value) values ('delivery', $1::jsonb)
       on conflict (key) do update set value = excluded.value`,
      [JSON.stringify({ slotCapacity: capacity })],
    );
    const resetStock = () => client.query("update skus set stock = $1 where id = any($2::int[])", [STOCK, skuIds]);
    const countOrders = async () => (await client.query("select count(*)::int as n from orders")).rows[0].n;
    await resetStock();
    await client.query("vacuum analyze");

    const hello = await startHelloWorld();
    const ours = await startOurs(dbUrl).catch(async (error) => {
      await client.end();
      throw error;
    });
    try {
      const quote = await fetch(`${ours.url}/api/v1/checkout/quote`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: envelope({ lines: [{ skuId: skuIds[0], qty: 1 }], emirate: "dubai", paymentMethod: "cod" }),
      });
      const quoted = await quote.json();
      if (quote.status !== 200) throw new Error(`quote answered ${quote.status}: ${JSON.stringify(quoted)}`);
      const expectedTotal = quoted.responceObj.total;
      const probe = await fetch(`${ours.url}${PLACE}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: orderBody(skuIds[0], expectedTotal, 0),
      });
      if (probe.status !== 200) throw new Error(`placeOrder answered ${probe.status}: ${await probe.text()}`);

      const samples = [];
      for (let run = 1; run <= runs; run++) {
        const h = await measure(`${hello.url}/`, load);
        const sample = { hello: { rps: h.rps, p99: h.exactP99 } };
        for (const count of skuCounts) {
          await resetStock();
          const before = await countOrders();
          const r = await measurePlaceOrder(ours.url, skuIds.slice(0, count), expectedTotal);
          const placed = (await countOrders()) - before;
          // Requests still in flight when autocannon stops may be placed without their answer being counted.
          if (placed < r.ok || placed > r.ok + 2 * load.connections) {
            throw new Error(`${r.ok} answers 2xx but ${placed} orders in the database`);
          }
          sample[count] = r;
          console.log(
            `run ${run}/${runs} ${count} SKUs: ${round(r.rps)} orders/s p50 ${ms(r.p50)} p99 ${ms(r.p99)}` +
              ` (${placed} orders placed${r.bad ? `, ${r.bad} non-2xx/errors` : ""})`,
          );
        }
        console.log(`run ${run}/${runs} hello-world: ${round(h.rps)} req/s p99 ${ms(h.exactP99)}`);
        samples.push(sample);
      }
      const med = (f) => median(samples.map(f));
      let ok = true;
      const rows = skuCounts.map((count) => {
        const p99 = med((s) => s[count].p99);
        const bad = samples.reduce((t, s) => t + s[count].bad, 0);
        const pass = p99 < TARGET_P99_MS && bad === 0;
        ok &&= pass;
        const rps = med((s) => s[count].rps);
        return [
          `placeOrder, ${count} SKUs in turn`,
          `${round(rps)} (${round(rps / med((s) => s.hello.rps), 3)})`,
          ms(med((s) => s[count].p50)),
          ms(p99),
          String(bad),
          verdict(pass),
        ];
      });
      rows.push(["hello-world GET /", round(med((s) => s.hello.rps)), "", ms(med((s) => s.hello.p99)), "", ""]);
      const markdown = [
        table(["scenario", "req/s (÷ hello)", "p50", "p99", "non-2xx", `p99 < ${TARGET_P99_MS} ms`], rows),
        "",
        `Median of ${runs} runs; ${load.connections} connections, ${load.warmup} s warm-up + ${load.duration} s per ` +
          "measurement; our server (node --import tsx apps/api/src/server.ts, API only, pool 20) and hello-world " +
          "as separate processes, PostgreSQL 15 with stock settings on the same machine, demo catalogue. Each " +
          "request places a guest's cash-on-delivery order of 1 unit (one transaction: idempotency key, stock " +
          "decrement, order, line, event, e-mail outbox row, slot booking), with a new idempotency key; the SKUs " +
          "are used in turn (10: each SKU row is wanted by ~16/10 requests at once; 100: rarely twice), dates and " +
          "slots rotate over 39 slot rows. Stock reset to 10 000 000 before each measurement; every 2xx answer " +
          "checked against the orders in the database (an order per 2xx answer, plus at most the requests in flight at the stop). Latencies are exact percentiles of every 2xx response.",
      ].join("\n");
      console.log(`\n${markdown}\n`);
      record("Place order vs hello-world (bench/place-order.mjs)", markdown, { record: !values["no-record"] });
      return ok ? 0 : 1;
    } finally {
      await client.end();
      await ours.stop();
      await hello.stop();
    }
  } finally {
    pgServer.stop();
  }
}

runBenchmark(main, { maxSeconds });
