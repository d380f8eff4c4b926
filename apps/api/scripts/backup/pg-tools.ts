import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * pg_dump and pg_restore: from PG_BIN when set, else the newest /usr/lib/postgresql/<version>/bin (Debian), else
 * the PATH. pg_dump must be at least the server's major version; the newest installed one is.
 */
export function pgTool(name: "pg_dump" | "pg_restore"): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, "bin", name)))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, "bin", name) : name;
}

/**
 * Runs a PostgreSQL client tool; the connection string goes in PG* variables rather than the command line, so its
 * password never shows in the process list. Rejects with the tool's own error output.
 */
export function runPgTool(name: "pg_dump" | "pg_restore", url: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(pgTool(name), args, { env: { ...process.env, ...connectionEnv(url) } });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on("error", (error) => reject(new Error(`${name} could not start (${error.message}); set PG_BIN`)));
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code}): ${stderr}`)),
    );
  });
}

/** postgres://user:pass@host:port/db?sslmode=... as libpq's environment variables. */
function connectionEnv(url: string): Record<string, string> {
  const u = new URL(url);
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(u.hostname.replace(/^\[|\]$/g, "")) || "localhost",
    PGPORT: u.port || "5432",
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)) || "postgres",
  };
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const sslmode = u.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  // A socket folder given as ?host=/var/run/postgresql wins over the URL's host.
  const host = u.searchParams.get("host");
  if (host) env.PGHOST = host;
  return env;
}
