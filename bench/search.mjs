// Catalogue search and product lookup on PostgreSQL with 10k and 100k products, against a bare Fastify hello-world
// measured in the same run (issue 3). Targets at 100k: search p99 < 30 ms, product lookup p99 < 5 ms.
// node bench/search.mjs [--sizes 10000,100000] [--runs 3] [--duration 10] [--warmup 2] [--connections 20]
//   [--fill auto|seed|sql] [--no-record]
//
// For each size: a throwaway PostgreSQL 15 (bench/lib/postgres.mjs, stock settings), a fresh database seeded with
// `tsx apps/api/scripts/seed.ts --products N --no-images` (demo catalogue + N synthetic products) and VACUUM ANALYZE,
// or, with --fill sql (auto: from 500k products), the demo seed and N copies written by set-based SQL
// (bench/lib/million.mjs: 1M in minutes, where the seed took 19 min),
// our server from the TypeScript source (node --import tsx apps/api/src/server.ts, NODE_ENV=production, rate limit
// lifted) and bench/hello-world.mjs as separate processes. Each run measures hello-world, then every scenario
// "hot" (one request repeated), "rotating" (a shuffled list of distinct requests, each connection starting at a
// different place) and "rotating again" (the same list at once, the caches having seen it), with autocannon POSTing the SPEC request envelope. After each run our server is restarted and
// the first text search (a word no run has asked) is timed: the first query after a restart (issue 17: <= 1 s). Targets are checked at 100k; the script
// exits 1 when one is missed. Results are appended to bench/RESULTS.md.
import pg from "pg";
import { firstQuery, unaskedWords } from "./lib/first-query.mjs";
import { envelope, loadArgs, measure, measureRequests, median, rotations, round, shuffle } from "./lib/load.mjs";
import { addSyntheticProducts } from "./lib/million.mjs";
import { createDatabase, seedDatabase, startPostgres } from "./lib/postgres.mjs";
import { runBenchmark, startHelloWorld, startShop } from "./lib/proc.mjs";
import { ms, publish, table, verdict } from "./lib/results.mjs";

const TARGET_SEARCH_P99 = 30;
const TARGET_PRODUCT_P99 = 5;
const TARGET_SIZE = 100_000;

const { values, runs, load } = loadArgs(
  { runs: 3, duration: 10, warmup: 2, connections: 20 },
  { sizes: { type: "string", default: "10000,100000" }, fill: { type: "string", default: "auto" } },
);
if (!["auto", "seed", "sql"].includes(values.fill)) throw new Error(`bad --fill ${values.fill}`);
const fillBySql = (n) => values.fill === "sql" || (values.fill === "auto" && n >= 500_000);
const sizes = values.sizes.split(",").map((s) => Number(s.trim()));
if (sizes.some((n) => !Number.isInteger(n) || n < 0)) throw new Error(`bad --sizes ${values.sizes}`);
const SCENARIOS = ["text + 2 filters", 'broad word "plant"', "category page", "product by slug"];
const perRun = (1 + 3 * SCENARIOS.length) * (load.duration + load.warmup + 2);
const seedSeconds = (n) => Math.ceil(120 + n / 300);
const maxSeconds = sizes.reduce((s, n) => s + seedSeconds(n) + 120 + runs * perRun, 60);
const SEARCH = "/api/v1/displayproducts/search";
const PRODUCT = "/api/v1/displayproducts/product";
const post = (path, requestPayload) => ({
  method: "POST",
  path,
  headers: { "content-type": "application/json" },
  body: envelope(requestPayload),
});
const text = (q, extra = []) => [{ filterBy: "productName", filtervalue: q, filtercond: "equal" }, ...extra];

