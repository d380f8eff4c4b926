// Members' carts on PostgreSQL: POST /api/v2/cart/add and POST /api/v2/cart/search against a bare Fastify hello-world
// measured in the same run. Target: p99 < 15 ms with 20 connections.
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
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { measure, median, round } from "./lib/load.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { freePort, HOST, root, runBenchmark, spawnNode, startHelloWorld, tempDir, waitFor200 } from "./lib/proc.mjs";
import { record, table, verdict } from "./lib/results.mjs";

const TARGET_P99_MS = 15;

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    duration: { type: "string", default: "5" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "20" },
    lines: { type: "string", default: "5" },
    "pg-url": { type: "string" },
    "no-record": { type: "boolean", default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const load = {
  duration: Number(values.duration),
  warmup: Number(values.warmup),
  connections: Number(values.connections),
};
const cartLines = Math.max(1, Number(values.lines));
const SCENARIOS = ["add, one member", `add, ${Number(values.connections)} members`, "search, one member"];
const maxSeconds = 300 + runs * (1 + SCENARIOS.length) * (load.duration + load.warmup + 3);
const ms = (v) => (Number.isFinite(v) ? `${round(v, 2)} ms` : "n/a");

const envelope = (requestPayload) => JSON.stringify({ payload: { requestId: "", requestPayload, tokenPayload: {} } });

function percentile(values, p) {
  if (!values.length) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * autocannon with one request list per connection (connection i cycles through perConnection[i % length]);
 * warm-up first, then the measured part.
 */
async function measureRequests(origin, perConnection) {
  if (new URL(origin).hostname !== HOST) throw new Error(`benchmarks only send traffic to ${HOST}`);
  const run = async (duration, latencies) => {
    let clients = 0;
    const instance = autocannon({
      url: origin,
      connections: load.connections,
      duration,
      requests: perConnection[0],
      setupClient(client) {
        client.setRequests(perConnection[clients++ % perConnection.length]);
      },
    });
    if (latencies) instance.on("response", (_c, status, _b, time) => status < 300 && latencies.push(time));
    const timer = setTimeout(() => instance.stop(), (duration + 30) * 1000);
    try {
      return await instance;
    } finally {
      clearTimeout(timer);
    }
  };
  if (load.warmup > 0) await run(load.warmup);
  const latencies = [];
  const result = await run(load.duration, latencies);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

async function postJson(origin, url, requestPayload, headers = {}) {
  const response = await fetch(`${origin}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: envelope(requestPayload),
  });
  const body = await response.json().catch(() => null);
  if (response.status !== 200 || body?.status !== "SUCCESS") {
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body.responceObj;
}

/** A database of our own: on the given server (dropped at the end) or on a throwaway one. */
async function openServer() {
  if (values["pg-url"]) {
    const url = new URL(values["pg-url"]);
    if (url.hostname !== HOST) throw new Error(`--pg-url must be on ${HOST}`);
    return { url: url.toString(), stop: () => {} };
  }
  return startPostgres();
}

async function createDatabase(serverUrl) {
  const name = `bench_cart_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { url: url.toString(), name, drop };
}

function seed(url) {
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["apps/api/scripts/seed.ts", "--no-images"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: tempDir("seed"), LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: 180_000,
  });
  if (result.status !== 0) throw new Error(`seed failed: ${result.stderr || result.stdout}`);
}

async function startOurs(databaseUrl) {
  const port = await freePort();
  const proc = spawnNode(["--import", "tsx", "apps/api/src/server.ts"], {
    NODE_ENV: "production",
    PORT: String(port),
    HOST,
    DATA_DIR: tempDir("data"),
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "100000000",
    REGISTER_RATE_LIMIT_PER_MINUTE: "100000",
    LOGIN_RATE_LIMIT_PER_MINUTE: "100000",
    DATABASE_URL: databaseUrl,
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

/** Registers and logs in a member through the API and fills its cart; returns its add and search requests. */
async function memberWorkload(origin, skus) {
  const email = `bench-${randomBytes(6).toString("hex")}@example.com`;
  const password = "Bench-fern-2024!";
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
  const server = await openServer();
  const database = await createDatabase(server.url);
  try {
    console.log(`seeding ${database.name}...`);
    seed(database.url);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query("vacuum analyze");
    await client.end();
    const hello = await startHelloWorld();
    const ours = await startOurs(database.url);
    try {
      const scenarios = await workloads(ours.url, database.url);
      const samples = [];
      for (let run = 1; run <= runs; run++) {
        const h = await measure(`${hello.url}/`, load);
        const sample = { hello: { rps: h.rps, p99: h.exactP99 } };
        for (const name of SCENARIOS) sample[name] = await measureRequests(ours.url, scenarios[name]);
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
    const pass = p99 < TARGET_P99_MS && bad === 0;
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
    table(["request", "req/s (÷ hello)", "p50", "p99", "p99 per run", "non-2xx", `p99 < ${TARGET_P99_MS} ms`], rows),
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
  console.log(`\n${markdown}\n`);
  record("Member cart vs hello-world (bench/cart.mjs)", markdown, { record: !values["no-record"] });
  return ok ? 0 : 1;
}

runBenchmark(main, { maxSeconds });
