// Fault test (issue "Hardening"): PostgreSQL is stopped for a few seconds and started again while shoppers place
// cash-on-delivery orders. Run by .ci/run on its PostgreSQL server; by hand:
//   PG_BIN=/usr/lib/postgresql/15/bin PG_DIR=<dir holding data/ and log> PG_PORT=<port> \
//     DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres node scripts/fault/pg-restart.mjs \
//     [--shoppers 6] [--seconds 24] [--down 3]
//
// Our server runs from the TypeScript source (node --import tsx apps/api/src/server.ts, NODE_ENV=test, API only)
// on a database of its own (created here, dropped at the end, demo catalogue). Each shopper places orders of 1-3
// units of one of 8 SKUs, each with its own idempotency key, and retries a failed request with the same key
// (after min(Retry-After, 1 s)) until it gets its answer. A third of the way in, PostgreSQL is stopped
// (pg_ctl stop -m fast: sessions end with 57P01), left down for --down seconds, then started again (pg_ctl
// restart, which reuses the server's own start options). Afterwards, with SQL:
//   - no order lost: every order a shopper got a 200 for is in the database, as answered;
//   - none doubled: one order per idempotency key, and the same key sent again answers the same order;
//   - none half-written: every order has its lines and its event; each SKU's stock fell by exactly the units
//     its order lines hold;
//   - during the outage the server answered 503 (with Retry-After), never 500, and never dropped a connection;
//   - it placed orders again within RECOVERY_LIMIT_MS of PostgreSQL being back, without a restart of its own.
// Traffic goes to 127.0.0.1 only; the run is bounded (hard limit 150 s). Exit code 0 when every check holds.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import pg from "pg";
import { envelope } from "../../bench/lib/load.mjs";
import { activeSkuIds, deliveryChoices, guestCodOrder, liftSlotCapacity } from "../../bench/lib/orders.mjs";
import { createDatabase, seedDatabase } from "../../bench/lib/postgres.mjs";
import { HOST, runBenchmark, sleep, startShop } from "../../bench/lib/proc.mjs";

const RECOVERY_LIMIT_MS = 5000;
const PLACE = "/api/v1/checkout/placeOrder";
const SKU_COUNT = 8;
const STOCK = 1_000_000;

const { values } = parseArgs({
  options: {
    shoppers: { type: "string", default: "6" },
    seconds: { type: "string", default: "24" },
    down: { type: "string", default: "3" },
  },
});
const shoppers = Math.min(16, Math.max(1, Number(values.shoppers)));
const loadMs = Math.min(40, Math.max(6, Number(values.seconds))) * 1000;
const downMs = Math.min(10, Math.max(0, Number(values.down))) * 1000;

const { PG_BIN, PG_DIR, DATABASE_URL } = process.env;
if (!PG_BIN || !PG_DIR || !DATABASE_URL) {
  console.error("PG_BIN, PG_DIR (the directory holding data/) and DATABASE_URL (the server) are required");
  process.exit(2);
}
const serverUrl = new URL(DATABASE_URL);
if (serverUrl.hostname !== HOST) throw new Error(`DATABASE_URL must be on ${HOST}`);
if (process.env.PG_PORT && serverUrl.port !== process.env.PG_PORT) {
  throw new Error(`DATABASE_URL (port ${serverUrl.port}) is not the server on PG_PORT ${process.env.PG_PORT}`);
}

const run = promisify(execFile);
/** pg_ctl on the server's data directory, as the postgres user when we are root (as .ci/run starts it). */
function pgCtl(...args) {
  const argv = [path.join(PG_BIN, "pg_ctl"), "-D", path.join(PG_DIR, "data"), ...args];
  const asRoot = process.getuid?.() === 0;
  return run(asRoot ? "runuser" : argv[0], asRoot ? ["-u", "postgres", "--", ...argv] : argv.slice(1), {
    timeout: 60_000,
  });
}