/** Hot request and rotating list per scenario, from the seeded database. */
async function workloads(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const slugs = (await client.query("select slug from products where listed order by md5(slug) limit 5000")).rows;
    const [top] = (await client.query("select slug from products where listed order by popularity desc limit 1")).rows;
    const cats = (await client.query("select slug from categories order by id")).rows.map((r) => r.slug);
    const words = (
      await client.query(`select distinct lower(w) as w from (
        select regexp_split_to_table(name, '[^[:alpha:]]+') as w from product_translations
        where locale = 'en' and product_id <= 139) x where length(w) >= 4 order by 1`)
    ).rows.map((r) => r.w);
    const lights = ["low", "medium", "bright_indirect", "full_sun"];
    const sorts = ["popularity", "newest", "price_asc", "price_desc", "rating", "name"];
    const textFilters = words.flatMap((w) =>
      lights.flatMap((light) =>
        ["true", "false"].map((inStock) =>
          post(SEARCH, {
            filtercriteria: text(w, [
              { filterBy: "light", filtervalue: light, filtercond: "equal" },
              { filterBy: "inStock", filtervalue: inStock, filtercond: "equal" },
            ]),
          }),
        ),
      ),
    );
    const broad = sorts.flatMap((sortBy) =>
      Array.from({ length: 20 }, (_, from) =>
        post(SEARCH, {
          filtercriteria: text("plant"),
          paginationpayload: { from, limit: 16 },
          sortpayload: { sortBy },
        }),
      ),
    );
    const categories = cats.flatMap((slug) =>
      sorts.flatMap((sortBy) =>
        Array.from({ length: 5 }, (_, from) =>
          post(SEARCH, {
            filtercriteria: [{ filterBy: "category", filtervalue: slug, filtercond: "equal" }],
            paginationpayload: { from, limit: 16 },
            sortpayload: { sortBy },
          }),
        ),
      ),
    );
    return {
      "text + 2 filters": {
        hot: post(SEARCH, {
          filtercriteria: text("palm", [
            { filterBy: "light", filtervalue: "full_sun", filtercond: "equal" },
            { filterBy: "inStock", filtervalue: "true", filtercond: "equal" },
          ]),
        }),
        rotating: shuffle(textFilters),
      },
      'broad word "plant"': { hot: post(SEARCH, { filtercriteria: text("plant") }), rotating: shuffle(broad) },
      "category page": {
        hot: post(SEARCH, {
          filtercriteria: [{ filterBy: "category", filtervalue: "indoor-plants", filtercond: "equal" }],
        }),
        rotating: shuffle(categories),
      },
      "product by slug": {
        hot: post(PRODUCT, { slug: top.slug }),
        rotating: slugs.map((r) => post(PRODUCT, { slug: r.slug })),
      },
    };
  } finally {
    await client.end();
  }
}

