// A throwaway PostgreSQL 15 server on 127.0.0.1 for one benchmark run; stopped and deleted afterwards.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, HOST, onCleanup } from "./proc.mjs";

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

/** Starts PostgreSQL in a temp dir; returns { url, stop() }. */
export async function startPostgres() {
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
    const options = `-p ${port} -k ${dir} -c listen_addresses=${HOST} -c max_connections=200`;
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
