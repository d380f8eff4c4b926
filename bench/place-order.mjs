// Placing orders on PostgreSQL against a bare Fastify hello-world measured in the same run (issue "Checkout").
// Target: placeOrder p99 < 50 ms with 16 connections. Also records throughput with 10 vs 100 SKUs in contention.
// node bench/place-order.mjs [--runs 3] [--duration 10] [--warmup 2] [--connections 16] [--skus 10,100]
//   [--pg-url URL] [--no-record]
//
// A throwaway PostgreSQL 15 (bench/lib/postgres.mjs, stock settings), or with --pg-url a running server on
// 127.0.0.1 on which the script creates its own database and drops it at the end, with the demo catalogue
// (`tsx apps/api/scripts/seed.ts --no-images`); our server from the TypeScript source (node --import tsx
// apps/api/src/server.ts, API only, rate limit lifted, pool of 20) and bench/hello-world.mjs as separate
// processes. Every request is a guest's cash-on-delivery order of one unit of one SKU, with its own idempotency key
// (autocannon setupRequest): the SKUs are used in turn, so with 10 SKUs each SKU row is taken by ~1/10 of the
// orders at once. Delivery dates and slots rotate over the 13 days x 3 slots after today (slot capacity lifted).
// Before each measurement the SKUs get 10 000 000 units of stock again, so no order fails for stock. After each
// measurement the script checks that the database holds one order per 2xx answer.
import os from "node:os";
import pg from "pg";
import { envelope, loadArgs, measure, measureRequests, median, round } from "./lib/load.mjs";
import { activeSkuIds, deliveryChoices, guestCodOrder, liftSlotCapacity } from "./lib/orders.mjs";
import { createDatabase, openPostgres, seedDatabase } from "./lib/postgres.mjs";
import { runBenchmark, sleep, startHelloWorld, startShop } from "./lib/proc.mjs";
import { ms, publish, table, verdict } from "./lib/results.mjs";

const TARGET_P99_MS = 50;
const PLACE = "/api/v1/checkout/placeOrder";
const STOCK = 10_000_000;
const PRICE = 5000;

const { values, runs, load } = loadArgs(
  { runs: 3, duration: 10, warmup: 2, connections: 16 },
  { skus: { type: "string", default: "10,100" }, "pg-url": { type: "string" } },
);
const skuCounts = values.skus.split(",").map((s) => Number(s.trim()));
if (skuCounts.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`bad --skus ${values.skus}`);
const perRun = (1 + skuCounts.length) * (load.duration + load.warmup + 3);
const maxSeconds = 300 + runs * perRun;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");

const choices = deliveryChoices(13);

function orderBody(skuId, expectedTotal, n) {
  const email = `bench-${n % 1000}@example.com`;
  const delivery = choices[n % choices.length];
  return guestCodOrder({ name: "Bench Shopper", email, skuId, qty: 1, delivery, expectedTotal });
}

/** placeOrder under load; each request gets a fresh body (new key, next SKU, next date and slot). */
function measurePlaceOrder(origin, skuIds, expectedTotal) {
  let n = 0;
  const request = {
    method: "POST",
    path: PLACE,
    headers: { "content-type": "application/json" },
    setupRequest(req) {
      n++;
      return { ...req, body: orderBody(skuIds[n % skuIds.length], expectedTotal, n) };
    },
  };
  return measureRequests(origin, [[request]], load);
}

async function main() {
  const loadAtStart = loadAverage();
  const pgServer = await openPostgres(values["pg-url"]);
  const database = await createDatabase(pgServer.url, "bench_place_order");
  try {
    console.log(`seeding the demo catalogue into ${database.name}...`);
    await seedDatabase(database.url);
    const client = new pg.Client({ connectionString: database.url });
    client.on("error", () => {});
    await client.connect();
    try {
      const maxSkus = Math.max(...skuCounts);
      const skuIds = await activeSkuIds(client, maxSkus);
      if (skuIds.length < maxSkus) throw new Error(`only ${skuIds.length} SKUs`);
      await client.query("update skus set price_fils = $1, discount_pct = 0 where id = any($2::int[])", [
        PRICE,
        skuIds,
      ]);
      await liftSlotCapacity(client, 1_000_000_000);
      const resetStock = () => client.query("update skus set stock = $1 where id = any($2::int[])", [STOCK, skuIds]);
      // The orders in the database once requests still in flight at the end of a measurement have finished.
      const countOrders = async () => {
        const count = async () => (await client.query("select count(*)::int as n from orders")).rows[0].n;
        for (let last = await count(); ; ) {
          await sleep(200);
          const now = await count();
          if (now === last) return now;
          last = now;
        }
      };
      await resetStock();
      await client.query("vacuum analyze");

      const hello = await startHelloWorld();
      // API only: NODE_ENV only decides whether the web build is served (not needed here, and maybe not built).
      const ours = await startShop({
        source: true,
        databaseUrl: database.url,
        env: { NODE_ENV: "development", DATABASE_POOL_SIZE: "20", SEED_ON_START: "false" },
      });
      try {
        const samples = await measureAll(ours.url, hello.url, skuIds, resetStock, countOrders);
        return report(samples, loadAtStart);
      } finally {
        await ours.stop();
        await hello.stop();
      }
    } finally {
      await client.end();
    }
  } finally {
    await database.drop().catch((error) => console.error(`drop ${database.name}: ${error.message}`));
    pgServer.stop();
  }
}

