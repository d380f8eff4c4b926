// The back office's order list filtered by delivery date and emirate at 100k orders on PostgreSQL, against a bare
// Fastify hello-world measured in the same run (issue 15). Target: p99 < 50 ms.
// node bench/admin-orders.mjs [--orders 100000] [--runs 3] [--duration 10] [--warmup 2] [--connections 4] [--no-record]
//
// A throwaway PostgreSQL 15 (bench/lib/postgres.mjs), the demo seed, then `--orders` orders written straight in SQL
// (a year of delivery dates around today, the seven emirates, three slots, every status, 1-3 lines each) and
// VACUUM ANALYZE; our server from the TypeScript source and hello-world as separate processes. A manager's token
// sends POST /api/v1/admin/orders/search: "hot" repeats today + Dubai, "rotating" walks a shuffled list of every
// day of the year x emirate (one day, and a week from it) x 2 pages. 4 connections, as the product-list bench (staff
// traffic, not shoppers'). Results are appended to bench/RESULTS.md.
import pg from "pg";
import { envelope, loadArgs, measure, measureRequests, median, rotations, round, shuffle } from "./lib/load.mjs";
import { dubaiDate } from "./lib/orders.mjs";
import { createDatabase, seedDatabase, startPostgres } from "./lib/postgres.mjs";
import { runBenchmark, startHelloWorld, startShop } from "./lib/proc.mjs";
import { ms, publish, table, verdict } from "./lib/results.mjs";
import { postEnvelope, staffHeaders } from "./lib/staff.mjs";

const TARGET_P99 = 50;
const LIST = "/api/v1/admin/orders/search";
const EMAIL = "bench.orders@example.ae";
const PASSWORD = "Saffron-lantern-dune-73";
const EMIRATES = ["abu_dhabi", "dubai", "sharjah", "ajman", "umm_al_quwain", "ras_al_khaimah", "fujairah"];

const { values, runs, load } = loadArgs(
  { runs: 3, duration: 10, warmup: 2, connections: 4 },
  { orders: { type: "string", default: "100000" } },
);
const orders = Number(values.orders);
if (!Number.isInteger(orders) || orders < 1) throw new Error(`bad --orders ${values.orders}`);
const maxSeconds = 420 + Math.ceil(orders / 1000) + runs * 3 * (load.duration + load.warmup + 2);

/**
 * `count` orders over the 365 delivery days from 300 days ago, Dubai about a third of them (as a Dubai shop's
 * would be), every status and both payment methods; 1-3 lines each on the seeded SKUs. One statement each.
 */
async function writeOrders(client, count) {
  const started = performance.now();
  const first = dubaiDate(-300);
  await client.query(
    `insert into orders (number, email, mobile, name, locale, address, emirate, delivery_date, delivery_slot,
       payment_method, payment_status, status, items_fils, delivery_fils, cod_fee_fils, total_fils, vat_fils,
       created_at, updated_at)
     select 'BST-B' || lpad(i::text, 7, '0'), 'buyer' || i || '@example.com', '+9715' || lpad((i % 100000000)::text, 8, '0'),
       'Buyer ' || i, (array['en','ar','fr'])[1 + i % 3],
       jsonb_build_object('recipient', 'Buyer ' || i, 'area', 'Area ' || (i % 50), 'street', 'Street ' || (i % 90),
         'building', 'Villa ' || (i % 300), 'mobile', '+971501234567', 'emirate', e.emirate),
       e.emirate, $2::date + (i % 365), (array['morning','afternoon','evening'])[1 + i % 3],
       case when i % 4 = 0 then 'card' else 'cod' end, case when i % 4 = 0 then 'paid' else 'unpaid' end,
       (array['confirmed','preparing','out_for_delivery','delivered','delivered','delivered','cancelled','pending_payment'])[1 + i % 8],
       10000 + i % 50000, 1500, 500, 12000 + i % 50000, 571 + i % 2000,
       ($2::date + (i % 365) - 2)::timestamptz + (i % 86400) * interval '1 second', now()
       from generate_series(1, $1::int) i
       cross join lateral (select case when i % 3 = 0 then 'dubai' else ($3::text[])[1 + (i / 3) % 7] end as emirate) e`,
    [count, first, `{${EMIRATES.join(",")}}`],
  );
  await client.query(
    `insert into order_lines (order_id, sku_id, product_id, name, sku_code, options, unit_price_fils, discount_pct,
       unit_net_fils, qty, line_total_fils, vat_fils)
     select o.id, s.id, s.product_id, 'Plant', s.code, '{}'::jsonb, s.price_fils, 0, s.price_fils, 1 + n % 2,
       s.price_fils * (1 + n % 2), s.price_fils * (1 + n % 2) * 5 / 105
       from orders o cross join lateral generate_series(1, 1 + o.id % 3) n
       join lateral (select id, product_id, code, price_fils from skus order by id offset (o.id * 7 + n) % $1::int limit 1) s on true
      where o.number like 'BST-B%'`,
    [(await client.query("select count(*)::int as n from skus")).rows[0].n],
  );
  await client.query("vacuum analyze orders");
  await client.query("vacuum analyze order_lines");
  return (performance.now() - started) / 1000;
}

