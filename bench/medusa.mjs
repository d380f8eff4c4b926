// Side by side with Medusa v2 on one PostgreSQL (issue 17: keep >= 100x on every API row), with a bare Fastify
// hello-world measured in the same run.
// node bench/medusa.mjs [--runs 3] [--duration 10] [--warmup 2] [--connections 4] [--out FILE] [--no-record]
//
// One throwaway PostgreSQL 15 (bench/lib/postgres.mjs, stock settings) holds two databases: ours, with the demo
// catalogue (`tsx apps/api/scripts/seed.ts --no-images`), and Medusa's, migrated by `medusa db:migrate` and seeded
// by bench/lib/medusa.mjs with the same products (our English names, descriptions and slugs; one variant each,
// priced in AED, no inventory management), one region (AED), a sales channel and a publishable key. Medusa v2 is
// installed outside the repository (MEDUSA_DIR, default /tmp/medusa-bench; setup in bench/README.md) and runs as
// one `medusa start` process (production, admin off, no Redis: its in-memory modules); ours is the build
// (apps/api/dist/server.js, production, rate limits lifted). Each run measures, with the same connections and
// duration (after a warm-up of 20 requests of each kind on each server): hello-world GET /, then for ours and for
// Medusa in turn:
//   list      the first page of 16 products   ours: POST /api/v1/displayproducts/search (no filter)
//                                              Medusa: GET /store/products?limit=16&region_id=…
//   search    a word from the product names, rotating over 20 words
//                                              ours: productName filter; Medusa: ?q=word&limit=16&region_id=…
//   product   one product, rotating over every product
//                                              ours: POST /api/v1/displayproducts/product { slug }
//                                              Medusa: GET /store/products/:id?region_id=…
//   cart add  one cart per connection, the same product again and again
//                                              ours: a member's POST /api/v2/cart/add (qty 2 and 1 alternately)
//                                              Medusa: a guest cart's POST /store/carts/:id/line-items (quantity 1)
// It reports the median requests/s and p99 (exact, every 2xx of the measured part) and the ratio ours/Medusa;
// it exits 1 when a ratio of requests/s is under 100 or a request failed.
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import pg from "pg";
import { envelope, loadArgs, measure, measureRequests, median, rotations, round, send } from "./lib/load.mjs";
import { MEDUSA_DIR, setUpMedusa, startMedusa } from "./lib/medusa.mjs";
import { createDatabase, seedDatabase, startPostgres } from "./lib/postgres.mjs";
import { runBenchmark, startHelloWorld, startShop, tempDir } from "./lib/proc.mjs";
import { ms, publish, table, verdict } from "./lib/results.mjs";
import { postEnvelope } from "./lib/staff.mjs";

const TARGET_RATIO = 100;
const { values, runs, load } = loadArgs(
  { runs: 3, duration: 10, warmup: 2, connections: 4 },
  { out: { type: "string" } },
);
const MEASURES = ["list", "search", "product", "cart add"];
const maxSeconds = 900 + runs * (1 + 2 * MEASURES.length) * (load.duration + load.warmup + 3);
const LIMIT = 16;
const WARM_UP = 20;

/** Our demo catalogue as Medusa's seed takes it, and the words the search rotates over. */
async function catalogue(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const products = (
      await client.query(`select p.slug as handle, t.name as title, t.description from products p
        join product_translations t on t.product_id = p.id and t.locale = 'en' where p.listed order by p.id`)
    ).rows;
    const words = (
      await client.query(`select w from (select distinct lower(w) as w from (
        select regexp_split_to_table(name, '[^[:alpha:]]+') as w from product_translations where locale = 'en') x
        where length(w) >= 4) y order by md5(w) limit 20`)
    ).rows.map((r) => r.w);
    const [sku] = (
      await client.query(`select s.id from skus s join products p on p.id = s.product_id
        where s.is_active and p.listed and s.stock >= 10 order by s.id limit 1`)
    ).rows;
    return { products, words, skuId: sku.id };
  } finally {
    await client.end();
  }
}