/** Checks one quote and one order, then per run: hello-world, then placeOrder with each SKU count. */
async function measureAll(origin, helloUrl, skuIds, resetStock, countOrders) {
  const post = (path, body) =>
    fetch(`${origin}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body });
  const quote = await post(
    "/api/v1/checkout/quote",
    envelope({ lines: [{ skuId: skuIds[0], qty: 1 }], emirate: "dubai", paymentMethod: "cod" }),
  );
  const quoted = await quote.json();
  if (quote.status !== 200) throw new Error(`quote answered ${quote.status}: ${JSON.stringify(quoted)}`);
  const expectedTotal = quoted.responceObj.total;
  const probe = await post(PLACE, orderBody(skuIds[0], expectedTotal, 0));
  if (probe.status !== 200) throw new Error(`placeOrder answered ${probe.status}: ${await probe.text()}`);

  const samples = [];
  for (let run = 1; run <= runs; run++) {
    const h = await measure(`${helloUrl}/`, load);
    const sample = { hello: { rps: h.rps, p99: h.exactP99 } };
    for (const count of skuCounts) {
      await resetStock();
      const before = await countOrders();
      const r = await measurePlaceOrder(origin, skuIds.slice(0, count), expectedTotal);
      const placed = (await countOrders()) - before;
      // Requests in flight when autocannon stops (after the warm-up and at the end) may be placed without their
      // answer being counted.
      if (placed < r.ok || placed > r.ok + 2 * load.connections) {
        throw new Error(`${r.ok} answers 2xx but ${placed} orders in the database`);
      }
      sample[count] = r;
      console.log(
        `run ${run}/${runs} ${count} SKUs: ${round(r.rps)} orders/s p50 ${ms(r.p50)} p99 ${ms(r.p99)}` +
          ` (${placed} orders placed${r.bad ? `, ${r.bad} non-2xx/errors` : ""})`,
      );
    }
    console.log(`run ${run}/${runs} hello-world: ${round(h.rps)} req/s p99 ${ms(h.exactP99)} (load ${loadAverage()})`);
    samples.push(sample);
  }
  return samples;
}

function report(samples, loadAtStart) {
  const med = (f) => median(samples.map(f));
  const helloRps = med((s) => s.hello.rps);
  let ok = true;
  const rows = skuCounts.map((count) => {
    const p99 = med((s) => s[count].p99);
    const bad = samples.reduce((t, s) => t + s[count].bad, 0);
    const pass = p99 < TARGET_P99_MS && bad === 0;
    ok &&= pass;
    const rps = med((s) => s[count].rps);
    return [
      `placeOrder, ${count} SKUs in turn`,
      `${round(rps)} (${round(rps / helloRps, 3)})`,
      samples.map((s) => round(s[count].rps)).join(" / "),
      ms(med((s) => s[count].p50)),
      ms(p99),
      samples.map((s) => round(s[count].p99, 2)).join(" / "),
      String(bad),
      verdict(pass),
    ];
  });
  rows.push([
    "hello-world GET /",
    round(helloRps),
    samples.map((s) => round(s.hello.rps)).join(" / "),
    "",
    ms(med((s) => s.hello.p99)),
    "",
    "",
    "",
  ]);
  const [first, second] = skuCounts;
  const contention =
    second === undefined
      ? ""
      : ` Throughput with ${first} SKUs ÷ with ${second}: ${round(med((s) => s[first].rps) / med((s) => s[second].rps), 3)}.`;
  const markdown = [
    table(
      [
        "scenario",
        "req/s (÷ hello)",
        "req/s per run",
        "p50",
        "p99",
        "p99 per run",
        "non-2xx",
        `p99 < ${TARGET_P99_MS} ms`,
      ],
      rows,
    ),
    "",
    `Median of ${runs} runs; ${load.connections} connections, ${load.warmup} s warm-up + ${load.duration} s per ` +
      "measurement; our server (node --import tsx apps/api/src/server.ts, API only, pool 20) and hello-world " +
      `as separate processes, PostgreSQL 15 ${values["pg-url"] ? "(the running server, a database of its own)" : "with stock settings"} ` +
      "on the same machine, demo catalogue. Each request places a guest's cash-on-delivery order of 1 unit (an " +
      "unlocked read of the SKU, then one statement that is its own transaction: stock locked and taken, slot " +
      "booking, idempotency key, order, line, event, e-mail outbox row), with a " +
      "new idempotency key; the SKUs are used in turn (10: each SKU row is wanted by ~16/10 requests at once; 100: " +
      "rarely twice), dates and slots rotate over 39 slot rows. Stock reset to 10 000 000 before each measurement; " +
      "every 2xx answer checked against the orders in the database (an order per 2xx answer, plus at most the " +
      "requests in flight at the stop). Latencies are exact percentiles of every 2xx response." +
      contention +
      ` Load average at the start: ${loadAtStart} (1 / 5 / 15 min).`,
  ].join("\n");
  publish("Place order vs hello-world (bench/place-order.mjs)", markdown, { noRecord: values["no-record"] });
  return ok ? 0 : 1;
}

runBenchmark(main, { maxSeconds });
