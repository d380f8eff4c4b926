import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { StorageConfig } from "../../src/config";
import type { Database } from "../../src/db/client";
import {
  type BackupManifest,
  BackupRefused,
  copySecrets,
  copyTree,
  countFiles,
  hasEntries,
  MANIFEST_FILE,
  MEDIA_DIR,
  PG_DUMP_FILE,
  PGLITE_FILE,
  SECRET_FILES,
  SECRETS_DIR,
} from "./backup-files";
import { runPgTool } from "./pg-tools";

export interface BackupOptions {
  /** The open database: PGlite is dumped through it; PostgreSQL by pg_dump on `databaseUrl`. */
  database: Database;
  databaseUrl?: string;
  dataDir: string;
  mediaDir: string;
  storage: StorageConfig;
  /** A new (or empty) folder for the backup. */
  out: string;
  /** Copy DATA_DIR's generated secrets too (off by default: see README "Operations"). */
  withSecrets?: boolean;
}

/**
 * `npm run db:backup`: the database (pg_dump -Fc, or PGlite's data directory as a gzipped tarball), DATA_DIR/media,
 * optionally the generated secrets, and a manifest written last.
 */
export async function backupShop(options: BackupOptions): Promise<BackupManifest> {
  const { database, out } = options;
  if (hasEntries(out)) throw new BackupRefused(`${out} is not empty: give a new folder for the backup`);
  mkdirSync(out, { recursive: true, mode: 0o700 });
  let file: BackupManifest["database"];
  if (database.kind === "postgres") {
    if (!options.databaseUrl) throw new Error("a PostgreSQL backup needs the database's URL");
    file = PG_DUMP_FILE;
    await runPgTool("pg_dump", options.databaseUrl, [
      "--format=custom",
      "--no-owner",
      `--file=${path.join(out, file)}`,
    ]);
  } else {
    if (!database.dumpDataDir) throw new Error("this PGlite database cannot dump its data directory");
    file = PGLITE_FILE;
    const tarball = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
    writeFileSync(path.join(out, file), await promisify(gzip)(tarball, { level: 1 }), { mode: 0o600 });
  }
  copyTree(options.mediaDir, path.join(out, MEDIA_DIR));
  const secrets = options.withSecrets
    ? copySecrets(options.dataDir, path.join(out, SECRETS_DIR), SECRET_FILES, false)
    : [];
  const { storage } = options;
  const manifest: BackupManifest = {
    format: 1,
    kind: database.kind,
    createdAt: new Date().toISOString(),
    migration: await database.appliedMigration(),
    database: file,
    media: countFiles(path.join(out, MEDIA_DIR)),
    storage: storage.kind === "s3" ? { kind: "s3", bucket: storage.bucket } : { kind: "local" },
    secrets,
  };
  writeFileSync(path.join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