/** Our requests: per measure, one request list per connection. */
async function ourWorkloads(origin, { products, words, skuId }) {
  const post = (path, payload, headers = {}) => ({
    method: "POST",
    path,
    headers: { "content-type": "application/json", ...headers },
    body: envelope(payload),
  });
  const SEARCH = "/api/v1/displayproducts/search";
  const carts = [];
  for (let i = 0; i < load.connections; i++) {
    const email = `bench-${randomBytes(6).toString("hex")}@example.com`;
    const password = "Copper-kettle-monsoon-58";
    const reg = await postEnvelope(origin, "/api/v1/user/register", { userRegPld: { name: "Bench", email, password } });
    if (reg.status !== 200) throw new Error(`register answered ${reg.status}`);
    const login = await postEnvelope(origin, "/api/v1/user/login", { email, password });
    const auth = { authorization: `Bearer ${login.body?.responceObj?.token}` };
    carts.push([post("/api/v2/cart/add", { skuId, qty: 2 }, auth), post("/api/v2/cart/add", { skuId, qty: 1 }, auth)]);
  }
  return {
    list: [[post(SEARCH, { paginationpayload: { from: 0, limit: LIMIT } })]],
    search: rotations(
      words.map((w) =>
        post(SEARCH, {
          filtercriteria: [{ filterBy: "productName", filtervalue: w, filtercond: "equal" }],
          paginationpayload: { from: 0, limit: LIMIT },
        }),
      ),
      load.connections,
    ),
    product: rotations(
      products.map((p) => post("/api/v1/displayproducts/product", { slug: p.handle })),
      load.connections,
    ),
    "cart add": carts,
  };
}

/** Medusa's store API requests, with its publishable key; one guest cart per connection. */
async function medusaWorkloads(origin, { key, regionId }, words) {
  const headers = { "x-publishable-api-key": key, "content-type": "application/json" };
  const get = (path) => ({ method: "GET", path, headers });
  const call = async (path, init = {}) => {
    const response = await fetch(`${origin}${path}`, { headers, ...init });
    const body = await response.json().catch(() => null);
    if (response.status !== 200) throw new Error(`Medusa ${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  };
  const { products, count } = await call(`/store/products?limit=1000&fields=id,*variants&region_id=${regionId}`);
  const variantId = products[0].variants[0].id;
  const carts = [];
  for (let i = 0; i < load.connections; i++) {
    const { cart } = await call("/store/carts", { method: "POST", body: JSON.stringify({ region_id: regionId }) });
    carts.push([
      {
        method: "POST",
        path: `/store/carts/${cart.id}/line-items`,
        headers,
        body: JSON.stringify({ variant_id: variantId, quantity: 1 }),
      },
    ]);
  }
  const page = `limit=${LIMIT}&region_id=${regionId}`;
  return {
    count,
    list: [[get(`/store/products?${page}`)]],
    search: rotations(
      words.map((w) => get(`/store/products?q=${encodeURIComponent(w)}&${page}`)),
      load.connections,
    ),
    product: rotations(
      products.map((p) => get(`/store/products/${p.id}?region_id=${regionId}`)),
      load.connections,
    ),
    "cart add": carts,
  };
}

/** Sends the first request of every list once, so no failing call is measured as a fast one. */
async function check(name, origin, workloads) {
  for (const measure of MEASURES) {
    for (const r of [workloads[measure][0][0], workloads[measure].at(-1).at(-1)]) {
      const response = await fetch(`${origin}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
      const text = await response.text();
      if (response.status !== 200 || (name === "ours" && !text.includes('"SUCCESS"'))) {
        throw new Error(`${name} ${measure}: ${r.method} ${r.path} answered ${response.status}: ${text.slice(0, 300)}`);
      }
    }
  }
}

