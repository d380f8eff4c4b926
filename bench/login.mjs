// Login throughput and latency (argon2id verification per request) against a bare Fastify hello-world measured in
// the same run, and the server's RSS before, at peak and after the load (argon2id holds ~19 MiB per hash in flight).
// Issue 17: a cheap call (GET /api/v1/home/menus, 2 connections) is measured alone and again while the logins run;
// its p99 under logins shows whether logins slow other calls (the bounded hashing pool says they must not).
// node bench/login.mjs [--runs 3] [--duration 5] [--warmup 1] [--connections 8] [--db pglite|postgres|pglite,postgres] [--no-record]
import autocannon from "autocannon";
import { databaseList, withBaseline } from "./lib/baseline.mjs";
import { envelope, loadArgs, measure, median, round } from "./lib/load.mjs";
import { rssKb, runBenchmark, sleep, startShop } from "./lib/proc.mjs";
import { cores, publish, table } from "./lib/results.mjs";

const LOGIN = "/api/v1/user/login";
const CHEAP = "/api/v1/home/menus?lang=en";
const CHEAP_CONNECTIONS = 2;
const EMAIL = "bench.login@example.ae";
const PASSWORD = "Copper-kettle-monsoon-58";
const ms = (value) => `${round(value, 1)} ms`;
const mib = (kb) => `${round(kb / 1024)} MiB`;

const { values, runs, load } = loadArgs(
  { runs: 3, duration: 5, warmup: 1, connections: 8 },
  { db: { type: "string", default: "pglite" } },
);
const databases = databaseList(values.db);
const maxSeconds = databases.length * (150 + runs * 2 * (load.duration + load.warmup + 5)) + 60;

/**
 * Our server from the TypeScript source, API only (NODE_ENV=development: no web build needed; nothing on the
 * login path differs from production), with every login limit lifted for the load.
 */
function startOurs(databaseUrl) {
  return startShop({
    source: true,
    databaseUrl,
    env: {
      NODE_ENV: "development",
      SEED_ON_START: "false",
      LOGIN_RATE_LIMIT_PER_MINUTE: "100000000",
      LOGIN_FAILURES_PER_HOUR: "100000000",
    },
  });
}

async function post(url, path, requestPayload) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: envelope(requestPayload),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Registers the bench account and checks once that login answers 200 with a token. */
async function prepare(url) {
  const reg = await post(url, "/api/v1/user/register", {
    userRegPld: { name: "Load Tester", email: EMAIL, password: PASSWORD },
  });
  if (reg.status !== 200) throw new Error(`register answered ${reg.status}: ${JSON.stringify(reg.body).slice(0, 300)}`);
  const login = await post(url, LOGIN, { email: EMAIL, password: PASSWORD });
  if (login.status !== 200 || !login.body?.responceObj?.token) {
    throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body).slice(0, 300)}`);
  }
}

/** autocannon POST /user/login for `duration` s (after a warm-up), sampling the server's RSS every 100 ms. */
async function loadLogin(url, pid) {
  const body = envelope({ email: EMAIL, password: PASSWORD });
  const options = {
    url: `${url}${LOGIN}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    connections: load.connections,
    duration: load.duration,
    timeout: 30,
  };
  if (load.warmup > 0) options.warmup = { connections: load.connections, duration: load.warmup };
  let peakKb = rssKb(pid);
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, rssKb(pid));
  }, 100);
  const latencies = [];
  const instance = autocannon(options);
  instance.on("response", (_client, status, _bytes, took) => status === 200 && latencies.push(took));
  const ceiling = setTimeout(() => instance.stop(), (load.duration + load.warmup + 30) * 1000);
  try {
    const result = await instance;
    latencies.sort((a, b) => a - b);
    const pct = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
    return {
      rps: result.requests.average,
      p50: pct(50),
      p99: pct(99),
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      peakKb,
    };
  } finally {
    clearInterval(sampler);
    clearTimeout(ceiling);
  }
}

