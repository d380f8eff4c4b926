// Cluster test (issue 17, "Several instances"): two instances of our server on one PostgreSQL behind Debian's
// HAProxy (deploy/haproxy.cfg), both with TRUST_PROXY=127.0.0.1 and pictures on the S3 adapter (a local s3rver).
// Run by .ci/run after the fault test, in a database of its own on CI's PostgreSQL (DATABASE_URL or PG_PORT); by
// hand, without either, it starts a throwaway PostgreSQL from PG_BIN:
//   DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres node scripts/fault/cluster-kill.mjs [--orders 150]
// 0. HAProxy's retry policy: a GET an instance dropped is answered by another, a POST is never sent twice
//    (cluster-retry.mjs, with two small stand-in instances).
// 1. A shopper's session, cart and an uploaded picture work on whichever instance answers (cluster-shared.mjs).
// 2. Members and guests place cash-on-delivery orders through the balancer (--orders in all, each with its own
//    idempotency key); once a third of them are acknowledged, instance A is killed (SIGKILL). A request that gets
//    no order back (a dropped connection, 502/503/504 from HAProxy) is sent again with the same key until it is
//    answered: that is how a client is meant to use the key, and it makes every order either acknowledged or
//    abandoned (no answer before the deadline: such an order may or may not exist; the test allows exactly those).
// 3. With SQL: every acknowledged order exists exactly once, as answered; every order since the start belongs
//    to a key the load sent; no order is claimed by two keys; only abandoned keys may have orders unanswered.
// Figures: orders/s through the balancer, errors around the kill, time until HAProxy marked A down.
// Bounded: hard limit 90 s; every process and temp dir is removed at the end, on failure too.
import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { activeSkuIds, deliveryChoices, guestCodOrder, liftSlotCapacity } from "../../bench/lib/orders.mjs";
import { createDatabase, openPostgres, seedDatabase } from "../../bench/lib/postgres.mjs";
import { freePort, HOST, onCleanup, root, runBenchmark, sleep, startShop, tempDir } from "../../bench/lib/proc.mjs";
import { postEnvelope } from "../../bench/lib/staff.mjs";
import { serverStats, startHaproxy } from "../cluster/haproxy.mjs";
import { startLocalS3 } from "../cluster/s3-local.mjs";
import { checkRetryPolicy } from "./cluster-retry.mjs";
import { checkSharedState } from "./cluster-shared.mjs";
import { reportLoad, verifyOrders } from "./cluster-verify.mjs";

const PLACE = "/api/v1/checkout/placeOrder";
const PASSWORD = "Copper-kettle-monsoon-58";
const SKU_COUNT = 6;
const MEMBERS = 3;
const GUESTS = 3;

const { values } = parseArgs({
  options: { orders: { type: "string", default: "150" }, source: { type: "boolean", default: false } },
});
const orderCount = Math.min(2000, Math.max(30, Number(values.orders)));
// The built server (npm test builds it before .ci/run gets here) starts in a fraction of tsx's time on a busy
// machine; --source, or no build, runs the TypeScript source.
const source = values.source || !existsSync(path.join(root, "apps/api/dist/server.js"));

