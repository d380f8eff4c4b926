// Members' carts on PostgreSQL: POST /api/v2/cart/add and POST /api/v2/cart/search against a bare Fastify hello-world
// measured in the same run. Target (issue 17): p99 <= 10 ms with 20 connections.
// node bench/cart.mjs [--runs 3] [--duration 5] [--warmup 2] [--connections 20] [--lines 5] [--pg-url URL] [--no-record]
//
// PostgreSQL: a throwaway PostgreSQL 15 (bench/lib/postgres.mjs, stock settings), or with --pg-url a running server
// on 127.0.0.1 on which the script creates its own database and drops it at the end. The database gets the demo
// catalogue (`tsx apps/api/scripts/seed.ts --no-images`) and VACUUM ANALYZE. Our server runs from the TypeScript
// source (node --import tsx apps/api/src/server.ts, NODE_ENV=production, rate limits lifted) and hello-world as
// separate processes. Members register and log in through the API, one per connection; each cart holds --lines
// lines (default 5, distinct products). Each run measures hello-world GET /, then:
//   add, one member      every connection as the first member: its first line's SKU with qty 2 and 1 alternately,
//                        so every request writes the same row (SPEC 4 replaces the quantity): the worst case;
//   add, 20 members      the same, each connection as its own member (its own row);
//   search, one member   the first member's cart (empty body).
// Every request carries a Bearer token. Latencies are exact percentiles of every 2xx response of the measured part.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { envelope, loadArgs, measure, measureRequests, median, postJson, round } from "./lib/load.mjs";
import { createDatabase, openPostgres, seedDatabase } from "./lib/postgres.mjs";
import { runBenchmark, startHelloWorld, startShop } from "./lib/proc.mjs";
import { ms, publish, table, verdict } from "./lib/results.mjs";

const TARGET_P99_MS = 10;

const { values, runs, load } = loadArgs(
  { runs: 3, duration: 5, warmup: 2, connections: 20 },
  { lines: { type: "string", default: "5" }, "pg-url": { type: "string" } },
);
const cartLines = Math.max(1, Number(values.lines));
const SCENARIOS = ["add, one member", `add, ${load.connections} members`, "search, one member"];
const maxSeconds = 300 + runs * (1 + SCENARIOS.length) * (load.duration + load.warmup + 3);

/** Registers and logs in a member through the API and fills its cart; returns its add and search requests. */
async function memberWorkload(origin, skus) {
  const email = `bench-${randomBytes(6).toString("hex")}@example.com`;
  const password = "Copper-kettle-monsoon-58";
  await postJson(origin, "/api/v1/user/register", { userRegPld: { name: "Bench Member", email, password } });
  const { token } = await postJson(origin, "/api/v1/user/login", { email, password });
  const auth = { authorization: `Bearer ${token}` };
  for (const skuId of skus) await postJson(origin, "/api/v2/cart/add", { skuId, qty: 1 }, auth);
  const { jcarts } = await postJson(origin, "/api/v2/cart/search", {}, auth);
  if (jcarts.length !== skus.length) throw new Error(`cart has ${jcarts.length} lines, expected ${skus.length}`);
  const headers = { "content-type": "application/json", ...auth };
  const post = (url, requestPayload) => ({ method: "POST", path: url, headers, body: envelope(requestPayload) });
  return {
    add: [post("/api/v2/cart/add", { skuId: skus[0], qty: 2 }), post("/api/v2/cart/add", { skuId: skus[0], qty: 1 })],
    search: [post("/api/v2/cart/search", {})],
  };
}

/** One member per connection, each with `cartLines` lines; the scenarios' per-connection request lists. */
async function workloads(origin, dbUrl) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const skus = (
    await client.query(`select distinct on (s.product_id) s.id from skus s join products p on p.id = s.product_id
      where s.is_active and p.listed and s.stock >= 10 order by s.product_id, s.id limit ${cartLines}`)
  ).rows.map((r) => r.id);
  await client.end();
  const members = [];
  for (let i = 0; i < load.connections; i++) members.push(await memberWorkload(origin, skus));
  return {
    [SCENARIOS[0]]: [members[0].add],
    [SCENARIOS[1]]: members.map((m) => m.add),
    [SCENARIOS[2]]: [members[0].search],
  };
}

