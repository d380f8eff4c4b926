import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { type Database, openDatabase } from "../../src/db/client";
import { rowsOf } from "../../src/lib/rows";
import { databaseUrl, onServer } from "../../test/support/db-templates";
import { loginMember, MEMBER_PASSWORD, registerMember } from "../../test/support/members";
import { staffMember } from "../../test/support/staff";
import { envelope, fileTestContext, type TestContext } from "../../test/support/test-app";
import { imagesKit, mediaFolderFiles, pictures } from "../../test/testkits/images.testkit";
import { ordersClient } from "../../test/testkits/orders.testkit";
import { backupShop } from "./backup";
import { restoreShop } from "./restore";

const serverUrl = process.env.DATABASE_URL;

/** The test database's own URL on DATABASE_URL's server (PostgreSQL runs), for pg_dump. */
async function urlOf(database: Database): Promise<string | undefined> {
  if (!serverUrl) return undefined;
  const [row] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
  return databaseUrl(serverUrl, row!.name);
}

/** Issue 17 "Operations": npm run db:backup and db:restore, on PGlite (and on PostgreSQL when DATABASE_URL is set). */
describe(`issue 17: db:backup and db:restore (${serverUrl ? "PostgreSQL" : "PGlite"})`, () => {
  const ctx = fileTestContext();
  const orders = ordersClient(ctx);
  const images = imagesKit(ctx);
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  /** An empty target: a new DATA_DIR, and on PostgreSQL a new empty database. */
  async function freshPlace() {
    const dataDir = tempDir("shop-restore-");
    if (!serverUrl) return { dataDir, mediaDir: path.join(dataDir, "media"), databaseUrl: undefined };
    const name = `shop_restore_${randomBytes(4).toString("hex")}`;
    await onServer(serverUrl, [`create database ${name}`]);
    cleanups.push(() => onServer(serverUrl, [`drop database if exists ${name} with (force)`]));
    return { dataDir, mediaDir: path.join(dataDir, "media"), databaseUrl: databaseUrl(serverUrl, name) };
  }

  /** The shop on a restored place, as `npm start` would open it. */
  async function shopOn(place: Awaited<ReturnType<typeof freshPlace>>): Promise<TestContext> {
    const database = await openDatabase(
      place.databaseUrl
        ? { kind: "postgres", url: place.databaseUrl, poolSize: 4 }
        : { kind: "pglite", dataDir: place.dataDir },
    );
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: place.dataDir, LOG_LEVEL: "silent" });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const close = async () => {
      await app.close();
      await database.close();
    };
    cleanups.push(close);
    return { app, database, config, close };
  }

  /** The round trip's backup folder and the place it restored into (the refusal test restores there again). */
  let done: { out: string; place: Awaited<ReturnType<typeof freshPlace>> } | undefined;

  it("issue 17: a backup restored into a fresh place finds every order, customer and image again through the API", async () => {
    const alice = await registerMember(ctx(), { name: "Alice Backup" });
    const bob = await registerMember(ctx(), { name: "Bob Backup" });
    const admin = await staffMember(ctx(), "ROLE_ADMIN");
    const placed = {
      alice: [await orders.placeOrder({ userId: alice.user.id, email: alice.email })],
      bob: [
        await orders.placeOrder({ userId: bob.user.id, email: bob.email }),
        await orders.placeOrder({ userId: bob.user.id, email: bob.email }),
      ],
      guest: [await orders.placeOrder({ email: "guest-backup@example.com" })],
    };
    const upload = await images.upload(admin.headers, await images.product(), {
      name: "fern.jpg",
      type: "image/jpeg",
      bytes: await pictures.jpeg(),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const keys = await mediaFolderFiles(ctx).keys();
    expect(keys.length).toBeGreaterThan(0);

    const out = path.join(tempDir("shop-backup-"), "backup");
    const { config, database } = ctx();
    const manifest = await backupShop({
      ...{ database, databaseUrl: await urlOf(database), dataDir: config.dataDir, mediaDir: config.mediaDir },
      ...{ storage: config.storage, out },
    });
    expect(manifest).toMatchObject({ kind: database.kind, storage: { kind: "local" }, secrets: [] });
    expect(manifest.media.files).toBe(keys.length);

    const place = await freshPlace();
    await restoreShop({ from: out, ...place });
    const restored = await shopOn(place);
    const post = (url: string, headers: Record<string, string>, body: unknown = {}) =>
      restored.app.inject({ method: "POST", url, headers, payload: envelope(body) });

    // Each customer logs in with their password and finds their own orders.
    for (const [who, theirs] of [
      [alice, placed.alice],
      [bob, placed.bob],
    ] as const) {
      const { headers } = await loginMember(restored, who.email, MEMBER_PASSWORD);
      const found = (await post("/api/v1/orders/search", headers)).json().responceObj;
      expect(found.orders.map((o: { number: string }) => o.number).sort()).toEqual(theirs.map((o) => o.number).sort());
    }
    // Staff find every order and both customers.
    const staff = (await loginMember(restored, admin.email, MEMBER_PASSWORD)).headers;
    const all = (await post("/api/v1/admin/orders/search", staff)).json().responceObj;
    const every = [...placed.alice, ...placed.bob, ...placed.guest].map((o) => o.number).sort();
    expect(all.orders.map((o: { number: string }) => o.number).sort()).toEqual(every);
    const customers = (await post("/api/v1/admin/customers/search", staff, { query: "Backup" })).json().responceObj;
    expect(customers.customers.map((c: { email: string }) => c.email).sort()).toEqual([alice.email, bob.email].sort());
    // Every picture answers from the restored media folder, byte for byte.
    for (const key of keys) {
      const res = await restored.app.inject({ method: "GET", url: `/media/${key}` });
      expect(res.statusCode, key).toBe(200);
      expect(res.rawPayload.equals(readFileSync(path.join(config.mediaDir, key))), key).toBe(true);
    }
    await restored.close();
    done = { out, place };
  }, 60_000);

  it("issue 17: a restore over a database or media folder that is not empty is refused, unless --force", async () => {
    if (!done) throw new Error("needs the round trip's backup and place");
    await expect(restoreShop({ from: done.out, ...done.place })).rejects.toThrow(/not empty.*--force/);
    await expect(restoreShop({ from: done.out, ...done.place, force: true })).resolves.toMatchObject({
      kind: ctx().database.kind,
    });
  }, 60_000);
});
