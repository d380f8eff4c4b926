import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { isSeeded, seedDemo } from "../../scripts/seed/index";
import { buildApp } from "../../src/app";
import { type AppConfig, loadConfig } from "../../src/config";
import { type Database, openDatabase } from "../../src/db/client";

export { envelope } from "./envelope";

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: in-memory PGlite by default, or a new database on the PostgreSQL
 * server named by DATABASE_URL (dropped again on close). Seeded with the demo catalogue, without image files.
 */
export async function createTestContext(
  options: {
    seed?: boolean;
    webBuildDir?: string;
    /** Environment variables on top of the test defaults, e.g. { LOGIN_FAILURES_PER_HOUR: "3" }. */
    env?: Record<string, string>;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-test-"));
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...options.env }),
    webBuildDir: options.webBuildDir,
  };
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  if (options.seed !== false && !(await isSeeded(database.db))) {
    await seedDemo(database.db, { mediaDir: config.mediaDir, images: false, reviews: false });
  }
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's context (or the describe block's, when called in one): opened before its first test and
 * closed after its last. Answers a getter, as the context only exists once beforeAll has run:
 * `const ctx = fileTestContext(); ... ctx().app.inject(...)`.
 */
export function fileTestContext(options: Parameters<typeof createTestContext>[0] = {}): () => TestContext {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext(options);
  });
  afterAll(() => ctx?.close());
  return () => {
    if (!ctx) throw new Error("the test context is opened in beforeAll: use it inside a hook or a test");
    return ctx;
  };
}

/**
 * A second instance of the shop on the file's database (as two processes behind a load balancer), for the tests
 * of caches that must follow a change made on another instance. Opened after the file's context, closed before it.
 */
export function otherInstance(ctx: () => TestContext): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildApp({ config: ctx().config, database: ctx().database, logger: false });
    await app.ready();
  });
  afterAll(() => app?.close());
  return () => {
    if (!app) throw new Error("the other instance is opened in beforeAll: use it inside a hook or a test");
    return app;
  };
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openDatabase({ kind: "pglite" }), drop: async () => {} };
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: testUrl.toString(), poolSize: 10 });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