async function main() {
  const server = await openPostgres(values["pg-url"]);
  const database = await createDatabase(server.url, "bench_cart");
  try {
    console.log(`seeding ${database.name}...`);
    await seedDatabase(database.url);
    const hello = await startHelloWorld();
    const ours = await startShop({
      source: true,
      databaseUrl: database.url,
      env: {
        REGISTER_RATE_LIMIT_PER_MINUTE: "100000",
        LOGIN_RATE_LIMIT_PER_MINUTE: "100000",
        SEED_ON_START: "false",
      },
    });
    try {
      const scenarios = await workloads(ours.url, database.url);
      const samples = [];
      for (let run = 1; run <= runs; run++) {
        const h = await measure(`${hello.url}/`, load);
        const sample = { hello: { rps: h.rps, p99: h.exactP99 } };
        for (const name of SCENARIOS) sample[name] = await measureRequests(ours.url, scenarios[name], load);
        console.log(
          `run ${run}/${runs}: hello ${round(h.rps)} req/s p99 ${ms(h.exactP99)} | ` +
            SCENARIOS.map(
              (n) =>
                `${n} ${round(sample[n].rps)} req/s p50 ${ms(sample[n].p50)} p99 ${ms(sample[n].p99)}` +
                (sample[n].bad ? ` (${sample[n].bad} non-2xx/errors)` : ""),
            ).join(" | "),
        );
        samples.push(sample);
      }
      return report(samples);
    } finally {
      await ours.stop();
      await hello.stop();
    }
  } finally {
    await database.drop().catch((error) => console.error(`drop ${database.name}: ${error.message}`));
    server.stop();
  }
}

function report(samples) {
  const med = (f) => median(samples.map(f));
  const helloRps = med((s) => s.hello.rps);
  let ok = true;
  const rows = SCENARIOS.map((name) => {
    const rps = med((s) => s[name].rps);
    const p99 = med((s) => s[name].p99);
    const bad = samples.reduce((t, s) => t + s[name].bad, 0);
    const pass = p99 <= TARGET_P99_MS && bad === 0;
    ok &&= pass;
    return [
      `POST /api/v2/cart/${name}`,
      `${round(rps)} (${round(rps / helloRps, 3)})`,
      ms(med((s) => s[name].p50)),
      ms(p99),
      samples.map((s) => round(s[name].p99, 2)).join(" / "),
      bad,
      verdict(pass),
    ];
  });
  rows.push(["hello-world GET /", round(helloRps), "", ms(med((s) => s.hello.p99)), "", "", ""]);
  const markdown = [
    table(["request", "req/s (÷ hello)", "p50", "p99", "p99 per run", "non-2xx", `p99 <= ${TARGET_P99_MS} ms`], rows),
    "",
    `Median of ${runs} runs; ${load.connections} connections, ${load.warmup} s warm-up + ${load.duration} s per ` +
      "measurement; our server (node --import tsx apps/api/src/server.ts, production) and hello-world as separate " +
      `processes, PostgreSQL 15 ${values["pg-url"] ? "(the running server, a database of its own)" : "with stock settings"} ` +
      `on the same machine, demo catalogue. Members registered and logged in through the API, ${cartLines} cart ` +
      "lines each; add = the first line's SKU with qty 2 and 1 alternately (a real write each time), by one member " +
      `on every connection (all writes on one row) or by ${load.connections} members (one per connection); search = ` +
      "one member's cart, empty body. Every request carries the Bearer token (verified, then the user's token " +
      "version read). Exact percentiles of every 2xx response of the measured part.",
  ].join("\n");
  publish("Member cart vs hello-world (bench/cart.mjs)", markdown, { noRecord: values["no-record"] });
  return ok ? 0 : 1;
}

runBenchmark(main, { maxSeconds });
