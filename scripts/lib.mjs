// Helpers shared by the root scripts (start, test, e2e): running commands and checking the build.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Node's options of `npm start` (package.json: "node <options> scripts/start.mjs"): the heap bounds of
 * docs/decisions/0021-memory.md, written once there; the cluster's instances and bench/memory.mjs use the same.
 */
export function startNodeArgs() {
  const script = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts.start;
  return (/^node((?:\s+--\S+)*)\s+scripts\/start\.mjs/.exec(script)?.[1] ?? "").split(/\s+/).filter(Boolean);
}

/** The systemd unit a shop runs under (deploy/bustan-shop.service). */
export const serviceUnit = path.join(root, "deploy/bustan-shop.service");

/**
 * The environment the unit gives the shop (its `Environment=` lines, e.g. MALLOC_ARENA_MAX: docs/decisions/
 * 0021-memory.md), for the cluster's instances and bench/memory.mjs; NODE_ENV is left to the caller.
 */
export function serviceEnvironment() {
  const pairs = [...readFileSync(serviceUnit, "utf8").matchAll(/^Environment=([A-Z_]+)=(\S*)$/gm)];
  return Object.fromEntries(pairs.map(([, name, value]) => [name, value]).filter(([name]) => name !== "NODE_ENV"));
}

/** Runs a command with its output held back; resolves with its exit code and that output. */
export function runCollecting(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], ...options });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks) }));
  });
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const sources = [
  "apps/api/src",
  "apps/api/scripts",
  "apps/api/drizzle",
  "apps/web/app",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "packages/shared/src",
  "package-lock.json",
];
const outputs = ["apps/api/dist/server.js", "apps/web/build/server/index.js"];

/** True when a build output is missing or older than any source file. */
export function buildIsStale() {
  const builtAt = Math.min(...outputs.map((o) => newestMtime(path.join(root, o))));
  if (!builtAt) return true;
  return sources.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

/** Installs Debian's Chromium when missing and we are root; otherwise explains how. Returns success. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package with apt-get…");
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    const install = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (update.status === 0 && install.status === 0 && existsSync(chromiumPath)) return true;
  }
  console.error(
    `The end-to-end tests need Chromium at ${chromiumPath}.\n` +
      "Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      "or point CHROME_PATH at another Chromium build.",
  );
  return false;
}
