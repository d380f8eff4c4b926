// Server-rendered pages (issue 17): GET /, a product page and a collection page of the built server, for a visitor
// from the whole-page cache, for a member (session cookie: the same shared page), and rendered each time
// (PAGE_CACHE=off), against a bare Fastify hello-world measured in the same run. Pages are asked for with a
// browser's Accept-Encoding, of a server started as a shop runs it (npm start's node options, the systemd unit's
// environment); both since 2026-11-27 (before: no Accept-Encoding, uncompressed answers, node's default heap).
// node bench/ssr.mjs [--runs 3] [--duration 5] [--warmup 2] [--connections 20] [--db pglite,postgres] [--no-record]
//
// Per database (PGlite in a temp DATA_DIR, or a throwaway PostgreSQL 15; the server seeds the demo shop on its first
// start), the cached server runs first: per run hello-world GET /, then each page as a visitor and as a member.
// Then the same data is served again with PAGE_CACHE=off: per run hello-world, then each page. Every page is checked
// once before (200, and x-page-cache hit, or bypass when off). Latencies are exact percentiles of every 2xx answer.
// Targets: cached >= 1,000 pages/s with p99 <= 30 ms; uncached >= 150 pages/s.

import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { serviceEnvironment, startNodeArgs } from "../scripts/lib.mjs";
import { databaseList, withBaseline } from "./lib/baseline.mjs";
import { envelope, loadArgs, measure, measureRequests, median, round } from "./lib/load.mjs";
import { runBenchmark, startShop, tempDir } from "./lib/proc.mjs";
import { ms, publish, table, verdict } from "./lib/results.mjs";

const CACHED_RPS = 1000;
const CACHED_P99_MS = 30;
const UNCACHED_RPS = 150;
const PAGES = { home: "/", product: "/shop/product/monstera-deliciosa", collection: "/shop/collection/left/sidebar" };

const { values, runs, load } = loadArgs(
  { runs: 3, duration: 5, warmup: 2, connections: 20 },
  { db: { type: "string", default: "pglite,postgres" } },
);
const databases = databaseList(values.db);
const perRun = 10 * (load.duration + load.warmup + 1);
const maxSeconds = databases.length * (2 * 240 + runs * perRun) + 60;
const limits = { LOGIN_RATE_LIMIT_PER_MINUTE: "100000", REGISTER_RATE_LIMIT_PER_MINUTE: "100000" };
/** The server as a shop runs it: npm start's node options and the systemd unit's environment (scripts/lib.mjs). */
const asDeployed = { nodeArgs: startNodeArgs(), env: { ...serviceEnvironment(), ...limits } };

