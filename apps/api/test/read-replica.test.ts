import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../scripts/seed/index";
import { loadConfig } from "../src/config";
import { type Db, databaseOptionsFrom, openDatabase } from "../src/db/client";
import { rowsOf } from "../src/lib/rows";
import { findPgBin, type PrimaryAndReplica, startPrimaryAndReplica } from "./support/pg-replica";
import { appContext, type TestContext } from "./support/test-app";
import { adminProductsKit } from "./testkits/admin-products.testkit";
import { cartApi, member, memberClient } from "./testkits/cart.testkit";

const pgBin = findPgBin();

/** Polls `probe` until it answers true, for at most `ms`. */
async function eventually(probe: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * Issue 17 "Several instances": with DATABASE_READ_URL the public catalogue reads a streaming replica, while writes,
 * the back office and the cart's stock checks stay on the primary. Its own primary and replica, started from the
 * PostgreSQL binaries of the CI's PostgreSQL phase (runs when DATABASE_URL is set and the binaries are found).
 */
describe.runIf(process.env.DATABASE_URL && pgBin)("issue 17: read replica (DATABASE_READ_URL)", () => {
  let servers: PrimaryAndReplica;
  let context: TestContext;
  let dataDir: string | undefined;
  const ctx = () => context;
  const kit = adminProductsKit(ctx);
  const client = memberClient(ctx);
  const cart = cartApi(client);
  const pause = async () => {
    await servers.onReplica("select pg_wal_replay_pause()");
    const state = async () => (await servers.onReplica("select pg_get_wal_replay_pause_state() as s"))[0]?.s;
    expect(await eventually(async () => (await state()) === "paused")).toBe(true);
  };
  const resume = () => servers.onReplica("select pg_wal_replay_resume()");

  beforeAll(async () => {
    servers = await startPrimaryAndReplica(pgBin!);
    dataDir = mkdtempSync(path.join(tmpdir(), "shop-replica-app-"));
    const env = { NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" } as const;
    const config = loadConfig({ ...env, DATABASE_URL: servers.primaryUrl, DATABASE_READ_URL: servers.replicaUrl });
    const database = await openDatabase(databaseOptionsFrom({ ...config, databasePoolSize: 4 }));
    await database.migrate();
    await seedDemo(database.db, { mediaDir: path.join(dataDir, "media"), images: false, reviews: false });
    context = await appContext(config, database);
  });
  afterAll(async () => {
    await context?.close();
    servers?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("issue 17: the app's two pools are the primary and the replica; /api/health reports the replica", async () => {
    const standby = async (db: Db) =>
      rowsOf<{ standby: boolean }>(await db.execute(sql`select pg_is_in_recovery() as standby`))[0]?.standby;
    expect(await standby(ctx().database.db)).toBe(false);
    expect(await standby(ctx().database.readDb)).toBe(true);
    const health = await ctx().app.inject({ method: "GET", url: "/api/health" });
    expect(health.json().responceObj.database.replica).toMatchObject({ status: "ok" });
  });

  it("issue 17: a product staff publish on the primary reaches the storefront only once the replica replays it", async () => {
    const manager = await kit.staff("ROLE_MANAGER");
    await pause();
    try {
      const created = await kit.saved("create", manager, await kit.input("Replicawort", { status: "active" }));
      // The back office reads the primary: its own edit is there at once.
      expect((await kit.saved("detail", manager, { id: created.id })).status).toBe("active");
      // The storefront reads the paused replica: not yet.
      expect((await kit.page(created.slug)).status).toBe(404);
      expect(await kit.storefrontSearch("Replicawort")).toEqual([]);
      await resume();
      expect(await eventually(async () => (await kit.page(created.slug)).status === 200)).toBe(true);
      // Its search had been cached empty: the catalogue's freshness (read on the replica) clears it within 1 s.
      const found = async () => (await kit.storefrontSearch("Replicawort")).includes(created.id);
      expect(await eventually(found)).toBe(true);
    } finally {
      await resume();
    }
  });

  it("issue 17: the cart's stock check reads the primary: a cut the replica has not replayed is already enforced", async () => {
    const [skuId] = await client.freshSkus(1, 20);
    const { productId } = await client.sku(skuId!);
    const [{ slug } = { slug: "" }] = await client.rows<{ slug: string }>(
      sql`select slug from products where id = ${productId}`,
    );
    const manager = await kit.staff("ROLE_MANAGER");
    const shopper = await member(ctx());
    await pause();
    try {
      const before = (await client.sku(skuId!)).stock;
      await kit.post("/api/v1/admin/stock/adjust", { skuId, delta: 2 - before, reason: "counted" }, manager);
      // The storefront (replica) still shows the old stock...
      const page = await kit.page(slug);
      expect(page.page?.product.skus.find((s) => s.skuId === skuId)?.stock).toBe(before);
      // ...but adding more than the primary's 2 is refused, and 2 is accepted.
      const refused = await client.post(cart.ADD, shopper, { skuId, qty: 3 });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().errorList[0]).toMatchObject({ errorCode: "OUT_OF_STOCK" });
      const added = await cart.cartCall(cart.ADD, shopper, { skuId, qty: 2 });
      expect(cart.lines(added)).toEqual([[skuId, 2]]);
    } finally {
      await resume();
    }
  });

  it("issue 17: with the replica down /api/health answers 200 'degraded' naming it; catalogue reads go to the primary", async () => {
    const manager = await kit.staff("ROLE_MANAGER");
    servers.stopReplica();
    const health = await ctx().app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json().responceObj).toMatchObject({
      status: "degraded",
      database: { status: "ok", replica: { status: "down" } },
    });
    const shopper = await member(ctx());
    expect((await cart.search(shopper)).jcarts).toEqual([]);
    // The storefront keeps working on the primary: a product published now is found at once.
    const created = await kit.saved("create", manager, await kit.input("Fallbackwort", { status: "active" }));
    expect((await kit.page(created.slug)).status).toBe(200);
    expect(await kit.storefrontSearch("Fallbackwort")).toContain(created.id);
    expect(
      rowsOf<{ standby: boolean }>(await ctx().database.readDb.execute(sql`select pg_is_in_recovery() as standby`)),
    ).toEqual([{ standby: false }]);
  });
});
