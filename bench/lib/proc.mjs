// Child processes for the benchmarks: start, wait until an URL answers 200, read RSS, stop; plus cleanup on exit.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const HOST = "127.0.0.1";

const cleanups = new Set();

/** Registers a function to run when the script ends, fails, times out or is interrupted; returns an unregister. */
export function onCleanup(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

export async function runCleanups() {
  for (const fn of [...cleanups].reverse()) {
    cleanups.delete(fn);
    try {
      await fn();
    } catch (error) {
      console.error("cleanup failed:", error instanceof Error ? error.message : error);
    }
  }
}

/**
 * Runs a benchmark's main function with a hard time limit: whatever happens, children are stopped, temp dirs
 * deleted and the process exits by itself. main returns the exit code (0 when every target is met).
 */
export async function runBenchmark(main, { maxSeconds }) {
  const bail = async (message, code) => {
    console.error(message);
    await runCleanups();
    process.exit(code);
  };
  const timer = setTimeout(() => bail(`Gave up after ${maxSeconds} s (time limit).`, 1), maxSeconds * 1000);
  timer.unref();
  process.once("SIGINT", () => bail("Interrupted.", 130));
  process.once("SIGTERM", () => bail("Terminated.", 143));
  let code = 1;
  try {
    code = await main();
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  } finally {
    await runCleanups();
    clearTimeout(timer);
  }
  process.exit(code);
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A fresh temp dir, deleted at cleanup unless keep is set. */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-${prefix}-`));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls url until it answers 200; resolves with the ms elapsed since `since` (a performance.now() value). */
export async function waitFor200(url, { since = performance.now(), timeoutMs = 60_000, intervalMs = 20, child } = {}) {
  const deadline = since + timeoutMs;
  while (performance.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`process exited (code ${child.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/**
 * Spawns `node ...args` from the repository root with its output kept (last lines shown on failure).
 * Returns { child, pid, started (performance.now() just before spawn), output(), stop() }.
 */
export function spawnNode(args, env = {}) {
  const lines = [];
  const keep = (chunk) => {
    // Long lines (a failed bulk insert prints every parameter) are cut: the start of a line says what went wrong.
    lines.push(
      ...String(chunk)
        .split("\n")
        .filter(Boolean)
        .map((l) => (l.length > 600 ? `${l.slice(0, 600)}…` : l)),
    );
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  const stop = async (graceMs = 15_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await exited;
    clearTimeout(timer);
  };
  const unregister = onCleanup(stop);
  return {
    child,
    pid: child.pid,
    started,
    exited,
    output: () => lines.join("\n"),
    stop: async () => {
      unregister();
      await stop();
    },
  };
}

/** The environment our server gets in every benchmark. */
export function shopEnv({ port, dataDir, databaseUrl }) {
  return {
    NODE_ENV: "production",
    PUBLIC_ORIGIN: `http://${HOST}:${port}`,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "100000000",
    DATABASE_URL: databaseUrl ?? "",
  };
}

/** Our server from the TypeScript source, compiled in process by tsx (no build needed). */
export const SOURCE_ENTRY = "apps/api/src/server.ts";

/**
 * Starts our server and waits for GET /api/health to answer 200: the built one (apps/api/dist/server.js) by
 * default, or with `source: true` the TypeScript source (node --import tsx apps/api/src/server.ts). `env` is added
 * to shopEnv's (e.g. NODE_ENV: "development" for the API only, lifted login limits, a pool size).
 */
export async function startShop({
  dataDir,
  databaseUrl,
  source = false,
  entry = source ? SOURCE_ENTRY : process.env.BENCH_SHOP_ENTRY || "apps/api/dist/server.js",
  env: extra = {},
  /** Node's own options before the entry, e.g. heap limits; BENCH_NODE_ARGS adds some to any bench (e.g. --cpu-prof). */
  nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean),
} = {}) {
  const port = await freePort();
  const env = { ...shopEnv({ port, dataDir: dataDir ?? tempDir("data"), databaseUrl }), ...extra };
  const proc = spawnNode([...nodeArgs, ...(source ? ["--import", "tsx", entry] : [entry])], env);
  const url = `http://${HOST}:${port}`;
  try {
    await waitFor200(`${url}/api/health`, { since: proc.started, timeoutMs: 180_000, child: proc.child });
  } catch (error) {
    await proc.stop();
    throw new Error(`our server did not start: ${error.message}\n${proc.output()}`);
  }
  return { ...proc, url, port };
}

/** Starts bench/hello-world.mjs in its own process (like our server) and waits for GET / to answer 200. */
export async function startHelloWorld() {
  const port = await freePort();
  const proc = spawnNode(["bench/hello-world.mjs", "--port", String(port)]);
  const url = `http://${HOST}:${port}`;
  try {
    await waitFor200(`${url}/`, { since: proc.started, timeoutMs: 30_000, child: proc.child });
  } catch (error) {
    await proc.stop();
    throw new Error(`hello-world did not start: ${error.message}\n${proc.output()}`);
  }
  return { ...proc, url, port };
}

/**
 * A first start on an empty DATA_DIR draws the demo pictures in the background after it serves (sharp, ~40 s on 2
 * cores) unless the build drew them (dist/demo-media, the usual case); waits, bounded, until its marker file is gone. Answers the ms since `since`, or NaN when it never went.
 */
export async function demoPicturesDrawn(dataDir, since = performance.now(), timeoutMs = 300_000) {
  const marker = path.join(dataDir, "media", ".demo-images-pending");
  const deadline = performance.now() + timeoutMs;
  while (existsSync(marker) && performance.now() < deadline) await sleep(100);
  return existsSync(marker) ? Number.NaN : performance.now() - since;
}

/** Resident set size of a process in KB (VmRSS from /proc/<pid>/status). */
export function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]);
}