const slots = deliveryChoices(10);

async function main() {
  const database = await createDatabase(DATABASE_URL, "fault_pg_restart");
  console.log(`seeding the demo catalogue into ${database.name}...`);
  await seedDatabase(database.url);
  const sql = new pg.Client({ connectionString: database.url });
  sql.on("error", () => {});
  await sql.connect();
  const skuIds = await activeSkuIds(sql, SKU_COUNT);
  await sql.query("update skus set stock = $1 where id = any($2::int[])", [STOCK, skuIds]);
  // The demo seed's own orders (delivered orders of its demo reviewers) are not the load's: counted from after them.
  const seeded = Number((await sql.query("select coalesce(max(id), 0)::int as id from orders")).rows[0].id);
  await liftSlotCapacity(sql, 1_000_000);
  await sql.end();

  const shop = await startShop({
    source: true,
    databaseUrl: database.url,
    env: { NODE_ENV: "test", SEED_ON_START: "true", DATABASE_POOL_SIZE: "10", LOG_LEVEL: "error" },
  });
  try {
    const result = await underLoad(shop, skuIds);
    return await verify(database.url, { skuIds, seeded }, result, shop);
  } finally {
    await shop.stop();
    await database.drop().catch((error) => console.error(`drop ${database.name}: ${error.message}`));
  }
}

/** The quoted total of every (SKU, quantity) the shoppers order, asked before the load. */
async function quotes(origin, skuIds) {
  const totals = new Map();
  for (const skuId of skuIds) {
    for (const qty of [1, 2, 3]) {
      const res = await fetch(`${origin}/api/v1/checkout/quote`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: envelope({ lines: [{ skuId, qty }], emirate: "dubai", paymentMethod: "cod" }),
      });
      const body = await res.json();
      if (res.status !== 200) throw new Error(`quote answered ${res.status}: ${JSON.stringify(body)}`);
      totals.set(`${skuId}x${qty}`, body.responceObj.total);
    }
  }
  return totals;
}

