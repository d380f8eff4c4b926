import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/support/test-app";

/** docs/security.md "Slow clients": a client that drips its request is cut off, not kept forever. */
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    env: { REQUEST_TIMEOUT_MS: "2000", HEADERS_TIMEOUT_MS: "1000", CONNECTION_TIMEOUT_MS: "5000" },
  });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(() => ctx.close());

/** Opens a connection that sends `head` and then one byte of `drip` every `everyMs`; resolves when the server closes it. */
function dripping(head: string, drip: string, everyMs: number): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, "127.0.0.1");
    let answer = "";
    let i = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && i < drip.length) socket.write(drip[i++] ?? "");
    }, everyMs);
    socket.on("connect", () => socket.write(head));
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

const body = JSON.stringify({ payload: { requestId: "", requestPayload: { email: "a@b.c" }, tokenPayload: {} } });
const postHead = `POST /api/v1/user/reset-password HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;

describe("security: slow clients", () => {
  it("a client that drips its body one byte at a time is cut off after REQUEST_TIMEOUT_MS", async () => {
    const result = await dripping(postHead, body, 100);
    // 2 s of request time, checked every second by Node.
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(1900);
    expect(result.closedAfterMs).toBeLessThan(4500);
    expect(result.answer).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it("a client that drips its headers is cut off after HEADERS_TIMEOUT_MS", async () => {
    const result = await dripping("", `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${"a".repeat(200)}`, 50);
    expect(result.closedAfterMs).toBeLessThan(3500);
  });

  it("60 dripping clients at once are all cut off, and the shop still answers", async () => {
    const all = Promise.all(Array.from({ length: 60 }, () => dripping(postHead, body, 200)));
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const results = await all;
    expect(Math.max(...results.map((r) => r.closedAfterMs))).toBeLessThan(5000);
  });
});
