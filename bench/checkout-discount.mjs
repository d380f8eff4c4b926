// The checkout quote with a discount code against the same quote without one, in the same run (issue 16).
// Target: quote p99 with a code within 10 % of the quote without one.
// node bench/checkout-discount.mjs [--runs 3] [--duration 8] [--warmup 2] [--connections 8] [--pg-url URL]
//   [--no-record]
//
// A throwaway PostgreSQL 15 (bench/lib/postgres.mjs, stock settings), or with --pg-url a running server on
// 127.0.0.1 on which the script creates its own database and drops it at the end, with the demo catalogue; our
// server from the TypeScript source (API only, rate limit lifted, pool of 20). Every request is a guest's quote of
// three SKUs to Dubai; "with a code" adds a code restricted to the top category of the first SKU's product (the
// heaviest lookup: the category subtree is read in the code's statement, beside the failed-attempts count). Each
// run measures both, alternating which goes first, so drift on the shared machine falls on both alike.
import pg from "pg";
import { envelope, loadArgs, measureRequests, median, round } from "./lib/load.mjs";
import { activeSkuIds } from "./lib/orders.mjs";
import { createDatabase, openPostgres, seedDatabase } from "./lib/postgres.mjs";
import { runBenchmark, startShop } from "./lib/proc.mjs";
import { ms, publish, table, verdict } from "./lib/results.mjs";

const TARGET_RATIO = 1.1;
const QUOTE = "/api/v1/checkout/quote";
const CODE = "BENCH10";

const { values, runs, load } = loadArgs(
  { runs: 3, duration: 8, warmup: 2, connections: 8 },
  { "pg-url": { type: "string" } },
);
const maxSeconds = 300 + runs * 2 * (load.duration + load.warmup + 3);

async function main() {
  const pgServer = await openPostgres(values["pg-url"]);
  const database = await createDatabase(pgServer.url, "bench_checkout_discount");
  try {
    console.log(`seeding the demo catalogue into ${database.name}...`);
    await seedDatabase(database.url);
    const client = new pg.Client({ connectionString: database.url });
    client.on("error", () => {});
    await client.connect();
    try {
      const skuIds = await activeSkuIds(client, 3);
      await client.query("update skus set stock = 1000000 where id = any($1::int[])", [skuIds]);
      // The code covers the top category above the first SKU's product (and so its whole subtree).
      const { rows } = await client.query(
        `with recursive up(id, parent_id) as (
           select c.id, c.parent_id from categories c
             join products p on p.category_id = c.id join skus s on s.product_id = p.id where s.id = $1
           union select c.id, c.parent_id from categories c join up on c.id = up.parent_id)
         select id from up where parent_id is null`,
        [skuIds[0]],
      );
      await client.query(
        `insert into discount_codes (code, kind, value, category_id) values ($1, 'percent', 10, $2)
         on conflict (code) do nothing`,
        [CODE, rows[0]?.id ?? null],
      );
      await client.query("vacuum analyze");
      const ours = await startShop({
        source: true,
        databaseUrl: database.url,
        env: { NODE_ENV: "development", DATABASE_POOL_SIZE: "20", SEED_ON_START: "false" },
      });
      try {
        return report(await measureAll(ours.url, skuIds));
      } finally {
        await ours.stop();
      }
    } finally {
      await client.end();
    }
  } finally {
    await database.drop().catch((error) => console.error(`drop ${database.name}: ${error.message}`));
    pgServer.stop();
  }
}

function quoteRequest(skuIds, withCode) {
  const lines = skuIds.map((skuId) => ({ skuId, qty: 1 }));
  const body = envelope({ lines, emirate: "dubai", paymentMethod: "cod", ...(withCode ? { discountCode: CODE } : {}) });
  return { method: "POST", path: QUOTE, headers: { "content-type": "application/json" }, body };
}

async function measureAll(origin, skuIds) {
  for (const withCode of [false, true]) {
    const { path, body } = quoteRequest(skuIds, withCode);
    const res = await fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    const answer = await res.json();
    if (res.status !== 200) throw new Error(`quote answered ${res.status}: ${JSON.stringify(answer)}`);
    if (withCode && !(answer.responceObj.discount > 0)) throw new Error("the code gave no discount");
  }
  const samples = [];
  for (let run = 1; run <= runs; run++) {
    const sample = {};
    const order = run % 2 ? ["plain", "code"] : ["code", "plain"];
    for (const kind of order) {
      sample[kind] = await measureRequests(origin, [[quoteRequest(skuIds, kind === "code")]], load);
      const r = sample[kind];
      console.log(`run ${run}/${runs} ${kind}: ${round(r.rps)} quotes/s p50 ${ms(r.p50)} p99 ${ms(r.p99)}`);
    }
    samples.push(sample);
  }
  return samples;
}

function report(samples) {
  const med = (f) => median(samples.map(f));
  const p99 = { plain: med((s) => s.plain.p99), code: med((s) => s.code.p99) };
  const ratio = med((s) => s.code.p99 / s.plain.p99);
  const bad = samples.reduce((t, s) => t + s.plain.bad + s.code.bad, 0);
  const pass = ratio <= TARGET_RATIO && bad === 0;
  const row = (label, kind) => [
    label,
    round(med((s) => s[kind].rps)),
    ms(med((s) => s[kind].p50)),
    ms(p99[kind]),
    samples.map((s) => round(s[kind].p99, 2)).join(" / "),
  ];
  const markdown = [
    table(
      ["quote", "req/s", "p50", "p99", "p99 per run"],
      [row("without a code", "plain"), row(`with a category code (${CODE})`, "code")],
    ),
    "",
    `p99 with ÷ without a code: median of the per-run ratios ${round(ratio, 3)} ` +
      `(target ≤ ${TARGET_RATIO}): ${verdict(pass)}; non-2xx: ${bad}.`,
    `Median of ${runs} runs; ${load.connections} connections, ${load.warmup} s warm-up + ${load.duration} s per ` +
      "measurement, both kinds in every run (alternating which goes first); a guest's quote of 3 SKUs to Dubai, " +
      "our server from source (API only, pool 20), PostgreSQL 15 " +
      `${values["pg-url"] ? "(the running server, a database of its own)" : "with stock settings"} on the same ` +
      "machine, demo catalogue. Latencies are exact percentiles of every 2xx response.",
  ].join("\n");
  publish("Checkout quote with a discount code (bench/checkout-discount.mjs)", markdown, {
    noRecord: values["no-record"],
  });
  return pass ? 0 : 1;
}

runBenchmark(main, { maxSeconds });
