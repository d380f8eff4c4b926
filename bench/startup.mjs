// Start-up time of `node scripts/start.mjs` (first start on an empty DATA_DIR with the demo seed, then a second
// start on the same DATA_DIR) to the first 200 from /api/health and from /, and RSS after 2000 mixed requests.
// node bench/startup.mjs [--runs 3] [--requests 2000] [--no-record]
import { buildIsStale } from "../scripts/lib.mjs";
import { median, round, runArgs, send } from "./lib/load.mjs";
import { freePort, HOST, rssKb, runBenchmark, shopEnv, spawnNode, tempDir, waitFor200 } from "./lib/proc.mjs";
import { record, table } from "./lib/results.mjs";

const { values, runs } = runArgs(3, { requests: { type: "string", default: "2000" } });
const amount = Number(values.requests);
const PATHS = ["/", "/api/v1/home/menus"];
const START = "scripts/start.mjs";
const BUILT = "apps/api/dist/server.js";
const REBUILT = /Building the shop/;
const entriesUsed = new Set();
let discarded = 0;

/**
 * scripts/start.mjs rebuilds first when the build is older than the sources (someone edited them), which would time
 * the build, not the start. Checked before every start: then we start the built server the way start.mjs does after
 * its check (the same file imported in the same process).
 */
function entryNow() {
  return process.env.BENCH_SHOP_ENTRY || (buildIsStale() ? BUILT : START);
}

/** One start: spawn, time the first 200 of each URL, read RSS, optionally load it and read RSS again, stop. */
async function startOnce(dataDir, { loadIt }) {
  const entry = entryNow();
  const port = await freePort();
  const proc = spawnNode([entry], shopEnv({ port, dataDir }));
  const origin = `http://${HOST}:${port}`;
  try {
    const opts = { since: proc.started, timeoutMs: 180_000, child: proc.child };
    const [healthMs, pageMs] = await Promise.all([
      waitFor200(`${origin}/api/health`, opts),
      waitFor200(`${origin}/`, opts),
    ]);
    if (REBUILT.test(proc.output())) return { rebuilt: true };
    const result = { entry, healthMs, pageMs, rssStartKb: rssKb(proc.pid) };
    if (loadIt) {
      const sent = await send(origin, PATHS, { amount });
      if (sent.non2xx + sent.errors) console.warn(`  ${sent.non2xx} non-2xx answers, ${sent.errors} errors`);
      result.sent = sent.total;
      result.rssKb = rssKb(proc.pid);
    }
    return result;
  } catch (error) {
    // start.mjs started a rebuild (and it may have failed while others edit the sources): not a start-up sample.
    if (REBUILT.test(proc.output())) return { rebuilt: true };
    throw new Error(`${error.message}\n${proc.output()}`);
  } finally {
    await proc.stop();
  }
}

/** Repeats a start whose sample start.mjs spoilt by rebuilding first (at most 3 attempts). */
async function sample(makeDataDir, options) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const dataDir = makeDataDir();
    const result = await startOnce(dataDir, options);
    if (!result.rebuilt) {
      entriesUsed.add(result.entry);
      return { ...result, dataDir };
    }
    discarded++;
    console.warn("  start.mjs rebuilt first (the sources changed meanwhile): sample discarded, starting again");
  }
  throw new Error("scripts/start.mjs rebuilt on every attempt: the sources keep changing; try again later");
}

async function main() {
  const first = [];
  const second = [];
  for (let run = 1; run <= runs; run++) {
    const a = await sample(() => tempDir("startup"), { loadIt: false });
    const b = await sample(() => a.dataDir, { loadIt: true });
    first.push(a);
    second.push(b);
    console.log(
      `run ${run}/${runs}: first start health ${round(a.healthMs)} ms, page ${round(a.pageMs)} ms, ` +
        `RSS ${round(a.rssStartKb / 1024, 1)} MB | second start health ${round(b.healthMs)} ms, page ${round(b.pageMs)} ms, ` +
        `RSS ${round(b.rssStartKb / 1024, 1)} MB, after ${b.sent} requests ${round(b.rssKb / 1024, 1)} MB`,
    );
  }
  const ms = (list, key) => `${round(median(list.map((r) => r[key])))} ms`;
  const mb = (list, key) => `${round(median(list.map((r) => r[key])) / 1024, 1)} MB`;
  const each = (list, key, f) => list.map((r) => f(r[key])).join(", ");
  const msRuns = (list, key) => each(list, key, (v) => round(v));
  const mbRuns = (list, key) => each(list, key, (v) => round(v / 1024));
  const entries = [...entriesUsed].map((e) => `\`node ${e}\``).join(" and ");
  const markdown = [
    table(
      ["start", "first 200 from /api/health", "first 200 from /", "runs (health; page), ms"],
      [
        [
          "first (empty DATA_DIR: migrations + demo seed)",
          ms(first, "healthMs"),
          ms(first, "pageMs"),
          `${msRuns(first, "healthMs")}; ${msRuns(first, "pageMs")}`,
        ],
        [
          "second (same DATA_DIR)",
          ms(second, "healthMs"),
          ms(second, "pageMs"),
          `${msRuns(second, "healthMs")}; ${msRuns(second, "pageMs")}`,
        ],
      ],
    ),
    "",
    table(
      ["RSS (VmRSS) of the server process", "median", "runs, MB"],
      [
        ["first start, right after the seed", mb(first, "rssStartKb"), mbRuns(first, "rssStartKb")],
        ["second start, right after start-up", mb(second, "rssStartKb"), mbRuns(second, "rssStartKb")],
        [
          `second start, after ${amount} requests (GET / and GET ${PATHS[1]} alternating, 10 connections)`,
          mb(second, "rssKb"),
          mbRuns(second, "rssKb"),
        ],
      ],
    ),
    "",
    `Median of ${runs} runs, PGlite in a fresh temp DATA_DIR per run; time from spawn to the first 200 (polled every ` +
      `20 ms). Entry: ${entries}. start.mjs rebuilds first when the sources are newer than the build; the script then ` +
      `starts ${BUILT} directly (what start.mjs imports after that check) and discards any sample where start.mjs ` +
      `rebuilt (${discarded} discarded). RSS is VmRSS from /proc/<pid>/status of the spawned process (start.mjs ` +
      "imports the server in-process). No target set; figures for tracking.",
  ].join("\n");
  console.log(`\n${markdown}\n`);
  record("Start-up time and memory (bench/startup.mjs)", markdown, { record: !values["no-record"] });
  return 0;
}

runBenchmark(main, { maxSeconds: runs * 600 + 60 });