/** What one request of a list answers now (status and the start of the body): why Medusa's failed. */
async function probe(origin, lists) {
  const r = lists[0][0];
  const response = await fetch(`${origin}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
  return `${response.status} ${(await response.text()).slice(0, 300)}`;
}

async function main() {
  const server = await startPostgres();
  const ourDb = await createDatabase(server.url, "bench_ours");
  const medusaDb = await createDatabase(server.url, "bench_medusa");
  console.log(`seeding ${ourDb.name}...`);
  await seedDatabase(ourDb.url);
  const data = await catalogue(ourDb.url);
  // Ours first: a missing build fails in seconds, not after the minutes of Medusa's migrations.
  const hello = await startHelloWorld();
  const ours = await startShop({
    databaseUrl: ourDb.url,
    env: { REGISTER_RATE_LIMIT_PER_MINUTE: "100000", LOGIN_RATE_LIMIT_PER_MINUTE: "100000", SEED_ON_START: "false" },
  });
  console.log(`setting up Medusa (${MEDUSA_DIR}) on ${medusaDb.name} with ${data.products.length} products...`);
  const medusaSeed = await setUpMedusa(medusaDb.url, data.products, tempDir("medusa"));
  const medusa = await startMedusa(medusaDb.url);
  const oursLoad = await ourWorkloads(ours.url, data);
  const medusaLoad = await medusaWorkloads(medusa.url, medusaSeed, data.words);
  if (medusaLoad.count !== data.products.length) {
    throw new Error(`Medusa lists ${medusaLoad.count} products, ours ${data.products.length}`);
  }
  await check("ours", ours.url, oursLoad);
  await check("Medusa", medusa.url, medusaLoad);
  // A cold Medusa answered nothing within 10 s under 20 connections in a first run: both servers get the same
  // bounded warm-up (WARM_UP requests of every measure, 4 connections) before run 1.
  for (const name of MEASURES) {
    await send(ours.url, oursLoad[name].flat(), { amount: WARM_UP, connections: 4 });
    await send(medusa.url, medusaLoad[name].flat(), { amount: WARM_UP, connections: 4 });
  }
  const samples = [];
  for (let run = 1; run <= runs; run++) {
    const h = await measure(`${hello.url}/`, load);
    const sample = { hello: { rps: h.rps, p99: h.exactP99 } };
    for (const name of MEASURES) {
      sample[name] = {
        ours: await measureRequests(ours.url, oursLoad[name], load),
        medusa: await measureRequests(medusa.url, medusaLoad[name], load),
      };
    }
    console.log(
      `run ${run}/${runs}: hello ${round(h.rps)} req/s | ` +
        MEASURES.map((n) => `${n} ours ${round(sample[n].ours.rps)} Medusa ${round(sample[n].medusa.rps, 1)}`).join(
          " | ",
        ),
    );
    samples.push(sample);
    for (const name of MEASURES) {
      if (sample[name].medusa.bad)
        console.log(`Medusa ${name} after run ${run}: ${await probe(medusa.url, medusaLoad[name])}`);
    }
  }
  await Promise.all([medusa.stop(), ours.stop(), hello.stop()]);
  await ourDb.drop();
  await medusaDb.drop();
  server.stop();
  return report(samples, data.products.length);
}

/** " Failed (non-2xx, errors, 10 s timeouts), all runs: …" when any request failed. */
function failures(samples) {
  const counts = MEASURES.flatMap((n) =>
    ["ours", "medusa"].map((who) => [`${n} ${who}`, samples.reduce((t, s) => t + s[n][who].bad, 0)]),
  ).filter(([, bad]) => bad > 0);
  if (!counts.length) return "";
  return ` Failed (non-2xx, errors, 10 s timeouts), all runs: ${counts.map(([n, bad]) => `${n} ${bad}`).join(", ")}.`;
}

function report(samples, productCount) {
  const perRun = (f) => samples.map(f);
  const med = (f) => median(perRun(f));
  const helloRps = med((s) => s.hello.rps);
  const rps = (v) => round(v, v < 100 ? 1 : 0);
  let ok = true;
  const rows = [];
  for (const name of MEASURES) {
    for (const who of ["ours", "medusa"]) {
      const label = `${name}, ${who === "ours" ? "ours" : "Medusa v2"} req/s (p99)`;
      const cells = perRun((s) => `${rps(s[name][who].rps)} (${ms(s[name][who].p99)})`);
      const medRps = med((s) => s[name][who].rps);
      rows.push([label, ...cells, `${rps(medRps)} (${ms(med((s) => s[name][who].p99))})`, round(helloRps)]);
      rows.at(-1).push(round(medRps / helloRps, 4), "", "");
    }
    // No Medusa answer within the run (every request timed out) gives no ratio, not an infinite one.
    const ratioOf = (s) => (s[name].medusa.rps > 0 ? s[name].ours.rps / s[name].medusa.rps : Number.NaN);
    const ratio = med(ratioOf);
    const bad = samples.reduce((t, s) => t + s[name].ours.bad + s[name].medusa.bad, 0);
    const pass = Number.isFinite(ratio) && ratio >= TARGET_RATIO && bad === 0;
    ok &&= pass;
    const times = (v) => (Number.isFinite(v) ? `${round(v)}x` : "n/a");
    const cells = perRun((s) => times(ratioOf(s)));
    rows.push([`${name}, ours ÷ Medusa`, ...cells, times(ratio), "", "", `>= ${TARGET_RATIO}x`, verdict(pass)]);
  }
  const headers = ["measure", ...samples.map((_, i) => `run ${i + 1}`), "median", "hello-world (same run)"];
  const markdown = [
    table([...headers, "ratio", "goal", "verdict"], rows),
    "",
    `Median of ${runs} runs; ${load.connections} connections, ${load.warmup} s warm-up + ${load.duration} s each; ` +
      `one PostgreSQL 15 (stock settings), ${productCount} products in each store (the same names and slugs); ` +
      "ours = apps/api/dist/server.js, Medusa = `medusa start` 2.x (one process, production, no Redis); " +
      "ratio column = req/s ÷ hello-world; p99 exact over every 2xx answer. Cart add: ours a member's cart, " +
      `Medusa a guest cart (its store API has no cheaper add).${failures(samples)}`,
  ].join("\n");
  const section = publish("Side by side with Medusa v2 (bench/medusa.mjs)", markdown, {
    noRecord: values["no-record"],
  });
  if (values.out) writeFileSync(values.out, `${section.trim()}\n`);
  return ok ? 0 : 1;
}

runBenchmark(main, { maxSeconds });