/** Checks that every kind of request answers 200 SUCCESS, so we never benchmark an error page. */
async function check(origin, scenarios) {
  for (const [name, { hot, rotating }] of Object.entries(scenarios)) {
    for (const r of [hot, rotating[0], rotating.at(-1)]) {
      const response = await fetch(`${origin}${r.path}`, { method: "POST", headers: r.headers, body: r.body });
      const body = await response.json().catch(() => null);
      if (response.status !== 200 || body?.status !== "SUCCESS") {
        throw new Error(`${name}: ${r.path} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
      }
    }
  }
}

async function benchSize(pgServer, products) {
  const database = await createDatabase(pgServer.url, `bench_search_${products}`);
  const dbUrl = database.url;
  console.log(`${products}: seeding${fillBySql(products) ? " (demo seed, then copies by SQL)" : ""}...`);
  let seconds = await seedDatabase(dbUrl, {
    products: fillBySql(products) ? 0 : products,
    timeoutMs: seedSeconds(products) * 1000,
  });
  if (fillBySql(products)) seconds += await addSyntheticProducts(dbUrl, products);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const [{ n }] = (await client.query("select count(*)::int as n from products where listed")).rows;
  await client.end();
  console.log(`${products}: ${n} listed products, seeded in ${round(seconds)} s`);

  const scenarios = await workloads(dbUrl);
  const unasked = await unaskedWords(dbUrl, runs * 2);
  const hello = await startHelloWorld();
  const shopOptions = { source: true, databaseUrl: dbUrl, env: { SEED_ON_START: "false" } };
  let ours = await startShop(shopOptions);
  try {
    await check(ours.url, scenarios);
    const samples = [];
    for (let run = 1; run <= runs; run++) {
      const h = await measure(`${hello.url}/`, load);
      const sample = { hello: { rps: h.rps, p99: h.exactP99 } };
      for (const [name, { hot, rotating }] of Object.entries(scenarios)) {
        sample[name] = {
          hot: await measureRequests(ours.url, [[hot]], load),
          rotating: await measureRequests(ours.url, rotations(rotating, load.connections), load),
          // The same list once more: what a server whose caches already saw these requests answers.
          again: await measureRequests(ours.url, rotations(rotating, load.connections), load),
        };
        const s = sample[name];
        console.log(
          `${products} run ${run}/${runs} ${name}: hot ${round(s.hot.rps)} req/s p50 ${ms(s.hot.p50)} p99 ${ms(s.hot.p99)}` +
            ` | rotating ${round(s.rotating.rps)} req/s p50 ${ms(s.rotating.p50)} p99 ${ms(s.rotating.p99)}` +
            ` | again ${round(s.again.rps)} req/s p50 ${ms(s.again.p50)} p99 ${ms(s.again.p99)}` +
            (s.hot.bad + s.rotating.bad + s.again.bad
              ? ` | ${s.hot.bad + s.rotating.bad + s.again.bad} non-2xx/errors`
              : ""),
        );
      }
      console.log(`${products} run ${run}/${runs} hello-world: ${round(h.rps)} req/s p99 ${ms(h.exactP99)}`);
      await ours.stop();
      ours = await startShop(shopOptions);
      sample.restart = await firstQuery(ours.url, unasked.slice(2 * (run - 1), 2 * run), (word) =>
        post(SEARCH, { filtercriteria: text(word) }),
      );
      console.log(
        `${products} run ${run}/${runs} after a restart: first text search ${ms(sample.restart.first)},` +
          ` the next (another word) ${ms(sample.restart.next)}`,
      );
      samples.push(sample);
    }
    const med = (f) => median(samples.map(f));
    return {
      products: n,
      seeded: seconds,
      helloRps: med((s) => s.hello.rps),
      helloP99: med((s) => s.hello.p99),
      restart: samples.map((s) => s.restart),
      scenarios: SCENARIOS.map((name) => {
        const pick = (kind, key) => med((s) => s[name][kind][key]);
        return {
          name,
          hot: { rps: pick("hot", "rps"), p50: pick("hot", "p50"), p99: pick("hot", "p99") },
          rotating: { rps: pick("rotating", "rps"), p50: pick("rotating", "p50"), p99: pick("rotating", "p99") },
          again: { rps: pick("again", "rps"), p50: pick("again", "p50"), p99: pick("again", "p99") },
          distinct: scenarios[name].rotating.length,
          bad: samples.reduce((t, s) => t + s[name].hot.bad + s[name].rotating.bad + s[name].again.bad, 0),
        };
      }),
    };
  } finally {
    await ours.stop();
    await hello.stop();
    await database.drop().catch((error) => console.error(`drop ${database.name}: ${error.message}`));
  }
}

async function main() {
  const pgServer = await startPostgres();
  const results = [];
  try {
    for (const products of sizes) results.push(await benchSize(pgServer, products));
  } finally {
    pgServer.stop();
  }
  let ok = true;
  const rows = [];
  for (const r of results) {
    for (const s of r.scenarios) {
      const limit = s.name === "product by slug" ? TARGET_PRODUCT_P99 : TARGET_SEARCH_P99;
      const checked = r.products >= TARGET_SIZE;
      const pass = (p99) => p99 < limit && s.bad === 0;
      if (checked) ok &&= pass(s.hot.p99) && pass(s.rotating.p99);
      rows.push([
        r.products,
        s.name,
        `${round(s.hot.rps)} (${round(s.hot.rps / r.helloRps, 3)})`,
        ms(s.hot.p50),
        ms(s.hot.p99),
        `${round(s.rotating.rps)} (${s.distinct} distinct)`,
        ms(s.rotating.p50),
        ms(s.rotating.p99),
        checked ? `hot ${verdict(pass(s.hot.p99))}, rotating ${verdict(pass(s.rotating.p99))}` : "(target at 100k)",
      ]);
      rows.push([
        r.products,
        `${s.name}, rotating again`,
        "",
        "",
        "",
        `${round(s.again.rps)}`,
        ms(s.again.p50),
        ms(s.again.p99),
        `(${verdict(pass(s.again.p99))}; not gated)`,
      ]);
    }
    rows.push([r.products, "hello-world GET /", round(r.helloRps), "", ms(r.helloP99), "", "", "", ""]);
    const firsts = r.restart.map((x) => x.first);
    rows.push([
      r.products,
      "first text search after a restart",
      "",
      `${ms(median(firsts))} (runs: ${firsts.map(ms).join(" / ")})`,
      "",
      "",
      `next: ${ms(median(r.restart.map((x) => x.next)))}`,
      "",
      `<= 1 s: ${verdict(Math.max(...firsts) <= 1000)}`,
    ]);
  }
  const markdown = [
    table(
      [
        "listed products",
        "scenario",
        "hot req/s (÷ hello)",
        "hot p50",
        "hot p99",
        "rotating req/s",
        "rotating p50",
        "rotating p99",
        `p99 < ${TARGET_SEARCH_P99} ms search / < ${TARGET_PRODUCT_P99} ms product`,
      ],
      rows,
    ),
    "",
    `Median of ${runs} runs; ${load.connections} connections, ${load.warmup} s warm-up + ${load.duration} s per ` +
      "measurement, our server (node --import tsx apps/api/src/server.ts, production) and hello-world as separate " +
      "processes, PostgreSQL 15 with stock settings on the same machine. Seed times: " +
      results.map((r) => `${r.products}: ${round(r.seeded)} s`).join(", ") +
      ". Hot = one request repeated: text search is palm + light full_sun + inStock, the broad query " +
      '"plant" page 1, the category page indoor-plants page 1, the product the best seller. Rotating = a shuffled ' +
      "list of distinct requests (words of the demo names x 4 light levels x inStock; plant x 6 sorts x 20 pages; " +
      "every category x 6 sorts x 5 pages; 5000 product slugs), measured right after the hot run (2 s warm-up: " +
      'mostly the caches filling), then again at once ("rotating again": the caches have seen the list). ' +
      "Product pages, text matches, counts and facets are cached for 15 s per instance (LRU: 1000 pages, 2000 of " +
      "the others; text matches at most 20 MB), a list page's product ids for 1 s (LIST_TTL_MS, LRU of 2000); " +
      "5000 rotating slugs exceed the page cache, so every rotating product lookup reads " +
      "the database. Latencies are exact percentiles of every 2xx response of the measured part.",
  ].join("\n");
  publish("Catalogue search vs hello-world (bench/search.mjs)", markdown, { noRecord: values["no-record"] });
  return ok ? 0 : 1;
}

runBenchmark(main, { maxSeconds });