async function main() {
  const failures = [];
  const { DATABASE_URL, PG_PORT } = process.env;
  const serverUrl = DATABASE_URL || (PG_PORT ? `postgres://postgres@${HOST}:${PG_PORT}/postgres` : undefined);
  if (PG_PORT && serverUrl && new URL(serverUrl).port !== PG_PORT) {
    throw new Error(`DATABASE_URL is not the server on PG_PORT ${PG_PORT}`);
  }
  const server = await openPostgres(serverUrl);
  onCleanup(() => server.stop());
  const database = await createDatabase(server.url, "fault_cluster");
  const t0 = performance.now();
  const [retryFailures, seedSeconds] = await Promise.all([checkRetryPolicy(), seedDatabase(database.url)]);
  failures.push(...retryFailures);
  const sql = new pg.Client({ connectionString: database.url });
  sql.on("error", () => {});
  await sql.connect();
  onCleanup(() => sql.end());
  const skuIds = await activeSkuIds(sql, SKU_COUNT);
  await sql.query("update skus set stock = 1000000 where id = any($1::int[])", [skuIds]);
  const seeded = Number((await sql.query("select coalesce(max(id), 0)::int as id from orders")).rows[0].id);
  const productId = (await sql.query("select product_id from skus where id = $1", [skuIds[0]])).rows[0].product_id;
  await liftSlotCapacity(sql, 1_000_000);

  const s3 = await startLocalS3();
  onCleanup(() => s3.close());
  // What several machines would share: the signing and encryption keys (each instance has its own DATA_DIR here).
  const env = {
    ...s3.env,
    NODE_ENV: "test",
    SEED_ON_START: "false",
    TRUST_PROXY: HOST,
    DATABASE_POOL_SIZE: "8",
    LOG_LEVEL: "error",
    JWT_SECRET: randomBytes(48).toString("base64url"),
    TOTP_ENCRYPTION_KEY: randomBytes(48).toString("base64url"),
    PASSWORD_RSA_PRIVATE_KEY: generateKeyPairSync("rsa", { modulusLength: 2048 })
      .privateKey.export({ type: "pkcs8", format: "pem" })
      .toString(),
    REGISTER_RATE_LIMIT_PER_MINUTE: "1000",
    LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
  };
  const t1 = performance.now();
  const [a, b] = await Promise.all([
    startShop({ source, databaseUrl: database.url, env }),
    startShop({ source, databaseUrl: database.url, env }),
  ]);
  const frontPort = await freePort();
  const statsPort = await freePort();
  const front = `http://${HOST}:${frontPort}`;
  const stats = `http://${HOST}:${statsPort}`;
  const haproxy = await startHaproxy(tempDir("cluster"), {
    bind: `${HOST}:${frontPort}`,
    statsBind: `${HOST}:${statsPort}`,
    servers: [
      { name: "a", address: `${HOST}:${a.port}` },
      { name: "b", address: `${HOST}:${b.port}` },
    ],
  });
  onCleanup(() => haproxy.stop());
  await until(async () => {
    const s = await serverStats(stats).catch(() => ({}));
    return s.a?.status === "UP" && s.b?.status === "UP";
  }, 15_000);
  console.log(
    `ready in ${Math.round(performance.now() - t0)} ms (seed ${seedSeconds.toFixed(1)} s, ` +
      `${source ? "source" : "built"} instances and HAProxy ${Math.round(performance.now() - t1)} ms); load average ${loadAverage()}`,
  );

  failures.push(...(await checkSharedState({ a: a.url, b: b.url, front, sql, skuId: skuIds[0], productId })));
  const members = [];
  for (let i = 0; i < MEMBERS; i++) members.push(await member(front, i));
  const totals = await quotes(front, skuIds);
  const load = await underLoad({ front, stats, a, skuIds, members, totals });
  failures.push(...(await verifyOrders(sql, { seeded, load })));
  failures.push(...(await load.survivorChecks(b)));
  reportLoad(load);
  if (failures.length) {
    console.error(`CLUSTER TEST FAILED:\n  - ${failures.join("\n  - ")}`);
    console.error(`--- instance B output ---\n${b.output()}\n--- instance A output ---\n${a.output()}`);
    return 1;
  }
  console.log("cluster test passed: session, cart and picture on either instance; every acknowledged order once");
  return 0;
}

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

/** The quoted total of each (SKU, quantity) the load orders: placeOrder checks the total the shopper saw. */
async function quotes(front, skuIds) {
  const totals = new Map();
  for (const skuId of skuIds) {
    for (const qty of [1, 2]) {
      const quote = await postEnvelope(front, "/api/v1/checkout/quote", {
        lines: [{ skuId, qty }],
        emirate: "dubai",
        paymentMethod: "cod",
      });
      if (quote.status !== 200) throw new Error(`quote answered ${quote.status}: ${JSON.stringify(quote.body)}`);
      totals.set(`${skuId}x${qty}`, quote.body.responceObj.total);
    }
  }
  return totals;
}

