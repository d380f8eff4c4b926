/**
 * A migrated, empty embedded database made at build time (issue 17, start-up): creating a PGlite data directory
 * runs initdb in WebAssembly (~5 s on 2 cores) and then every migration (~1 s); unpacking this tarball into a new
 * DATA_DIR takes under a second. It is used only for an empty data directory and only while the migrations are
 * those it was made from (a hash of the folder); the start-up still runs migrate(), which then has nothing to do.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "./client";

export interface PgliteTemplate {
  tarball: string;
  /** Hash of the migrations folder the template was migrated with. */
  migrations: string;
}

/** Hash of the migrations folder: the journal and every SQL file, by name and content. */
export function migrationsHash(folder: string): string {
  const hash = createHash("sha256");
  const files = readdirSync(folder)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  for (const file of [...files, "meta/_journal.json"]) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(folder, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

const sidecar = (tarball: string) => `${tarball}.json`;

/** Writes the template tarball (and its sidecar with the migrations hash). */
export async function makePgliteTemplate(tarball: string, folder: string): Promise<void> {
  const database = await openDatabase({ kind: "pglite" }, folder);
  try {
    await database.migrate();
    const blob = await database.dumpDataDir!();
    writeFileSync(tarball, Buffer.from(await blob.arrayBuffer()));
    writeFileSync(sidecar(tarball), JSON.stringify({ migrations: migrationsHash(folder) }));
  } finally {
    await database.close();
  }
}

/**
 * The template to unpack into `dataDir`, or undefined: the directory already holds a database, the template is
 * missing, or it was made from other migrations.
 */
export function templateFor(dataDir: string, tarball: string, folder: string): Blob | undefined {
  const pgDir = path.join(dataDir, "pglite");
  if (existsSync(pgDir) && readdirSync(pgDir).length > 0) return undefined;
  if (!existsSync(tarball) || !existsSync(sidecar(tarball))) return undefined;
  try {
    const made = JSON.parse(readFileSync(sidecar(tarball), "utf8")) as Partial<PgliteTemplate>;
    if (made.migrations !== migrationsHash(folder)) return undefined;
    return new Blob([readFileSync(tarball)]);
  } catch {
    return undefined;
  }
}
