// Server memory (issue 17): RSS, heap used, external, array buffers and PGlite's wasm memory of the built server
// (apps/api/dist/server.js with npm start's node options and deploy/bustan-shop.service's environment,
// NODE_ENV=production) at rest after start, after 2,000 requests of bench/startup.mjs's mix (GET / and
// GET /api/v1/home/menus) and after 2,000 more of a wider mix
// (product, collection and search pages, a member's cart), on PGlite and on a throwaway PostgreSQL 15;
// bench/hello-world.mjs's RSS in the same run.
// Goals: RSS after the load <= 180 MiB on PostgreSQL, <= 300 MiB on PGlite.
// node bench/memory.mjs [--runs 3] [--requests 2000] [--db pglite,postgres] [--shop-env "K=V ..."] [--no-record]
//
// Figures come from /proc/<pid>/status (VmRSS) and from bench/lib/memory-probe.cjs, preloaded with NODE_OPTIONS:
// on SIGWINCH it prints process.memoryUsage() and PGlite's wasm memory (no inspector, no server change). PGlite: a first start on a temp DATA_DIR seeds the demo and draws its pictures (waited for) and is not measured; every
// run starts the server afresh on that DATA_DIR. PostgreSQL: the demo seed without images, then a fresh start per
// run. A member registers once; each run logs in (argon2) before its wider mix, as a shopper would.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { serviceEnvironment, startNodeArgs } from "../scripts/lib.mjs";
import { envelope, median, postJson, round, runArgs, send } from "./lib/load.mjs";
import { createDatabase, seedDatabase, startPostgres } from "./lib/postgres.mjs";
import {
  demoPicturesDrawn,
  root,
  rssKb,
  runBenchmark,
  sleep,
  startHelloWorld,
  startShop,
  tempDir,
} from "./lib/proc.mjs";
import { publish, table, verdict } from "./lib/results.mjs";

const { values, runs } = runArgs(3, {
  requests: { type: "string", default: "2000" },
  db: { type: "string", default: "pglite,postgres" },
  // For the breakdown: the server's environment on top of the benchmark's, e.g. "MALLOC_ARENA_MAX=2" or
  // "NODE_OPTIONS=--stack-trace-limit=20" (space-separated KEY=VALUE; NODE_OPTIONS is added to the probe's).
  "shop-env": { type: "string", default: "" },
});
const shopEnvExtra = Object.fromEntries(
  values["shop-env"]
    .split(/\s+(?=[A-Z_]+=)/)
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
);
const amount = Number(values.requests);
const databases = values.db.split(",").map((d) => d.trim());
const GOAL_MIB = { pglite: 300, postgres: 180 };
const PROBE = path.join(root, "bench/lib/memory-probe.cjs");
/** Node's options of `npm start` and the environment of the systemd unit, so we measure what a shop runs. */
const START_NODE_ARGS = startNodeArgs();
const SERVICE_ENV = serviceEnvironment();
const SETTLE_MS = 3_000;
const PASSWORD = "Copper-kettle-monsoon-58";
const STARTUP_MIX = ["/", "/api/v1/home/menus"];

/** Product slugs, category slugs and search words from the catalogue, and a member with 3 cart lines. */
async function discover(origin) {
  const { products } = await postJson(origin, "/api/v1/displayproducts/search", {
    filtercriteria: [],
    paginationpayload: { from: 0, limit: 48 },
  });
  const slugs = products.map((p) => p.slug);
  const categories = [...new Set(products.map((p) => p.category?.slug).filter(Boolean))];
  const words = [...new Set(products.flatMap((p) => p.name.toLowerCase().split(/[^a-z]+/)))].filter(
    (w) => w.length >= 4,
  );
  const email = `bench-${randomBytes(6).toString("hex")}@example.com`;
  await postJson(origin, "/api/v1/user/register", { userRegPld: { name: "Bench Member", email, password: PASSWORD } });
  const auth = await login(origin, email);
  const skus = products.flatMap((p) => p.skus ?? []).filter((s) => s.stock === undefined || s.stock >= 5);
  for (const sku of skus.slice(0, 3)) await postJson(origin, "/api/v2/cart/add", { skuId: sku.skuId, qty: 1 }, auth);
  return { slugs, categories, words: words.slice(0, 30), email };
}

