/**
 * `npm run db:backup [-- --out <folder>] [--with-secrets]`: the database (pg_dump -Fc on DATABASE_URL, or the
 * embedded PGlite's data directory), DATA_DIR/media and a manifest into a new folder (default
 * ./backups/<kind>-<time>). On the embedded database stop the shop first: PGlite is one process's. README "Operations".
 */
import "dotenv/config";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/config";
import { databaseOptionsFrom, openDatabase } from "../src/db/client";
import { backupShop } from "./backup/backup";
import { BackupRefused } from "./backup/backup-files";

const { values } = parseArgs({
  options: { out: { type: "string" }, "with-secrets": { type: "boolean", default: false } },
});
const config = loadConfig(process.env, { serving: false });
const kind = config.databaseUrl ? "postgres" : "pglite";
if (!config.databaseUrl && !existsSync(path.join(config.dataDir, "pglite", "PG_VERSION"))) {
  console.error(`No embedded database in ${config.dataDir} (DATA_DIR) to back up.`);
  process.exit(1);
}
const out = path.resolve(
  values.out ?? path.join("backups", `${kind}-${new Date().toISOString().replace(/[:.]/g, "-")}`),
);
// The primary only: a backup never reads a replica.
const database = await openDatabase(databaseOptionsFrom({ ...config, databaseReadUrl: undefined }));
try {
  const manifest = await backupShop({
    ...{ database, databaseUrl: config.databaseUrl, dataDir: config.dataDir, mediaDir: config.mediaDir },
    ...{ storage: config.storage, out, withSecrets: values["with-secrets"] },
  });
  console.log(
    `Backed up the ${kind} database (${manifest.migration}) and ${manifest.media.files} media files to ${out}`,
  );
  if (manifest.storage.kind === "s3") {
    console.log(`Pictures uploaded to the S3 bucket ${manifest.storage.bucket} are not in it: back the bucket up too.`);
  }
} catch (error) {
  console.error(error instanceof BackupRefused ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
