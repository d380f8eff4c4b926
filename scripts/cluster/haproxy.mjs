// HAProxy for several shop instances: the config from the template deploy/haproxy.cfg, Debian's haproxy run on it,
// and the backend's server states read from its stats page. Used by `npm run start:cluster` and the cluster test.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const HAPROXY = process.env.HAPROXY_BIN || "/usr/sbin/haproxy";
export const TEMPLATE = path.join(root, "deploy/haproxy.cfg");

/**
 * The template with its placeholders filled: `bind` (host:port of the shop's front), `statsBind` (host:port of
 * the stats page) and `servers` ([{ name, address }], address host:port).
 */
export function haproxyConfig({ bind, statsBind, servers }) {
  if (!servers.length) throw new Error("HAProxy needs at least one server");
  const lines = servers.map(({ name, address }) => `  server ${name} ${address} check`);
  return readFileSync(TEMPLATE, "utf8")
    .replace("{{BIND}}", bind)
    .replace("{{STATS_BIND}}", statsBind)
    .replace("{{SERVERS}}", lines.join("\n"));
}

/**
 * Writes the config into `dir`, checks it (haproxy -c) and starts HAProxy in the foreground (-db). Returns
 * { child, configFile, exited, stop() }; `stdio` and `detached` as child_process.spawn takes them.
 */
export async function startHaproxy(dir, options, { stdio = "ignore", detached = false } = {}) {
  if (!existsSync(HAPROXY)) throw new Error(`HAProxy not found at ${HAPROXY} (apt-get install haproxy)`);
  const configFile = path.join(dir, "haproxy.cfg");
  writeFileSync(configFile, haproxyConfig(options));
  const check = spawn(HAPROXY, ["-c", "-f", configFile], { stdio: ["ignore", "ignore", "pipe"] });
  let checkErr = "";
  check.stderr.on("data", (c) => {
    checkErr += c;
  });
  const checked = await new Promise((resolve) => check.once("exit", (code) => resolve(code)));
  if (checked !== 0) throw new Error(`haproxy -c refused ${configFile}: ${checkErr.trim()}`);
  const child = spawn(HAPROXY, ["-db", "-f", configFile], { stdio, detached });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
    await exited;
    clearTimeout(timer);
  };
  return { child, configFile, exited, stop };
}

/**
 * The backend's servers from the stats page's CSV: { name: { status ("UP", "DOWN", "UP 1/2"...), sessions (all
 * connections sent to it), ok (2xx answers) } }.
 */
export async function serverStats(statsOrigin, backend = "shop") {
  const response = await fetch(`${statsOrigin}/haproxy;csv`, { signal: AbortSignal.timeout(2000) });
  const text = await response.text();
  const [header = "", ...rows] = text.split("\n");
  const columns = header.replace(/^# /, "").split(",");
  const at = (name) => columns.indexOf(name);
  const servers = {};
  for (const row of rows) {
    const cells = row.split(",");
    if (cells[at("pxname")] !== backend) continue;
    const name = cells[at("svname")];
    if (name === "FRONTEND" || name === "BACKEND") continue;
    servers[name] = {
      status: cells[at("status")],
      sessions: Number(cells[at("stot")]),
      ok: Number(cells[at("hrsp_2xx")]),
    };
  }
  return servers;
}
