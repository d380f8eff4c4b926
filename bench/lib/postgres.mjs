// PostgreSQL for the benchmarks: a throwaway PostgreSQL 15 server on 127.0.0.1 for one run (stopped and deleted
// afterwards) or a running one, a database of the run's own on it (dropped at the end), and the demo seed.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pgLib from "pg";
import { freePort, HOST, onCleanup, root, tempDir } from "./proc.mjs";

const BIN = process.env.PG_BIN || "/usr/lib/postgresql/15/bin";
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary (as the postgres user when we are root); throws with its output on failure. */
function pg(binary, args, cwd) {
  const command = asRoot ? "runuser" : path.join(BIN, binary);
  const argv = asRoot ? ["-u", "postgres", "--", path.join(BIN, binary), ...args] : args;
  const result = spawnSync(command, argv, { cwd, encoding: "utf8", timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(`${binary} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/**
 * Starts PostgreSQL in a temp dir; returns { url, stop() }. `settings`: server settings beyond the stock ones
 * (e.g. { shared_buffers: "1GB" }), which the benchmark names in its results.
 */
export async function startPostgres(settings = {}) {
  if (!existsSync(path.join(BIN, "postgres"))) throw new Error(`PostgreSQL binaries not found in ${BIN}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-pg-"));
  if (asRoot) {
    const { uid, gid } = userIds("postgres");
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  let running = false;
  const stop = () => {
    if (running) {
      try {
        pg("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "-t", "30", "stop"], dir);
      } catch (error) {
        console.error(error.message);
      }
      running = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const unregister = onCleanup(stop);
  try {
    pg("initdb", ["-D", dataDir, "--auth=trust", "-U", "postgres", "-E", "UTF8", "--no-sync"], dir);
    const extra = Object.entries(settings).map(([name, value]) => ` -c ${name}=${value}`);
    const options = `-p ${port} -k ${dir} -c listen_addresses=${HOST} -c max_connections=200${extra.join("")}`;
    pg("pg_ctl", ["-D", dataDir, "-l", path.join(dir, "server.log"), "-w", "-t", "30", "-o", options, "start"], dir);
    running = true;
  } catch (error) {
    unregister();
    stop();
    throw error;
  }
  return {
    url: `postgres://postgres@${HOST}:${port}/postgres`,
    port,
    stop: () => {
      unregister();
      stop();
    },
  };
}

function userIds(name) {
  const result = spawnSync("id", ["-u", name], { encoding: "utf8" });
  const group = spawnSync("id", ["-g", name], { encoding: "utf8" });
  if (result.status !== 0 || group.status !== 0) throw new Error(`no ${name} user to run PostgreSQL as`);
  return { uid: Number(result.stdout.trim()), gid: Number(group.stdout.trim()) };
}

/**
 * The server to benchmark on: the running one at `url` (127.0.0.1 only; never stopped here) or, without a url,
 * a throwaway one (startPostgres). Returns { url, stop() }.
 */
export async function openPostgres(url) {
  if (!url) return startPostgres();
  const parsed = new URL(url);
  if (parsed.hostname !== HOST) throw new Error(`the PostgreSQL URL must be on ${HOST}, not ${parsed.hostname}`);
  return { url: parsed.toString(), stop: () => {} };
}

/** Runs one statement on a server as its own connection. */
async function adminQuery(serverUrl, text) {
  const client = new pgLib.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A new database named `<prefix>_<random>` on the server; dropped by drop() and, whatever happens, at cleanup.
 * Returns { url, name, drop() }.
 */
export async function createDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
  const unregister = onCleanup(drop);
  return {
    url: url.toString(),
    name,
    drop: async () => {
      unregister();
      await drop();
    },
  };
}

/**
 * Migrates and seeds a database with the demo catalogue (`tsx apps/api/scripts/seed.ts --no-images`), plus
 * `products` synthetic products when given, then VACUUM ANALYZE. Returns the seconds the seed took.
 */
export async function seedDatabase(url, { products, timeoutMs = 300_000 } = {}) {
  const started = performance.now();
  const args = ["apps/api/scripts/seed.ts", "--no-images"];
  if (products) args.push("--products", String(products));
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), args, {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: tempDir("seed"), LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: timeoutMs,
  });
  if (result.status !== 0) throw new Error(`seed failed: ${result.stderr || result.stdout}`);
  const seconds = (performance.now() - started) / 1000;
  await adminQuery(url, "vacuum analyze");
  return seconds;
}