function workloads(headers) {
  const request = (requestPayload) => ({
    method: "POST",
    path: LIST,
    headers: { "content-type": "application/json", ...headers },
    body: envelope(requestPayload),
  });
  const today = dubaiDate(0);
  const days = Array.from({ length: 365 }, (_, i) => dubaiDate(i - 300));
  const rotating = days.flatMap((day, i) =>
    EMIRATES.flatMap((emirate) =>
      [0, 1].map((from) =>
        request({ dateFrom: day, dateTo: i % 2 ? days[Math.min(i + 6, 364)] : day, emirate, from, limit: 20 }),
      ),
    ),
  );
  return { hot: request({ dateFrom: today, dateTo: today, emirate: "dubai", limit: 20 }), rotating: shuffle(rotating) };
}

async function main() {
  const pgServer = await startPostgres({ shared_buffers: "256MB" });
  let result;
  try {
    const database = await createDatabase(pgServer.url, "bench_admin_orders");
    console.log("seeding the demo catalogue...");
    await seedDatabase(database.url, { timeoutMs: 300_000 });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    console.log(`writing ${orders} orders...`);
    const written = await writeOrders(client, orders);
    const hello = await startHelloWorld();
    const ours = await startShop({ source: true, databaseUrl: database.url, env: { SEED_ON_START: "false" } });
    try {
      const headers = await staffHeaders(ours.url, client, { email: EMAIL, password: PASSWORD, name: "Bench Orders" });
      const { hot, rotating } = workloads(headers);
      const probe = await postEnvelope(ours.url, LIST, JSON.parse(hot.body).payload.requestPayload, headers);
      if (probe.status !== 200) throw new Error(`${LIST} answered ${probe.status}`);
      const perDay = probe.body.responceObj.totalCount;
      const samples = [];
      for (let run = 1; run <= runs; run++) {
        const h = await measure(`${hello.url}/`, load);
        const sample = {
          hello: { rps: h.rps },
          hot: await measureRequests(ours.url, [[hot]], load),
          rotating: await measureRequests(ours.url, rotations(rotating, load.connections), load),
        };
        console.log(
          `run ${run}/${runs}: hot ${round(sample.hot.rps)} req/s p99 ${ms(sample.hot.p99)} | rotating ` +
            `${round(sample.rotating.rps)} req/s p99 ${ms(sample.rotating.p99)} | hello ${round(h.rps)} req/s`,
        );
        samples.push(sample);
      }
      const med = (f) => median(samples.map(f));
      result = {
        written,
        perDay,
        distinct: rotating.length,
        helloRps: med((s) => s.hello.rps),
        bad: samples.reduce((t, s) => t + s.hot.bad + s.rotating.bad, 0),
        kinds: ["hot", "rotating"].map((kind) => ({
          kind,
          rps: med((s) => s[kind].rps),
          p50: med((s) => s[kind].p50),
          p99: med((s) => s[kind].p99),
        })),
      };
    } finally {
      await client.end();
      await ours.stop();
      await hello.stop();
      await database.drop().catch((error) => console.error(`drop ${database.name}: ${error.message}`));
    }
  } finally {
    pgServer.stop();
  }
  const pass = (p99) => p99 < TARGET_P99 && result.bad === 0;
  const rows = result.kinds.map((k) => [
    orders,
    k.kind === "hot" ? `hot: today, Dubai (${result.perDay} orders)` : `rotating (${result.distinct} distinct)`,
    `${round(k.rps)} (${round(k.rps / result.helloRps, 3)})`,
    ms(k.p50),
    ms(k.p99),
    orders >= 100_000 ? verdict(pass(k.p99)) : "(target at 100k)",
  ]);
  const markdown = [
    table(
      ["orders", "admin order list by date + emirate", "req/s (÷ hello)", "p50", "p99", `p99 < ${TARGET_P99} ms`],
      rows,
    ),
    "",
    `Median of ${runs} runs; ${load.connections} connections, ${load.warmup} s warm-up + ${load.duration} s each; ` +
      `${orders} orders and their lines written in ${round(result.written)} s; hello-world ${round(result.helloRps)} ` +
      "req/s; PostgreSQL 15 with shared_buffers = 256MB. Each answer is a page of 20 (by delivery date, then newest, with the " +
      "items count) and the total count, behind a manager's token verified per request; rotating pages walk one day or a " +
      "week from it per emirate (orders_date_emirate_idx).",
  ].join("\n");
  publish("Back-office order list filtered by delivery date and emirate (bench/admin-orders.mjs)", markdown, {
    noRecord: values["no-record"],
  });
  return result.kinds.every((k) => pass(k.p99)) ? 0 : 1;
}

runBenchmark(main, { maxSeconds });
