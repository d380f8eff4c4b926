/**
 * `npm run db:restore -- <backup folder> [--force]`: a db:backup folder into DATABASE_URL's database (which must
 * exist) or DATA_DIR's embedded one, and its media into DATA_DIR/media. Refuses a database or media folder that is
 * not empty unless --force (the replaced embedded database and media are kept beside, renamed). Stop the shop first.
 */
import "dotenv/config";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/config";
import { BackupRefused } from "./backup/backup-files";
import { restoreShop } from "./backup/restore";

const { values, positionals } = parseArgs({
  options: { force: { type: "boolean", default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error("Usage: npm run db:restore -- <backup folder> [--force]");
  process.exit(2);
}
const config = loadConfig(process.env, { serving: false });
try {
  const manifest = await restoreShop({
    from: path.resolve(positionals[0]!),
    ...{ databaseUrl: config.databaseUrl, dataDir: config.dataDir, mediaDir: config.mediaDir, force: values.force },
  });
  console.log(
    `Restored the ${manifest.kind} backup of ${manifest.createdAt} (${manifest.migration}) and ${manifest.media.files} media files`,
  );
} catch (error) {
  console.error(error instanceof BackupRefused ? error.message : error);
  process.exitCode = 1;
}