async function login(origin, email) {
  const { token } = await postJson(origin, "/api/v1/user/login", { email, password: PASSWORD });
  return { authorization: `Bearer ${token}` };
}

/** The wider mix: product, collection and search pages (with sorts and pages), and the member's cart. */
function wideMix(work, auth) {
  const sorts = ["popularity", "newest", "price_asc", "name"];
  const cart = {
    method: "POST",
    path: "/api/v2/cart/search",
    headers: { "content-type": "application/json", ...auth },
    body: envelope({}),
  };
  const out = [];
  for (let i = 0; i < 60; i++) {
    out.push({ method: "GET", path: `/shop/product/${work.slugs[i % work.slugs.length]}` });
    const category = work.categories[i % work.categories.length];
    const sort = sorts[i % sorts.length];
    out.push({
      method: "GET",
      path: `/shop/collection/left/sidebar?category=${category}&sort=${sort}`,
    });
    out.push({
      method: "GET",
      path: `/shop/collection/productName/${encodeURIComponent(work.words[i % work.words.length])}`,
    });
    out.push(cart);
  }
  return out;
}

/** Asks the probe for a report and reads it from the server's output. */
async function probe(server) {
  const before = server.output();
  process.kill(server.pid, "SIGWINCH");
  for (let i = 0; i < 100; i++) {
    await sleep(20);
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.startsWith("MEMORY_PROBE "));
    const fresh = lines.at(-1);
    if (fresh && !before.endsWith(fresh)) return { rssKb: rssKb(server.pid), ...JSON.parse(fresh.slice(13)) };
  }
  throw new Error("the memory probe did not answer");
}

let notOk = 0;
async function checkSent(label, sent) {
  notOk += sent.non2xx + sent.errors;
  if (sent.non2xx + sent.errors) console.warn(`  ${label}: ${sent.non2xx} non-2xx answers, ${sent.errors} errors`);
}

/** One run: hello-world and our server started afresh, figures at rest, after the startup mix, after the wide mix. */
async function runOnce(shopOptions, work) {
  const hello = await startHelloWorld();
  await sleep(SETTLE_MS);
  const helloRest = rssKb(hello.pid);
  await checkSent("hello-world", await send(hello.url, ["/"], { amount }));
  await sleep(SETTLE_MS);
  const helloLoaded = rssKb(hello.pid);
  await hello.stop();
  const nodeOptions = [`--require ${PROBE}`, shopEnvExtra.NODE_OPTIONS].filter(Boolean).join(" ");
  const shop = await startShop({
    ...shopOptions,
    nodeArgs: START_NODE_ARGS,
    env: { ...SERVICE_ENV, ...shopEnvExtra, NODE_OPTIONS: nodeOptions },
  });
  try {
    await sleep(SETTLE_MS);
    const rest = await probe(shop);
    await checkSent("startup mix", await send(shop.url, STARTUP_MIX, { amount }));
    await sleep(SETTLE_MS);
    const startupMix = await probe(shop);
    const auth = await login(shop.url, work.email);
    await checkSent("wide mix", await send(shop.url, wideMix(work, auth), { amount }));
    await sleep(SETTLE_MS);
    const wide = await probe(shop);
    return { helloRest, helloLoaded, rest, startupMix, wide };
  } catch (error) {
    throw new Error(`${error.message}\n${shop.output()}`);
  } finally {
    await shop.stop();
  }
}

/** Prepares a database (seeded) and the workload; returns { shopOptions, work, stop() }. */
async function prepare(db) {
  if (db === "pglite") {
    const dataDir = tempDir("memory");
    const first = await startShop({ dataDir });
    const work = await discover(first.url);
    // The measured starts must not be the ones drawing the demo pictures (sharp's memory would be counted as the
    // shop's at rest, as it was until 2026-11-27): the first start finishes them.
    if (Number.isNaN(await demoPicturesDrawn(dataDir))) throw new Error("the demo pictures were not drawn in 5 min");
    await first.stop();
    return { shopOptions: { dataDir }, work, stop: () => {} };
  }
  const server = await startPostgres();
  const database = await createDatabase(server.url, "memory");
  await seedDatabase(database.url);
  const shopOptions = { databaseUrl: database.url, env: {} };
  const first = await startShop({ databaseUrl: database.url });
  const work = await discover(first.url);
  await first.stop();
  return {
    shopOptions,
    work,
    stop: async () => {
      await database.drop();
      server.stop();
    },
  };
}