async function underLoad(shop, skuIds) {
  const totals = await quotes(shop.url, skuIds);
  const t0 = performance.now();
  const at = () => Math.round(performance.now() - t0);
  const figures = { requests: 0, status: {}, networkErrors: 0, retried: 0, abandoned: 0, missingRetryAfter: 0 };
  const placed = []; // { key, body, number, answeredAt, sentAt }
  const outage = { stopAt: Number.NaN, stoppedAt: Number.NaN, startAt: Number.NaN, upAt: Number.NaN };
  let n = 0;

  const post = async (body) => {
    figures.requests++;
    try {
      const res = await fetch(`${shop.url}${PLACE}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      const json = await res.json().catch(() => null);
      figures.status[res.status] = (figures.status[res.status] ?? 0) + 1;
      if (res.status === 503 && !res.headers.get("retry-after")) figures.missingRetryAfter++;
      return { status: res.status, json, retryAfter: Number(res.headers.get("retry-after") ?? 1) };
    } catch (error) {
      figures.networkErrors++;
      return { status: 0, error };
    }
  };

  const shopper = async () => {
    while (at() < loadMs) {
      const i = n++;
      const skuId = skuIds[i % skuIds.length];
      const qty = 1 + (i % 3);
      const key = randomUUID();
      const body = guestCodOrder({
        name: "Fault Shopper",
        email: `fault-${i % 50}@example.com`,
        skuId,
        qty,
        delivery: slots[i % slots.length],
        expectedTotal: totals.get(`${skuId}x${qty}`),
        idempotencyKey: key,
      });
      // The same key until the answer comes, as a client after a 503 or a dropped connection should.
      for (let attempt = 1; ; attempt++) {
        const sentAt = at();
        const res = await post(body);
        if (res.status === 200) {
          placed.push({
            key,
            body,
            skuId,
            qty,
            number: res.json?.responceObj?.order?.number,
            sentAt,
            answeredAt: at(),
          });
          break;
        }
        if (res.status !== 503 && res.status !== 0) {
          console.error(`placeOrder answered ${res.status}: ${JSON.stringify(res.json)}`);
          break;
        }
        if (at() > loadMs + 20_000) {
          figures.abandoned++;
          break;
        }
        if (attempt === 1) figures.retried++;
        await sleep(Math.min(1000, (res.retryAfter || 1) * 1000));
      }
    }
  };

  const health = [];
  let probing = true;
  const probe = async () => {
    while (probing) {
      try {
        const res = await fetch(`${shop.url}/api/health`, { signal: AbortSignal.timeout(5000) });
        await res.arrayBuffer();
        health.push({ at: at(), status: res.status });
      } catch {
        health.push({ at: at(), status: 0 });
      }
      await sleep(200);
    }
  };

  const fault = async () => {
    await sleep(Math.round(loadMs / 3));
    outage.stopAt = at();
    await pgCtl("-m", "fast", "-w", "stop");
    outage.stoppedAt = at();
    console.log(`PostgreSQL stopped at ${outage.stoppedAt} ms (stop asked at ${outage.stopAt} ms)`);
    await sleep(downMs);
    outage.startAt = at();
    // restart on a stopped server starts it with the options it last ran with (postmaster.opts).
    // The log file (as .ci/run's) keeps the server off our pipes, which execFile would otherwise wait for.
    await pgCtl("-w", "-t", "30", "-l", path.join(PG_DIR, "log"), "restart");
    outage.upAt = at();
    console.log(`PostgreSQL accepting connections again at ${outage.upAt} ms`);
  };

  const probing$ = probe();
  await Promise.all([fault(), ...Array.from({ length: shoppers }, shopper)]);
  probing = false;
  await probing$;
  return { figures, placed, outage, health, shoppers };
}

async function verify(url, { skuIds, seeded }, { figures, placed, outage, health }, shop) {
  const failures = [];
  const check = (ok, message) => {
    if (!ok) failures.push(message);
  };
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  try {
    // Keys answered 200, and what the database holds for them.
    const keys = placed.map((p) => p.key);
    const byKey = new Map(
      (
        await sql.query(
          `select substr(k.key, 7) as key, o.number from idempotency_keys k join orders o on o.id = k.order_id
            where k.key = any($1)`,
          [keys.map((key) => `guest:${key}`)],
        )
      ).rows.map((r) => [r.key, r.number]),
    );
    const lost = placed.filter((p) => byKey.get(p.key) !== p.number);
    check(lost.length === 0, `${lost.length} orders answered 200 are missing or differ in the database`);

    const [{ orders, keyed, doubled }] = (
      await sql.query(
        `select (select count(*)::int from orders where id > $1) as orders,
                              (select count(distinct order_id)::int from idempotency_keys where order_id > $1) as keyed,
                              (select count(*)::int from (select order_id from idempotency_keys where order_id is not null
                                group by order_id having count(*) > 1) d) as doubled`,
        [seeded],
      )
    ).rows;
    check(doubled === 0, `${doubled} orders are claimed by more than one idempotency key`);
    check(orders === keyed, `${orders} orders but ${keyed} idempotency keys point at one`);
    check(
      orders - placed.length <= figures.abandoned,
      `${orders} orders for ${placed.length} answered and ${figures.abandoned} abandoned requests`,
    );

    const [{ lineless, eventless }] = (
      await sql.query(
        `select
        (select count(*)::int from orders o where o.id > $1
          and not exists (select 1 from order_lines l where l.order_id = o.id)) as lineless,
        (select count(*)::int from orders o where o.id > $1
          and not exists (select 1 from order_events e where e.order_id = o.id)) as eventless`,
        [seeded],
      )
    ).rows;
    check(lineless === 0, `${lineless} orders without lines`);
    check(eventless === 0, `${eventless} orders without an event`);

    const stock = (
      await sql.query(
        `select s.id, $2::int - s.stock as taken,
            coalesce((select sum(l.qty) from order_lines l where l.sku_id = s.id and l.order_id > $3), 0)::int as ordered
           from skus s where s.id = any($1::int[]) order by s.id`,
        [skuIds, STOCK, seeded],
      )
    ).rows;
    for (const row of stock) {
      check(row.taken === row.ordered, `SKU ${row.id}: stock fell by ${row.taken} but orders hold ${row.ordered}`);
    }
  } finally {
    await sql.end();
  }

  // The same key again: the first answer, not a second order.
  const replays = placed.filter((_, i) => i % 10 === 0);
  let replayed = 0;
  for (const p of replays) {
    const res = await fetch(`${shop.url}${PLACE}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: p.body,
    });
    const json = await res.json();
    if (res.status === 200 && json.responceObj.order.number === p.number) replayed++;
  }
  check(replayed === replays.length, `${replays.length - replayed} of ${replays.length} replays gave another answer`);

  const status500 = Object.entries(figures.status)
    .filter(([code]) => Number(code) >= 500 && Number(code) !== 503)
    .reduce((sum, [, count]) => sum + count, 0);
  const healthBad = health.filter((h) => h.status !== 200 && h.status !== 503).length;
  const healthDown = health.filter((h) => h.status === 503).length;
  check(status500 === 0, `${status500} answers 5xx other than 503`);
  check(figures.networkErrors === 0, `${figures.networkErrors} requests lost their connection`);
  check(figures.missingRetryAfter === 0, `${figures.missingRetryAfter} answers 503 without Retry-After`);
  check(healthBad === 0, `GET /api/health answered neither 200 nor 503 ${healthBad} times`);
  check(shop.child.exitCode === null, "our server exited");

  const firstAfterUp = placed.filter((p) => p.sentAt >= outage.upAt).sort((a, b) => a.answeredAt - b.answeredAt)[0];
  const recoveryMs = firstAfterUp ? firstAfterUp.answeredAt - outage.upAt : Number.NaN;
  const healthUp = health.find((h) => h.at >= outage.upAt && h.status === 200);
  check(recoveryMs <= RECOVERY_LIMIT_MS, `first order after PostgreSQL was back took ${recoveryMs} ms`);
  const duringOutage = placed.filter((p) => p.answeredAt > outage.stoppedAt && p.sentAt < outage.upAt).length;

  console.log(
    [
      `shoppers ${shoppers}, load ${loadMs / 1000} s, PostgreSQL down ${Math.round(outage.upAt - outage.stopAt)} ms` +
        ` (stop asked at ${outage.stopAt} ms, up at ${outage.upAt} ms)`,
      `orders placed (200): ${placed.length}; requests ${figures.requests}; answers by status ${JSON.stringify(figures.status)}`,
      `requests retried with their key: ${figures.retried}; abandoned: ${figures.abandoned}; dropped connections: ${figures.networkErrors}`,
      `orders answered during the outage (sent before PostgreSQL was back): ${duringOutage}`,
      `health: ${healthDown} answers 503 of ${health.length}; first 200 after PostgreSQL was back: ${
        healthUp ? `${healthUp.at - outage.upAt} ms` : "never"
      }`,
      `recovery: first order placed ${recoveryMs} ms after PostgreSQL accepted connections (limit ${RECOVERY_LIMIT_MS} ms)`,
      `replays of ${replays.length} keys: ${replayed} gave the same order`,
    ].join("\n"),
  );
  if (failures.length) {
    console.error(`FAULT TEST FAILED:\n  - ${failures.join("\n  - ")}\n--- server output ---\n${shop.output()}`);
    return 1;
  }
  console.log("fault test passed: no order lost, doubled or half-written; 503 during the outage; recovered");
  return 0;
}

await runBenchmark(main, { maxSeconds: 150 });
