import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * A throwaway PostgreSQL primary and a streaming replica of it (pg_basebackup -R), from the binaries CI uses, on
 * loopback ports in a temp dir that stop() removes. As root, the servers run as the postgres user (they refuse
 * root), as in .ci/run.
 */
export interface PrimaryAndReplica {
  primaryUrl: string;
  replicaUrl: string;
  /** Runs statements on the replica as the superuser (pg_wal_replay_pause and friends). */
  onReplica(text: string): Promise<Array<Record<string, unknown>>>;
  /** Stops the replica only (an outage of it). */
  stopReplica(): void;
  stop(): void;
}

/** The newest installed PostgreSQL's bin folder (PG_BIN when set), as .ci/run finds it; undefined when none. */
export function findPgBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, "bin") : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPrimaryAndReplica(bin: string): Promise<PrimaryAndReplica> {
  const asRoot = process.getuid?.() === 0;
  const run = (binary: string, args: string[]) => {
    const command = asRoot ? "runuser" : path.join(bin, binary);
    const argv = asRoot ? ["-u", "postgres", "--", path.join(bin, binary), ...args] : args;
    const result = spawnSync(command, argv, { cwd: dir, encoding: "utf8", timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${binary} failed: ${result.stderr || result.stdout}`);
  };
  const dir = mkdtempSync(path.join(tmpdir(), "shop-replica-"));
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, id("-u"), id("-g"));
  }
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryData = path.join(dir, "primary");
  const replicaData = path.join(dir, "replica");
  const started: string[] = [];
  const start = (data: string, port: number) => {
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
    run("pg_ctl", ["-D", data, "-l", `${data}.log`, "-w", "-t", "30", "-o", options, "start"]);
    started.push(data);
  };
  const stopServer = (data: string) => {
    if (!started.includes(data)) return;
    started.splice(started.indexOf(data), 1);
    try {
      run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "-t", "30", "stop"]);
    } catch {
      // Already gone: the folder is removed below either way.
    }
  };
  const stop = () => {
    for (const data of [...started].reverse()) stopServer(data);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // initdb --auth=trust also trusts replication connections from 127.0.0.1; wal_level is "replica" by default.
    run("initdb", ["-D", primaryData, "--auth=trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
    start(primaryData, primaryPort);
    const host = ["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres"];
    run("pg_basebackup", [...host, "-D", replicaData, "-R", "-X", "stream", "--no-sync"]);
    start(replicaData, replicaPort);
  } catch (error) {
    stop();
    throw error;
  }
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl,
    async onReplica(text) {
      const client = new pg.Client({ connectionString: replicaUrl });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    },
    stopReplica: () => stopServer(replicaData),
    stop,
  };
}