const MIB = 1024 * 1024;
const mib = (bytes) => round(bytes / MIB, 1);

async function main() {
  const loadStart = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  const rows = [];
  let ok = true;
  for (const db of databases) {
    const prepared = await prepare(db);
    const samples = [];
    try {
      for (let run = 1; run <= runs; run++) {
        const s = await runOnce(prepared.shopOptions, prepared.work);
        console.log(
          `${db} run ${run}/${runs}: RSS rest ${round(s.rest.rssKb / 1024)} MiB, after ${amount} startup-mix ` +
            `${round(s.startupMix.rssKb / 1024)} MiB, after ${amount} wide-mix ${round(s.wide.rssKb / 1024)} MiB ` +
            `(heap ${mib(s.wide.heapUsed)}, external ${mib(s.wide.external)}, array buffers ${mib(s.wide.arrayBuffers)}, ` +
            `wasm ${round(s.wide.wasmResidentKb / 1024, 1)} MiB) | hello-world ${round(s.helloLoaded / 1024)} MiB`,
        );
        samples.push(s);
      }
    } finally {
      await prepared.stop();
    }
    const goal = GOAL_MIB[db];
    const hello = median(samples.map((s) => s.helloLoaded)) / 1024;
    const line = (label, pick, { withGoal = false } = {}) => {
      const each = samples.map(pick);
      const med = median(each);
      const pass = med <= goal;
      if (withGoal) ok &&= pass;
      return [
        `${db}: ${label}`,
        ...each.map((v) => round(v, 1)),
        `**${round(med, 1)}**`,
        withGoal || label.startsWith("RSS") ? round(hello, 1) : "",
        withGoal || label.startsWith("RSS") ? `${round(med / hello, 1)}x` : "",
        withGoal ? `<= ${goal} MiB` : "",
        withGoal ? verdict(pass) : "",
      ];
    };
    rows.push(
      line("RSS at rest after start, MiB", (s) => s.rest.rssKb / 1024),
      line(`RSS after ${amount} GET / + menus, MiB`, (s) => s.startupMix.rssKb / 1024),
      line(`RSS after ${amount} more (wide mix), MiB`, (s) => s.wide.rssKb / 1024, { withGoal: true }),
      line("heap used after both, MiB", (s) => mib(s.wide.heapUsed)),
      line("heap total after both, MiB", (s) => mib(s.wide.heapTotal)),
      line("external after both, MiB", (s) => mib(s.wide.external)),
      line("array buffers after both, MiB", (s) => mib(s.wide.arrayBuffers)),
      line("PGlite wasm memory resident after both, MiB", (s) => s.wide.wasmResidentKb / 1024),
    );
  }
  const loadEnd = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  const markdown = [
    table(
      [
        "measure",
        ...Array.from({ length: runs }, (_, i) => `run ${i + 1}`),
        "median",
        "hello-world RSS after its 2,000, MiB",
        "ratio",
        "goal",
        "verdict",
      ],
      rows,
    ),
    "",
    `Node options of npm start: ${START_NODE_ARGS.join(" ") || "none"}; environment of deploy/bustan-shop.service: ` +
      `${
        Object.entries(SERVICE_ENV)
          .map(([k, v]) => `${k}=${v}`)
          .join(" ") || "none"
      }` +
      `${values["shop-env"] ? `; for this run: ${values["shop-env"]}` : ""}. Load average ${loadStart} → ${loadEnd}. Wide mix: product, collection (category, sort) and search-result ` +
      "pages and a member's POST /api/v2/cart/search, after a login. Heap and buffers from process.memoryUsage() " +
      "(bench/lib/memory-probe.cjs); PGlite's wasm memory is counted in external, its resident part read from smaps. " +
      `Answers other than 2xx over all runs: ${notOk}.`,
  ].join("\n");
  publish("Server memory (bench/memory.mjs)", markdown, { noRecord: values["no-record"] });
  return ok ? 0 : 1;
}

runBenchmark(main, { maxSeconds: 600 + databases.length * runs * 240 });
