// Throughput and latency of GET /api/v1/home/menus against a bare Fastify hello-world measured in the same run.
// node bench/menus.mjs [--runs 3] [--duration 10] [--connections 20] [--db pglite,postgres] [--no-record]
import { databaseList, withBaseline } from "./lib/baseline.mjs";
import { loadArgs, measure, median, round } from "./lib/load.mjs";
import { runBenchmark, startShop } from "./lib/proc.mjs";
import { record, table, verdict } from "./lib/results.mjs";

const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 5;
const MENUS = "/api/v1/home/menus";
const ms = (value) => `${round(value, 2)} ms`;

const { values, runs, load } = loadArgs(
  { runs: 3, duration: 10, warmup: 2, connections: 20 },
  { db: { type: "string", default: "pglite,postgres" } },
);
const databases = databaseList(values.db);
const perRun = 2 * (load.duration + load.warmup + 1);
const maxSeconds = databases.length * (180 + runs * perRun) + 60;

/** Checks once that the endpoint answers 200 with a success envelope, so we never benchmark an error page. */
async function checkMenus(url) {
  const response = await fetch(`${url}${MENUS}`);
  const body = await response.json().catch(() => null);
  if (response.status !== 200 || body?.status !== "SUCCESS") {
    throw new Error(`GET ${MENUS} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

function benchDatabase(db) {
  return withBaseline(db, async ({ hello, databaseUrl }) => {
    const shop = await startShop({ databaseUrl: databaseUrl });
    try {
      await checkMenus(shop.url);
      const samples = [];
      for (let run = 1; run <= runs; run++) {
        const h = await measure(`${hello.url}/`, load);
        const o = await measure(`${shop.url}${MENUS}`, load);
        const bad = h.non2xx + h.errors + o.non2xx + o.errors;
        if (bad)
          console.warn(
            `  run ${run}: ${bad} non-2xx answers or errors (hello ${h.non2xx}/${h.errors}, ours ${o.non2xx}/${o.errors})`,
          );
        samples.push({ hello: h, ours: o, ratio: o.rps / h.rps });
        console.log(
          `${db} run ${run}/${runs}: hello ${round(h.rps)} req/s p99 ${ms(h.exactP99)} | ` +
            `menus ${round(o.rps)} req/s p50 ${ms(o.exactP50)} p99 ${ms(o.exactP99)} ` +
            `(autocannon p50 ${o.p50} ms, p99 ${o.p99} ms) | ratio ${round(o.rps / h.rps, 3)}`,
        );
      }
      return {
        db,
        helloRps: median(samples.map((s) => s.hello.rps)),
        helloP99: median(samples.map((s) => s.hello.exactP99)),
        oursRps: median(samples.map((s) => s.ours.rps)),
        oursP50: median(samples.map((s) => s.ours.exactP50)),
        oursP99: median(samples.map((s) => s.ours.exactP99)),
        acP50: median(samples.map((s) => s.ours.p50)),
        acP99: median(samples.map((s) => s.ours.p99)),
        ratio: median(samples.map((s) => s.ratio)),
        ratios: samples.map((s) => round(s.ratio, 3)),
        failures: samples.reduce((n, s) => n + s.ours.non2xx + s.ours.errors, 0),
      };
    } finally {
      await shop.stop();
    }
  });
}

async function main() {
  const results = [];
  for (const db of databases) {
    try {
      results.push(await benchDatabase(db));
    } catch (error) {
      // One database failing (e.g. our server not starting) must not lose the other's figures.
      console.error(`${db}: ${error instanceof Error ? error.message : error}`);
      const reason = String(error instanceof Error ? error.message : error).split("\n")[0];
      results.push({ db, error: reason.slice(0, 200) });
    }
  }
  let ok = true;
  const rows = results.map((r) => {
    if (r.error) {
      ok = false;
      return [
        r.db,
        `not measured: ${r.error.replaceAll("|", "/")}`,
        "",
        "",
        "",
        "",
        "",
        verdict(false),
        verdict(false),
      ];
    }
    const ratioOk = r.ratio >= TARGET_RATIO;
    const p99Ok = r.oursP99 < TARGET_P99_MS && r.failures === 0;
    ok &&= ratioOk && p99Ok;
    return [
      r.db,
      round(r.helloRps),
      ms(r.helloP99),
      round(r.oursRps),
      `${ms(r.oursP50)} (${r.acP50} ms)`,
      `${ms(r.oursP99)} (${r.acP99} ms)`,
      `${round(r.ratio, 3)} (runs: ${r.ratios.join(", ")})`,
      verdict(ratioOk),
      verdict(p99Ok),
    ];
  });
  const markdown = [
    table(
      [
        "database",
        "hello-world req/s",
        "hello-world p99",
        "menus req/s",
        "menus p50",
        "menus p99",
        "ratio menus/hello",
        `ratio >= ${TARGET_RATIO}`,
        `p99 < ${TARGET_P99_MS} ms`,
      ],
      rows,
    ),
    "",
    `Median of ${runs} runs per database; each run measures hello-world GET / then our GET ${MENUS} (alternating), ` +
      `${load.connections} connections, ${load.warmup} s warm-up + ${load.duration} s each, both servers as separate ` +
      "processes on 127.0.0.1. Ratio = median of the per-run ratios. Latencies: exact percentiles of every 2xx " +
      "response time of the measured run; in brackets autocannon's result.latency.p50/p99 (1 ms resolution).",
  ].join("\n");
  console.log(`\n${markdown}\n`);
  record("Menus vs hello-world (bench/menus.mjs)", markdown, { record: !values["no-record"] });
  return ok ? 0 : 1;
}

runBenchmark(main, { maxSeconds });