async function until(test, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (!(await test())) {
    if (performance.now() > deadline) throw new Error(`not ready within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** A member registered and logged in through the balancer: its authorization header and user id. */
async function member(front, i) {
  const email = `cluster-${i}-${randomBytes(4).toString("hex")}@example.com`;
  await postEnvelope(front, "/api/v1/user/register", {
    userRegPld: { name: `Member ${i}`, email, password: PASSWORD },
  });
  const login = await postEnvelope(front, "/api/v1/user/login", { email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`member login answered ${login.status}`);
  return { auth: { authorization: `Bearer ${login.body.responceObj.token}` }, email };
}

async function underLoad({ front, stats, a, skuIds, members, totals }) {
  const slots = deliveryChoices(10);
  const started = performance.now();
  const at = () => Math.round(performance.now() - started);
  const acknowledged = []; // { key, number, member }
  const abandoned = []; // keys never answered
  const answers = []; // { at, status } of every attempt (0: no answer)
  const kill = { at: Number.NaN, downAt: Number.NaN, before: null };
  let next = 0;
  const loadDeadline = 45_000;

  const attempt = async (body, headers) => {
    try {
      const res = await fetch(`${front}${PLACE}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const json = await res.json().catch(() => null);
      // An answer cut off by the kill after its status line (200, then the connection closed) is no answer: the
      // order may or may not exist, so the same key is sent again, like a request that got nothing back.
      if (json === null) {
        answers.push({ at: at(), status: 0, why: `answer ${res.status} cut off` });
        return { status: 0 };
      }
      answers.push({ at: at(), status: res.status });
      return { status: res.status, number: json?.responceObj?.order?.number, json };
    } catch (error) {
      answers.push({ at: at(), status: 0, why: String(error?.cause?.code ?? error?.cause?.message ?? error?.message) });
      return { status: 0 };
    }
  };

  const shopper = async (who) => {
    while (next < orderCount && at() < loadDeadline) {
      const i = next++;
      const key = randomUUID();
      const skuId = skuIds[i % skuIds.length];
      const qty = 1 + (i % 2);
      const body = guestCodOrder({
        name: who.member ? "Cluster Member" : "Cluster Guest",
        email: who.member?.email ?? `cluster-guest-${i % 20}@example.com`,
        skuId,
        qty,
        delivery: slots[i % slots.length],
        expectedTotal: totals.get(`${skuId}x${qty}`),
        idempotencyKey: key,
      });
      const headers = who.member?.auth ?? {};
      for (;;) {
        const res = await attempt(body, headers);
        if (res.status === 200 && res.number) {
          acknowledged.push({ key, number: res.number, member: Boolean(who.member), body, headers });
          break;
        }
        if (![0, 502, 503, 504].includes(res.status))
          throw new Error(`placeOrder answered ${res.status}: ${JSON.stringify(res.json)}`);
        if (at() > loadDeadline) {
          abandoned.push(key);
          break;
        }
        await sleep(100); // the same key again: an order A placed before it died is answered, not placed twice
      }
    }
  };

  const killer = async () => {
    while (acknowledged.length < orderCount / 3 && at() < loadDeadline) await sleep(5);
    kill.before = await serverStats(stats);
    a.child.kill("SIGKILL");
    kill.at = at();
    while (at() < kill.at + 15_000) {
      const s = await serverStats(stats).catch(() => ({}));
      if (s.a?.status?.startsWith("DOWN")) {
        kill.downAt = at();
        break;
      }
      await sleep(20);
    }
  };

  const who = [...members.map((m) => ({ member: m })), ...Array.from({ length: GUESTS }, () => ({ member: null }))];
  await Promise.all([killer(), ...who.map(shopper)]);
  const elapsed = at();
  return {
    acknowledged,
    abandoned,
    answers,
    kill,
    elapsed,
    shoppers: who.length,
    after: await serverStats(stats).catch(() => ({})),
    /** The same keys again on the survivor, directly: the first answer, never a second order. */
    async survivorChecks(b) {
      const failures = [];
      const replays = acknowledged.filter((_, i) => i % 10 === 0);
      let same = 0;
      for (const p of replays) {
        const res = await fetch(`${b.url}${PLACE}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...p.headers },
          body: p.body,
        });
        const json = await res.json().catch(() => null);
        if (res.status === 200 && json?.responceObj?.order?.number === p.number) same++;
      }
      if (same !== replays.length) failures.push(`${replays.length - same} of ${replays.length} replays on B differ`);
      if (b.child.exitCode !== null) failures.push("instance B exited");
      if (Number.isNaN(kill.downAt)) failures.push("HAProxy did not mark the killed instance down within 15 s");
      if (!(kill.before?.a?.ok > 0 && kill.before?.b?.ok > 0)) failures.push("the load did not reach both instances");
      const early = answers.filter((x) => x.status !== 200 && x.at < kill.at).length;
      if (early) failures.push(`${early} orders failed before the kill`);
      return failures;
    },
  };
}

await runBenchmark(main, { maxSeconds: 90 });
