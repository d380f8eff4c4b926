import { existsSync, readFileSync, renameSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import pg from "pg";
import { openDatabase } from "../../src/db/client";
import {
  type BackupManifest,
  BackupRefused,
  copySecrets,
  copyTree,
  countFiles,
  hasEntries,
  MEDIA_DIR,
  readManifest,
  SECRET_FILES,
  SECRETS_DIR,
} from "./backup-files";
import { runPgTool } from "./pg-tools";

export interface RestoreOptions {
  /** The backup folder (npm run db:backup's --out). */
  from: string;
  /** PostgreSQL: the database to restore into (it must exist); unset: the embedded database in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  mediaDir: string;
  /** Replace a database (and media folder) that is not empty; without it such a restore is refused. */
  force?: boolean;
}

/**
 * `npm run db:restore`: the backup's database into DATABASE_URL's database or DATA_DIR's embedded one, its media
 * into DATA_DIR/media and its secrets (when it has them) into DATA_DIR. Refuses to overwrite anything unless force.
 */
export async function restoreShop(options: RestoreOptions): Promise<BackupManifest> {
  const manifest = readManifest(options.from);
  const target = options.databaseUrl ? "postgres" : "pglite";
  if (manifest.kind !== target) {
    throw new BackupRefused(
      `This is a ${manifest.kind} backup; it restores into ${manifest.kind === "postgres" ? "a PostgreSQL database (set DATABASE_URL)" : "the embedded database (unset DATABASE_URL)"}`,
    );
  }
  const media = countFiles(options.mediaDir);
  if (!options.force) {
    const taken = options.databaseUrl ? await postgresTables(options.databaseUrl) : pgliteDir(options.dataDir);
    if (taken) throw new BackupRefused(`${taken} is not empty; restore with --force to replace it`);
    if (media.files > 0) {
      throw new BackupRefused(`${options.mediaDir} holds ${media.files} files; restore with --force to replace them`);
    }
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  if (options.databaseUrl) {
    if (options.force) await emptyPostgres(options.databaseUrl);
    const file = path.join(options.from, manifest.database);
    // Each object's owner and grants are the target server's own (its user need not exist there).
    const args = ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction"];
    await runPgTool("pg_restore", options.databaseUrl, [
      ...args,
      `--dbname=${databaseName(options.databaseUrl)}`,
      file,
    ]);
  } else {
    // The replaced folder is kept beside it, never deleted.
    const dir = path.join(options.dataDir, "pglite");
    if (existsSync(dir)) renameSync(dir, `${dir}.replaced-${stamp}`);
    const tarball = await promisify(gunzip)(readFileSync(path.join(options.from, manifest.database)));
    const database = await openDatabase({
      kind: "pglite",
      dataDir: options.dataDir,
      loadDataDir: new Blob([new Uint8Array(tarball)]),
    });
    await database.close();
  }
  if (media.files > 0) renameSync(options.mediaDir, `${options.mediaDir}.replaced-${stamp}`);
  copyTree(path.join(options.from, MEDIA_DIR), options.mediaDir);
  copySecrets(path.join(options.from, SECRETS_DIR), options.dataDir, SECRET_FILES, Boolean(options.force));
  return manifest;
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1)) || "postgres";

/** The embedded database's folder when it holds one, else null. */
function pgliteDir(dataDir: string): string | null {
  const dir = path.join(dataDir, "pglite");
  return hasEntries(dir) ? dir : null;
}

async function onPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The database's name when it has tables of the shop's schemas, else null. */
function postgresTables(url: string): Promise<string | null> {
  return onPostgres(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    return (rows[0]?.n ?? 0) > 0 ? `The database ${databaseName(url)}` : null;
  });
}

/** Drops the shop's schemas (as npm run db:reset does), so the dump recreates them whole. */
function emptyPostgres(url: string): Promise<void> {
  return onPostgres(url, async (client) => {
    await client.query("drop schema if exists drizzle cascade");
    await client.query("drop schema if exists public cascade");
    await client.query("create schema public");
  });
}
