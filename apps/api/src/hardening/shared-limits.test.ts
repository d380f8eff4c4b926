import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, envelope, type TestContext } from "../../test/support/test-app";
import { buildApp } from "../app";

/** docs/security.md "Limits": two instances on one database count the same hits. */
let ctx: TestContext;
let second: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    env: { RATE_LIMIT_PER_MINUTE: "6", PASSWORD_RESET_RATE_LIMIT_PER_MINUTE: "2" },
  });
  second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

/** Fixed one-minute windows: start a test early enough in a window that it does not straddle two. */
async function awayFromWindowEdge() {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 52_000) await new Promise((r) => setTimeout(r, 60_500 - intoWindow));
}

describe("security: rate limits shared by every instance", () => {
  it("the global per-address limit counts the hits of both instances", async () => {
    await awayFromWindowEdge();
    const from = { remoteAddress: "203.0.113.50", url: "/api/v1/home/menus" };
    for (const app of [ctx.app, ctx.app, ctx.app, second, second, second]) {
      expect((await app.inject(from)).statusCode).toBe(200);
    }
    // Each instance adds its counts once a second and reads back the total; two rounds and both know all six.
    for (let round = 0; round < 2; round++) {
      await ctx.app.rateLimitFlush();
      await second.rateLimitFlush();
    }
    const seventh = await ctx.app.inject(from);
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json().errorList[0].errorCode).toBe("RATE_LIMITED");
    expect(Number(seventh.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await second.inject({ ...from, remoteAddress: "203.0.113.51" })).statusCode).toBe(200);
  });

  it("a route's limit (password reset) is exact across instances", async () => {
    await awayFromWindowEdge();
    const reset = (app: FastifyInstance) =>
      app.inject({
        method: "POST",
        url: "/api/v1/user/reset-password",
        remoteAddress: "203.0.113.60",
        payload: envelope({ email: "nobody@example.com" }),
      });
    expect((await reset(ctx.app)).statusCode).toBe(200);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(ctx.app)).statusCode).toBe(429);
    expect((await reset(second)).statusCode).toBe(429);
  });

  describe("at the turn of a window", () => {
    afterEach(() => vi.useRealTimers());

    it("a route's limit still counts the hits of a moment ago (sliding), and forgets them a window later", async () => {
      const reset = (app: FastifyInstance) =>
        app.inject({
          method: "POST",
          url: "/api/v1/user/reset-password",
          remoteAddress: "203.0.113.61",
          payload: envelope({ email: "nobody@example.com" }),
        });
      const turn = Math.ceil(Date.now() / 60_000) * 60_000;
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(turn - 1_000);
      expect((await reset(ctx.app)).statusCode).toBe(200);
      expect((await reset(second)).statusCode).toBe(200);
      vi.setSystemTime(turn + 1_000);
      expect((await reset(ctx.app)).statusCode).toBe(429);
      // A whole window after the first two: they no longer count.
      vi.setSystemTime(turn + 60_000);
      expect((await reset(second)).statusCode).toBe(200);
    });
  });
});
