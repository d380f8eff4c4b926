// A Medusa v2 store for the side-by-side benchmark (bench/medusa.mjs). Medusa is installed OUTSIDE the repository
// (MEDUSA_DIR, default /tmp/medusa-bench; see bench/README.md): this file writes that store's config and seed
// script, migrates and seeds a database of its own, and starts `medusa start` as one process.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort, HOST, onCleanup, waitFor200 } from "./proc.mjs";

export const MEDUSA_DIR = process.env.MEDUSA_DIR || "/tmp/medusa-bench";
const CLI = () => path.join(MEDUSA_DIR, "node_modules/@medusajs/cli/cli.js");

// Plain JS, so neither ts-node nor swc is needed; the admin dashboard is off (the store API is what we measure).
const CONFIG = `const { defineConfig } = require("@medusajs/framework/utils");
module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    databaseDriverOptions: { connection: { ssl: false } },
    http: {
      storeCors: "*", adminCors: "*", authCors: "*",
      jwtSecret: "bench-only-secret", cookieSecret: "bench-only-secret",
    },
  },
  admin: { disable: true },
});
`;

// One region (AED, UAE), a sales channel, a publishable key and the products named in BENCH_PRODUCTS (a JSON
// file of { title, description, handle }), each with one variant priced in AED and no inventory management.
const SEED = `const fs = require("node:fs");
const { ProductStatus } = require("@medusajs/framework/utils");
const flows = require("@medusajs/medusa/core-flows");
module.exports.default = async function seed({ container }) {
  const products = JSON.parse(fs.readFileSync(process.env.BENCH_PRODUCTS, "utf8"));
  const store = (await container.resolve("store").listStores())[0];
  const { result: channels } = await flows.createSalesChannelsWorkflow(container).run({
    input: { salesChannelsData: [{ name: "Bench channel" }] } });
  await flows.updateStoresWorkflow(container).run({ input: { selector: { id: store.id }, update: {
    supported_currencies: [{ currency_code: "aed", is_default: true }], default_sales_channel_id: channels[0].id } } });
  const { result: regions } = await flows.createRegionsWorkflow(container).run({ input: { regions: [
    { name: "UAE", currency_code: "aed", countries: ["ae"], payment_providers: ["pp_system_default"] }] } });
  const { result: keys } = await flows.createApiKeysWorkflow(container).run({ input: { api_keys: [
    { title: "Bench", type: "publishable", created_by: "" }] } });
  await flows.linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: keys[0].id, add: [channels[0].id] } });
  const { result: profiles } = await flows.createShippingProfilesWorkflow(container).run({ input: { data: [
    { name: "Bench profile", type: "default" }] } });
  for (let i = 0; i < products.length; i += 50) {
    await flows.createProductsWorkflow(container).run({ input: { products: products.slice(i, i + 50).map((p, n) => ({
      title: p.title, description: p.description, handle: p.handle, status: ProductStatus.PUBLISHED,
      shipping_profile_id: profiles[0].id, options: [{ title: "Size", values: ["Standard"] }],
      variants: [{ title: "Standard", sku: "BENCH-" + (i + n), manage_inventory: false, options: { Size: "Standard" },
        prices: [{ amount: 50 + ((i + n) % 40), currency_code: "aed" }] }],
      sales_channels: [{ id: channels[0].id }] })) } });
  }
  fs.writeFileSync(process.env.BENCH_OUT, JSON.stringify({ key: keys[0].token, regionId: regions[0].id }));
};
`;

function medusaCli(args, env, timeoutMs) {
  const result = spawnSync(process.execPath, [CLI(), ...args], {
    cwd: MEDUSA_DIR,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: timeoutMs,
  });
  if (result.status !== 0) {
    const out = `${result.stdout ?? ""}\n${result.stderr ?? ""}`.trim().split("\n").slice(-40).join("\n");
    throw new Error(`medusa ${args[0]} failed (${result.status ?? result.signal}):\n${out}`);
  }
}

/**
 * Writes the store's config and seed, runs `medusa db:migrate` and the seed on `databaseUrl` with `products`.
 * Returns { key (publishable API key), regionId }.
 */
export async function setUpMedusa(databaseUrl, products, workDir) {
  if (!existsSync(CLI())) {
    throw new Error(`Medusa is not installed in ${MEDUSA_DIR} (set MEDUSA_DIR; see bench/README.md)`);
  }
  writeFileSync(path.join(MEDUSA_DIR, "medusa-config.js"), CONFIG);
  writeFileSync(path.join(MEDUSA_DIR, "bench-seed.js"), SEED);
  const productsFile = path.join(workDir, "products.json");
  const outFile = path.join(workDir, "medusa-seed.json");
  writeFileSync(productsFile, JSON.stringify(products));
  const env = {
    DATABASE_URL: databaseUrl,
    NODE_ENV: "development",
    MEDUSA_DISABLE_TELEMETRY: "true",
    BENCH_PRODUCTS: productsFile,
    BENCH_OUT: outFile,
  };
  medusaCli(["db:migrate"], env, 600_000);
  medusaCli(["exec", "./bench-seed.js"], env, 600_000);
  return JSON.parse(readFileSync(outFile, "utf8"));
}

/** Starts `medusa start` (production, one process, from MEDUSA_DIR) and waits for GET /health to answer 200. */
export async function startMedusa(databaseUrl) {
  const port = await freePort();
  const lines = [];
  const started = performance.now();
  const child = spawn(process.execPath, [CLI(), "start", "--host", HOST, "--port", String(port)], {
    cwd: MEDUSA_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      MEDUSA_DISABLE_TELEMETRY: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk) => {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const unregister = onCleanup(kill);
  const stop = async () => {
    unregister();
    await kill();
  };
  const url = `http://${HOST}:${port}`;
  try {
    await waitFor200(`${url}/health`, { since: started, timeoutMs: 180_000, child });
  } catch (error) {
    await stop();
    throw new Error(`Medusa did not start: ${error.message}\n${lines.slice(-40).join("\n")}`);
  }
  return { child, pid: child.pid, url, port, stop };
}
