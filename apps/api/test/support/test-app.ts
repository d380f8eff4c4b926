import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp } from "../../src/app";
import { type AppConfig, loadConfig } from "../../src/config";
import { type Database, openDatabase } from "../../src/db/client";
import { databaseUrl, onServer } from "./db-templates";

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
    /** A folder of ready demo pictures, as the build's dist/demo-media. */
    demoMediaDir?: string;
    /** Environment variables on top of the test defaults, e.g. { LOGIN_FAILURES_PER_HOUR: "3" }. */
    env?: Record<string, string>;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-test-"));
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...options.env }),
    webBuildDir: options.webBuildDir,
    demoMediaDir: options.demoMediaDir,
  };
  const { database, drop } = await openTestDatabase(options.seed !== false);
  return appContext(config, database, async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

/** An app on `database`, ready; closing it closes the app, then the database, then runs `cleanUp`. */
export async function appContext(
  config: AppConfig,
  database: Database,
  cleanUp: () => Promise<void> | void = () => {},
): Promise<TestContext> {
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await cleanUp();
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
 * `ownDataDir`: on another machine, with a data folder (and media folder) of its own, removed when it closes.
 */
export function otherInstance(ctx: () => TestContext, options: { ownDataDir?: boolean } = {}): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    let config = ctx().config;
    if (options.ownDataDir) {
      dataDir = mkdtempSync(path.join(tmpdir(), "shop-test-other-"));
      const mediaDir = path.join(dataDir, "media");
      // Local uploads too (config.storage was derived from the first data folder); a bucket stays shared.
      const storage = config.storage.kind === "local" ? { ...config.storage, dir: mediaDir } : config.storage;
      config = { ...config, dataDir, mediaDir, storage };
    }
    app = await buildApp({ config, database: ctx().database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!app) throw new Error("the other instance is opened in beforeAll: use it inside a hook or a test");
    return app;
  };
}

/** The worker's templates, read once: a Blob is immutable, and PGlite copies it into its own file system. */
const templateBlobs = new Map<string, Blob>();
function templateBlob(file: string): Blob {
  let blob = templateBlobs.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    templateBlobs.set(file, blob);
  }
  return blob;
}

/** A copy of the run's template database (test/global-setup.ts): seeded with the demo catalogue, or only migrated. */
async function openTestDatabase(seeded: boolean): Promise<{ database: Database; drop: () => Promise<void> }> {
  const templates = inject("dbTemplates");
  const template = seeded ? templates.seeded : templates.migrated;
  const url = process.env.DATABASE_URL;
  if (templates.kind === "pglite" || !url) {
    const loadDataDir = templateBlob(template);
    return { database: await openDatabase({ kind: "pglite", loadDataDir }), drop: async () => {} };
  }
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  await onServer(url, [`create database ${name} template ${template}`]);
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(url, name), poolSize: 10 });
  return { database, drop: () => onServer(url, [`drop database if exists ${name} with (force)`]) };
}