/** Registers and logs in a member; returns the session cookie ("session=..."). */
async function memberCookie(origin) {
  const email = `bench-${randomBytes(6).toString("hex")}@example.com`;
  const password = "Copper-kettle-monsoon-58";
  const post = (url, payload) =>
    fetch(`${origin}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: envelope(payload),
    });
  await post("/api/v1/user/register", { userRegPld: { name: "Bench Member", email, password } });
  const login = await post("/api/v1/user/login", { email, password });
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith("session="));
  if (login.status !== 200 || !cookie) throw new Error(`login answered ${login.status}`);
  return cookie.split(";")[0];
}

/** Each page answers 200 (twice: the second from the cache when it is on), so no error page is benchmarked. */
async function checkPages(origin, expected) {
  for (const path of Object.values(PAGES)) {
    let response;
    for (let i = 0; i < 2; i++) response = await fetch(`${origin}${path}`);
    const state = response.headers.get("x-page-cache");
    if (response.status !== 200 || state !== expected) {
      throw new Error(`GET ${path} answered ${response.status} with x-page-cache ${state}, expected 200 ${expected}`);
    }
  }
}

/** `runs` runs of hello-world then each scenario; returns per scenario the run samples. */
async function measureRuns(db, label, hello, scenarios) {
  const samples = { hello: [] };
  for (let run = 1; run <= runs; run++) {
    const h = await measure(`${hello.url}/`, load);
    samples.hello.push({ rps: h.rps, p50: h.exactP50, p99: h.exactP99, bad: h.non2xx + h.errors });
    const line = [`${db} ${label} run ${run}/${runs}: hello ${round(h.rps)}/s`];
    for (const [name, measureOne] of Object.entries(scenarios)) {
      const s = await measureOne();
      samples[name] = [...(samples[name] ?? []), { ...s, ratio: s.rps / h.rps }];
      line.push(`${name} ${round(s.rps)}/s p50 ${ms(s.p50)} p99 ${ms(s.p99)}${s.bad ? ` (${s.bad} bad)` : ""}`);
    }
    console.log(line.join(" | "));
  }
  return samples;
}

/** Every page is asked for as a browser asks (Chromium's Accept-Encoding): the cache answers brotli, a render is compressed. */
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };
const get = (origin, path) => () => measureRequests(origin, [[{ method: "GET", path, headers: BROWSER }]], load);
const getAs = (origin, path, cookie) => () =>
  measureRequests(origin, [[{ method: "GET", path, headers: { ...BROWSER, cookie } }]], load);

function benchDatabase(db) {
  return withBaseline(db, async ({ hello, databaseUrl }) => {
    const dataDir = tempDir("data");
    const cached = await startShop({ dataDir, databaseUrl, ...asDeployed });
    let samples;
    try {
      await checkPages(cached.url, "hit");
      const cookie = await memberCookie(cached.url);
      const scenarios = {};
      for (const [page, path] of Object.entries(PAGES)) {
        scenarios[`${page}, visitor, cached`] = get(cached.url, path);
        scenarios[`${page}, member, cached`] = getAs(cached.url, path, cookie);
      }
      samples = await measureRuns(db, "cached", hello, scenarios);
    } finally {
      await cached.stop();
    }
    const uncached = await startShop({
      dataDir,
      databaseUrl,
      ...asDeployed,
      env: { ...asDeployed.env, PAGE_CACHE: "off" },
    });
    try {
      await checkPages(uncached.url, "bypass");
      const scenarios = {};
      for (const [page, path] of Object.entries(PAGES)) scenarios[`${page}, uncached`] = get(uncached.url, path);
      const more = await measureRuns(db, "uncached", hello, scenarios);
      for (const [name, list] of Object.entries(more)) {
        if (name === "hello") samples.hello.push(...list);
        else samples[name] = list;
      }
    } finally {
      await uncached.stop();
    }
    return { db, samples };
  });
}

function rows({ db, samples }) {
  const helloMedian = median(samples.hello.map((s) => s.rps));
  return Object.entries(samples)
    .filter(([name]) => name !== "hello")
    .map(([name, list]) => {
      const rps = list.map((s) => s.rps);
      const p99 = median(list.map((s) => s.p99));
      const cachedRow = name.endsWith("cached") && !name.endsWith("uncached");
      const ok = cachedRow ? median(rps) >= CACHED_RPS && p99 <= CACHED_P99_MS : median(rps) >= UNCACHED_RPS;
      return [
        `${db}: ${name} (pages/s; p50, p99)`,
        ...rps.map((v) => String(round(v))),
        `${round(median(rps))}; ${ms(median(list.map((s) => s.p50)))}, ${ms(p99)}`,
        String(round(helloMedian)),
        String(round(median(list.map((s) => s.ratio)), 3)),
        cachedRow ? `>= ${CACHED_RPS}/s, p99 <= ${CACHED_P99_MS} ms` : `>= ${UNCACHED_RPS}/s`,
        verdict(ok),
      ];
    });
}

async function main() {
  const loadStart = loadavg()
    .map((v) => round(v, 2))
    .join(" ");
  const results = [];
  for (const db of databases) results.push(await benchDatabase(db));
  const loadEnd = loadavg()
    .map((v) => round(v, 2))
    .join(" ");
  const commit = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  const all = results.flatMap(rows);
  const runHeaders = Array.from({ length: runs }, (_, i) => `run ${i + 1}`);
  const markdown = [
    `Command: \`node bench/ssr.mjs ${process.argv.slice(2).join(" ")}\` · load average ${loadStart} → ${loadEnd} · ` +
      `${new Date().toISOString().slice(0, 10)} · commit ${commit} · ${load.connections} connections, ` +
      `${load.duration} s measured after ${load.warmup} s warm-up`,
    "",
    table(["measure", ...runHeaders, "median", "hello-world (same run)", "ratio", "goal", "verdict"], all),
  ].join("\n");
  publish("Server-rendered pages (bench/ssr.mjs)", markdown, { noRecord: values["no-record"] });
  return all.every((row) => row.at(-1) === verdict(true)) ? 0 : 1;
}

runBenchmark(main, { maxSeconds });
