import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { seedDemo } from "../../scripts/seed/index";
import { type Database, openDatabase } from "../../src/db/client";

/**
 * The databases every API test file starts from, made once per run (vitest globalSetup) instead of migrating and
 * seeding ~250 times: opening PGlite from a data-directory tarball takes ~0.3 s against ~2 s for a new one plus
 * migrations plus seed; on PostgreSQL `create database ... template` copies them. `migrated` has every migration,
 * `seeded` the demo catalogue on top (without image files, as createTestContext seeds).
 */
export interface DbTemplates {
  /** PGlite tarballs on disk, or PostgreSQL database names on DATABASE_URL's server. */
  kind: "pglite" | "postgres";
  migrated: string;
  seeded: string;
}

const seedOptions = { mediaDir: path.join(tmpdir(), "shop-template-media"), images: false, reviews: false } as const;

export async function makeTemplates(
  url: string | undefined,
): Promise<{ templates: DbTemplates; drop(): Promise<void> }> {
  return url ? postgresTemplates(url) : pgliteTemplates();
}

async function pgliteTemplates() {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-db-templates-"));
  const database = await openDatabase({ kind: "pglite" });
  const write = async (name: string) => {
    const file = path.join(dir, `${name}.tar`);
    writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    return file;
  };
  await database.migrate();
  await dropTemplateDatabases(database);
  const migrated = await write("migrated");
  await seedDemo(database.db, seedOptions);
  const seeded = await write("seeded");
  await database.close();
  return {
    templates: { kind: "pglite" as const, migrated, seeded },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The test files' PGlite holds one database ("postgres"); initdb's template0 and template1 are only for CREATE
 * DATABASE, which nothing here runs. Without them the migrated tarball has 732 files instead of 1,355 (29 MB, was
 * 47), and a PGlite starts from it in ~0.43 s instead of ~0.65 s; a test file's whole context (PGlite from the
 * seeded tarball, the app) in ~0.74 s instead of ~0.92 s (medians of 16 in one worker).
 */
async function dropTemplateDatabases(database: Database) {
  for (const name of ["template0", "template1"]) {
    await database.db.execute(sql.raw(`alter database ${name} with is_template false`));
    await database.db.execute(sql.raw(`drop database ${name}`));
  }
  await database.db.execute(sql.raw("checkpoint"));
}

async function postgresTemplates(url: string) {
  const stem = `shop_tpl_${randomBytes(4).toString("hex")}`;
  const migrated = `${stem}_migrated`;
  const seeded = `${stem}_seeded`;
  await onServer(url, [`create database ${migrated}`]);
  const open = (name: string) => openDatabase({ kind: "postgres", url: databaseUrl(url, name), poolSize: 2 });
  const first = await open(migrated);
  await first.migrate();
  await first.close();
  await onServer(url, [`create database ${seeded} template ${migrated}`]);
  const second = await open(seeded);
  await seedDemo(second.db, seedOptions);
  await second.close();
  return {
    templates: { kind: "postgres" as const, migrated, seeded },
    drop: () =>
      onServer(
        url,
        [migrated, seeded].map((name) => `drop database if exists ${name} with (force)`),
      ),
  };
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function onServer(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
