import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, fileTestContext, type TestContext } from "../../test/support/test-app";

/** docs/security.md "Client addresses": X-Forwarded-For counts only when a trusted proxy (TRUST_PROXY) sent it. */
const LIMIT = 5;
const limits = { RATE_LIMIT_PER_MINUTE: String(LIMIT) };
const menus = "/api/v1/home/menus";

/** LIMIT + 1 requests for the menus from `remoteAddress`, the i-th with `headers(i)`: their status codes. */
async function statusesOf(ctx: TestContext, remoteAddress: string, headers: (i: number) => Record<string, string>) {
  const codes: number[] = [];
  for (let i = 0; i <= LIMIT; i++) {
    codes.push((await ctx.app.inject({ url: menus, remoteAddress, headers: headers(i) })).statusCode);
  }
  return codes;
}

describe("security: spoofed X-Forwarded-For, without a proxy (the default)", () => {
  const ctx = fileTestContext({ seed: false, env: limits });

  it("a new X-Forwarded-For per request does not get round the per-address limit", async () => {
    const codes = await statusesOf(ctx(), "203.0.113.9", (i) => ({
      "x-forwarded-for": `198.51.100.${i}`,
      forwarded: `for=198.51.100.${i}`,
    }));
    expect(codes.slice(0, LIMIT).every((c) => c === 200)).toBe(true);
    expect(codes[LIMIT]).toBe(429);
  });
});

describe("security: X-Forwarded-For behind a trusted proxy (TRUST_PROXY)", () => {
  const ctx = fileTestContext({ seed: false, env: { ...limits, TRUST_PROXY: "10.0.0.1" } });

  it("clients behind the proxy are counted apart", async () => {
    for (const status of await statusesOf(ctx(), "10.0.0.1", (i) => ({ "x-forwarded-for": `198.51.100.${i}` }))) {
      expect(status).toBe(200);
    }
  });

  it("a client that is not the proxy cannot choose its address with the header", async () => {
    const codes = await statusesOf(ctx(), "203.0.113.77", (i) => ({ "x-forwarded-for": `192.0.2.${i}` }));
    expect(codes[LIMIT]).toBe(429);
  });
});

const HAPROXY = "/usr/sbin/haproxy";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** GET through the proxy from a chosen loopback address, with a spoofed X-Forwarded-For. */
function getVia(port: number, from: string, spoofed: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path: menus, localAddress: from, headers: { "x-forwarded-for": spoofed } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

// HAProxy from Debian's package (.ci/run installs it), configured as README "Behind a load balancer" says.
describe.skipIf(!existsSync(HAPROXY))("security: behind HAProxy", () => {
  let ctx: TestContext;
  let proxyPort: number;
  let stop: () => void;
  let dir: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false, env: { ...limits, TRUST_PROXY: "127.0.0.1" } });
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const shopPort = (ctx.app.server.address() as { port: number }).port;
    proxyPort = await freePort();
    dir = mkdtempSync(path.join(tmpdir(), "shop-haproxy-"));
    const cfg = path.join(dir, "haproxy.cfg");
    writeFileSync(
      cfg,
      [
        "defaults",
        "  mode http",
        "  timeout connect 5s",
        "  timeout client 30s",
        "  timeout server 30s",
        "frontend shop",
        `  bind 127.0.0.1:${proxyPort}`,
        "  http-request del-header X-Forwarded-For",
        "  option forwardfor",
        "  default_backend app",
        "backend app",
        `  server app1 127.0.0.1:${shopPort}`,
        "",
      ].join("\n"),
    );
    const proc = spawn(HAPROXY, ["-f", cfg, "-db"], { stdio: "ignore" });
    stop = () => proc.kill("SIGKILL");
    for (let i = 0; i < 100; i++) {
      const ok = await getVia(proxyPort, "127.0.0.9", "1.1.1.1").then(
        () => true,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  afterAll(async () => {
    stop?.();
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a client behind HAProxy cannot spoof its address; two clients are counted apart", async () => {
    const spoofer: number[] = [];
    for (let i = 0; i <= LIMIT; i++) spoofer.push(await getVia(proxyPort, "127.0.0.2", `198.51.100.${i}`));
    expect(spoofer.slice(0, LIMIT).every((c) => c === 200)).toBe(true);
    expect(spoofer[LIMIT]).toBe(429);
    // Another client through the same proxy still gets in.
    expect(await getVia(proxyPort, "127.0.0.3", "198.51.100.1")).toBe(200);
  });
});
