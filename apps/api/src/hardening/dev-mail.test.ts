import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/support/test-app";

/** docs/security.md "Development tools": the mail viewer never answers in production, even on loopback. */
describe("security: /dev/mail in production", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      seed: false,
      env: { NODE_ENV: "production", PUBLIC_ORIGIN: "https://shop.example.ae", MAIL_VIEWER: "true" },
    });
  });
  afterAll(() => ctx.close());

  it("answers 404 to a direct loopback request, with SMTP_URL unset and MAIL_VIEWER=true", async () => {
    for (const url of ["/dev/mail", "/api/v1/dev/mail"]) {
      const res = await ctx.app.inject({ url, remoteAddress: "127.0.0.1" });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("<html");
    }
  });
});

describe("security: /dev/mail outside production", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false, env: { NODE_ENV: "development" } });
  });
  afterAll(() => ctx.close());

  it("answers loopback only, and not through a proxy", async () => {
    expect((await ctx.app.inject({ url: "/api/v1/dev/mail", remoteAddress: "127.0.0.1" })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: "/api/v1/dev/mail", remoteAddress: "10.1.2.3" })).statusCode).toBe(404);
    const proxied = await ctx.app.inject({
      url: "/api/v1/dev/mail",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "203.0.113.5" },
    });
    expect(proxied.statusCode).toBe(404);
  });
});