function benchDatabase(db) {
  return withBaseline(db, async ({ hello, databaseUrl }) => {
    const shop = await startOurs(databaseUrl);
    try {
      await prepare(shop.url);
      await sleep(1000);
      const beforeKb = rssKb(shop.pid);
      const samples = [];
      const cheapLoad = { connections: CHEAP_CONNECTIONS, duration: load.duration, warmup: load.warmup };
      for (let run = 1; run <= runs; run++) {
        const h = await measure(`${hello.url}/`, { ...load, duration: Math.min(load.duration, 3) });
        const alone = await measure(`${shop.url}${CHEAP}`, cheapLoad);
        // The cheap call over the same seconds as the logins (both with the same warm-up).
        const [o, during] = await Promise.all([
          loadLogin(shop.url, shop.pid),
          measure(`${shop.url}${CHEAP}`, cheapLoad),
        ]);
        o.cheapAlone = alone.exactP99;
        o.cheapDuring = during.exactP99;
        if (o.non2xx + o.errors) console.warn(`  run ${run}: ${o.non2xx} non-2xx answers, ${o.errors} errors/timeouts`);
        samples.push({ hello: h, ours: o });
        console.log(
          `${db} run ${run}/${runs}: hello ${round(h.rps)} req/s | login ${round(o.rps, 1)} req/s ` +
            `p50 ${ms(o.p50)} p99 ${ms(o.p99)} | menus p99 alone ${ms(o.cheapAlone)}, during logins ` +
            `${ms(o.cheapDuring)} | RSS peak ${mib(o.peakKb)}`,
        );
      }
      await sleep(3000);
      const afterKb = rssKb(shop.pid);
      return {
        db,
        helloRps: median(samples.map((s) => s.hello.rps)),
        rps: median(samples.map((s) => s.ours.rps)),
        p50: median(samples.map((s) => s.ours.p50)),
        p99: median(samples.map((s) => s.ours.p99)),
        cheapAlone: median(samples.map((s) => s.ours.cheapAlone)),
        cheapDuring: median(samples.map((s) => s.ours.cheapDuring)),
        failures: samples.reduce((n, s) => n + s.ours.non2xx + s.ours.errors, 0),
        beforeKb,
        peakKb: Math.max(...samples.map((s) => s.ours.peakKb)),
        afterKb,
      };
    } finally {
      await shop.stop();
    }
  });
}

async function main() {
  const results = [];
  for (const db of databases) {
    results.push(await benchDatabase(db));
  }
  const rows = results.map((r) => [
    r.db,
    round(r.helloRps),
    round(r.rps, 1),
    `${round(r.rps / r.helloRps, 4)}`,
    ms(r.p50),
    ms(r.p99),
    ms(r.cheapAlone),
    ms(r.cheapDuring),
    String(r.failures),
    mib(r.beforeKb),
    mib(r.peakKb),
    mib(r.afterKb),
  ]);
  const markdown = [
    table(
      [
        "database",
        "hello-world req/s",
        "login req/s",
        "ratio login/hello",
        "login p50",
        "login p99",
        "menus p99 alone",
        "menus p99 during logins",
        "non-2xx + errors",
        "RSS before",
        "RSS peak",
        "RSS after",
      ],
      rows,
    ),
    "",
    `Median of ${runs} runs; each run loads hello-world GET / (${Math.min(load.duration, 3)} s) then our POST ${LOGIN} ` +
      `with the right password (${load.connections} connections, ${load.warmup} s warm-up + ${load.duration} s), ` +
      "both servers as separate processes on 127.0.0.1; our server from source (node --import tsx " +
      "apps/api/src/server.ts, API only, login limits lifted). Every login verifies an argon2id hash " +
      "(m = 19 MiB, t = 2, p = 1), at most PASSWORD_HASH_CONCURRENCY at once (default cores - 1, at least 1), and " +
      "signs an HS256 token. " +
      `RSS = VmRSS of our server: before the first run (after one register + one login), the peak sampled every ` +
      `100 ms during the login loads, and 3 s after the last. nproc = ${cores()}: logins are CPU-bound, so ` +
      "throughput is about cores / (time per hash), whatever the connection count. Menus p99: GET " +
      `${CHEAP} with ${CHEAP_CONNECTIONS} connections, alone and then during the login load (exact percentiles).`,
  ].join("\n");
  publish("Login vs hello-world (bench/login.mjs)", markdown, { noRecord: values["no-record"] });
  return results.every((r) => r.failures === 0) ? 0 : 1;
}

runBenchmark(main, { maxSeconds });
