// npm run start:cluster: several instances of the built shop on one PostgreSQL behind Debian's HAProxy, on this
// machine (README "Several instances", docs/scaling.md).
//   DATABASE_URL=postgres://... S3_BUCKET=... (S3_* as README says) npm run start:cluster [-- --instances 3]
//   DATABASE_URL=postgres://... npm run start:cluster -- --local-s3     (pictures in a local s3rver, for a try)
// HAProxy listens on HOST:PORT (default 0.0.0.0:3000); instance i on 127.0.0.1:PORT+i with TRUST_PROXY=127.0.0.1
// (HAProxy connects from there); its stats page on 127.0.0.1:HAPROXY_STATS_PORT (default 8404) at /haproxy.
// The first instance migrates and seeds alone, then the others start. The instances share DATA_DIR, so they share
// the secrets kept there (session signing key...) and the demo seed's pictures; uploaded pictures go to S3.
// An instance that exits is started again after 2 s; Ctrl-C stops everything. It builds first when the sources
// changed, unless --no-build.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import "dotenv/config";
import { startHaproxy } from "./cluster/haproxy.mjs";
import { startLocalS3 } from "./cluster/s3-local.mjs";
import { buildIsStale, root, run, serviceEnvironment, startNodeArgs } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    instances: { type: "string", default: process.env.CLUSTER_INSTANCES || "2" },
    "local-s3": { type: "boolean", default: false },
    /** Serve the build as it is (made by a separate `npm run build`, e.g. in a deploy step). */
    "no-build": { type: "boolean", default: false },
  },
});
const count = Number(values.instances);
const fail = (message) => {
  console.error(message);
  process.exit(2);
};
if (!Number.isInteger(count) || count < 1 || count > 16) fail("--instances must be a whole number from 1 to 16");
if (!process.env.DATABASE_URL) fail("start:cluster needs DATABASE_URL: every instance uses the same PostgreSQL");
if (!process.env.S3_BUCKET && !values["local-s3"]) {
  fail("start:cluster needs the S3_* settings (pictures every instance can serve), or --local-s3 for a local try");
}
const port = Number(process.env.PORT || 3000);
const statsPort = Number(process.env.HAPROXY_STATS_PORT || 8404);
const front = process.env.HOST || "0.0.0.0";
if (statsPort >= port && statsPort <= port + count) {
  fail(`HAPROXY_STATS_PORT ${statsPort} is one of the ports the cluster uses (${port} to ${port + count})`);
}
process.env.NODE_ENV ??= "production";
if (!process.env.PUBLIC_ORIGIN) {
  process.env.PUBLIC_ORIGIN = `http://localhost:${port}`;
  console.log(`PUBLIC_ORIGIN unset: links in e-mails use ${process.env.PUBLIC_ORIGIN}`);
}

if (!values["no-build"] && buildIsStale()) {
  console.log("Building the shop (first start, or the sources changed)…");
  const code = await run("npm", ["run", "build"]);
  if (code !== 0) process.exit(code);
}

const tempDir = mkdtempSync(path.join(os.tmpdir(), "shop-cluster-"));
let s3;
let haproxy;
let stopping = false;
const instances = [];

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log("Stopping the cluster…");
  await Promise.all(instances.map((i) => i.stop()));
  await haproxy?.stop();
  await s3?.close();
  rmSync(tempDir, { recursive: true, force: true });
  process.exit(code);
}
process.once("SIGINT", () => shutdown(0));
process.once("SIGTERM", () => shutdown(0));
// Last resort (this script failing on its own): no instance or HAProxy outlives it.
process.once("exit", () => {
  for (const child of [...instances.map((i) => i.child()), haproxy?.child]) {
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
});

/** One instance of the built server, its output prefixed with its name, started again when it exits. */
function instance(name, instancePort, env) {
  let child;
  let exited = Promise.resolve();
  const start = () => {
    // The same heap bounds as npm start (docs/decisions/0021-memory.md).
    child = spawn(process.execPath, [...startNodeArgs(), path.join(root, "apps/api/dist/server.js")], {
      cwd: root,
      env: {
        // As the systemd unit runs one: fewer glibc malloc arenas (docs/decisions/0021-memory.md).
        ...serviceEnvironment(),
        ...process.env,
        ...env,
        PORT: String(instancePort),
        HOST: "127.0.0.1",
        TRUST_PROXY: "127.0.0.1",
      },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group: Ctrl-C reaches only this script, which then stops each instance once, gracefully
      // (a second signal would make it exit at once).
      detached: true,
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(`[${name}] ${line}`));
    }
    exited = new Promise((resolve) =>
      child.once("exit", (code, signal) => {
        resolve();
        if (stopping) return;
        console.error(`[${name}] exited (${code ?? signal}); starting it again in 2 s`);
        setTimeout(() => stopping || start(), 2000);
      }),
    );
  };
  start();
  return {
    name,
    url: `http://127.0.0.1:${instancePort}`,
    child: () => child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function healthy(target, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(`${target.url}/api/health`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!stopping) throw new Error(`${target.name} did not answer /api/health within ${timeoutMs / 1000} s`);
}

try {
  let storage = {};
  if (!process.env.S3_BUCKET) {
    s3 = await startLocalS3();
    storage = s3.env;
    console.log(`Pictures in a local S3 server (s3rver, a temp folder, emptied at exit): ${s3.endpoint}`);
  }
  const names = Array.from({ length: count }, (_, i) => ({ name: `a${i + 1}`, port: port + i + 1 }));
  // The first one migrates and seeds alone; the others find the database ready.
  instances.push(instance(names[0].name, names[0].port, storage));
  await healthy(instances[0]);
  for (const n of names.slice(1)) instances.push(instance(n.name, n.port, storage));
  await Promise.all(instances.slice(1).map((i) => healthy(i)));
  haproxy = await startHaproxy(
    tempDir,
    {
      bind: `${front}:${port}`,
      statsBind: `127.0.0.1:${statsPort}`,
      servers: names.map((n) => ({ name: n.name, address: `127.0.0.1:${n.port}` })),
    },
    { stdio: "inherit", detached: true },
  );
  haproxy.exited.then((why) => {
    if (stopping) return;
    console.error(`HAProxy exited (${why})`);
    shutdown(1);
  });
  // Ready once HAProxy answers on its port (it exits at once when it cannot bind).
  await healthy({ name: "HAProxy", url: `http://${front === "0.0.0.0" ? "127.0.0.1" : front}:${port}` }, 30_000);
  console.log(
    `${count} instances behind HAProxy at http://${front === "0.0.0.0" ? "localhost" : front}:${port} ` +
      `(stats: http://127.0.0.1:${statsPort}/haproxy)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
