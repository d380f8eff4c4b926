import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { DbKind } from "../../src/db/client";

/** What a backup folder holds; written last, so a folder without it is an unfinished backup. */
export interface BackupManifest {
  format: 1;
  kind: DbKind;
  createdAt: string;
  /** The newest migration applied when it was taken (a newer shop migrates it further at start). */
  migration: string | null;
  /** pg_dump's custom format (PostgreSQL), or PGlite's data-directory tarball, gzipped. */
  database: typeof PG_DUMP_FILE | typeof PGLITE_FILE;
  /** DATA_DIR/media: uploaded pictures (local storage) and the demo seed's pictures. */
  media: { files: number; bytes: number };
  /** With S3 storage, uploaded pictures are in the bucket, which this backup does not copy (README "Operations"). */
  storage: { kind: "local" } | { kind: "s3"; bucket: string };
  /** DATA_DIR's generated secret files copied (only with --with-secrets). */
  secrets: string[];
}

export const MANIFEST_FILE = "manifest.json";
export const PG_DUMP_FILE = "database.dump";
export const PGLITE_FILE = "pglite.tar.gz";
export const MEDIA_DIR = "media";
export const SECRETS_DIR = "secrets";
/** The secrets the shop generates into DATA_DIR when they are not configured (src/lib/secrets.ts). */
export const SECRET_FILES = ["jwt-secret", "totp-key", "password-rsa.pem"] as const;

/** The refusals a person acts on (a message, exit code 1), as opposed to failures of the tools. */
export class BackupRefused extends Error {}

export function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, MANIFEST_FILE);
  if (!existsSync(file)) throw new BackupRefused(`${folder} is not a finished backup: it has no ${MANIFEST_FILE}`);
  const manifest = JSON.parse(readFileSync(file, "utf8")) as BackupManifest;
  if (manifest.format !== 1) throw new BackupRefused(`${file}: unknown backup format ${String(manifest.format)}`);
  return manifest;
}

/** Every file under `dir` (recursively): how many, and their bytes. */
export function countFiles(dir: string): { files: number; bytes: number } {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** Copies a folder's whole tree (nothing when it does not exist). */
export function copyTree(from: string, to: string): void {
  if (existsSync(from)) cpSync(from, to, { recursive: true, errorOnExist: false, force: true });
}

/** Copies the named secret files present in `from` into `to`, readable by the owner only; answers their names. */
export function copySecrets(from: string, to: string, names: readonly string[], overwrite: boolean): string[] {
  const copied: string[] = [];
  for (const name of names) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    if (!existsSync(source) || (existsSync(target) && !overwrite)) continue;
    mkdirSync(to, { recursive: true, mode: 0o700 });
    copyFileSync(source, target);
    chmodSync(target, 0o600);
    copied.push(name);
  }
  return copied;
}

/** Whether a folder exists with anything in it. */
export const hasEntries = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;
