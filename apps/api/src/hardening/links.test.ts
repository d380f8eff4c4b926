import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../../test/support/members";
import { createTestContext, envelope, type TestContext } from "../../test/support/test-app";
import { latestMail } from "../../test/testkits/mail.testkit";

/** docs/security.md "Links in e-mails": only PUBLIC_ORIGIN, whatever the request's Host or X-Forwarded-Host say. */
let ctx: TestContext;
beforeAll(async () => {
  // Behind a trusted proxy too: even then a forwarded host never chooses a link.
  ctx = await createTestContext({
    seed: false,
    env: { PUBLIC_ORIGIN: "https://shop.example.ae", TRUST_PROXY: "127.0.0.1" },
  });
});
afterAll(() => ctx.close());

const poisoned = {
  host: "evil.example",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "http",
  forwarded: "host=evil.example;proto=http",
};

const firstLink = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? "";

describe("security: reset-link poisoning", () => {
  it("a reset requested with Host: evil.example mails a link to PUBLIC_ORIGIN", async () => {
    const member = await registerMember(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/reset-password",
      headers: poisoned,
      payload: envelope({ email: member.email }),
    });
    expect(res.statusCode).toBe(200);
    const mail = await latestMail(ctx, member.email, /Reset your Bustan password/);
    expect(firstLink(mail.text)).toMatch(/^https:\/\/shop\.example\.ae\/pages\/forget\/password\?resetToken=/);
    expect(`${mail.text}${mail.html}`).not.toContain("evil.example");
  });

  it("the verification e-mail of a registration made through a poisoned Host links to PUBLIC_ORIGIN", async () => {
    const email = `poison-${Date.now()}@example.com`;
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/register",
      headers: poisoned,
      payload: envelope({ userRegPld: { name: "Layla Haddad", email, password: "Sidr-honey-Hatta-42" } }),
    });
    expect(res.statusCode).toBe(200);
    const mail = await latestMail(ctx, email, /./);
    expect(firstLink(mail.text)).toMatch(/^https:\/\/shop\.example\.ae\//);
    expect(`${mail.text}${mail.html}`).not.toContain("evil.example");
  });

  it("robots.txt and the sitemap use PUBLIC_ORIGIN, not the Host header", async () => {
    const res = await ctx.app.inject({ url: "/robots.txt", headers: poisoned });
    expect(res.body).toContain("Sitemap: https://shop.example.ae/sitemap.xml");
    expect(res.body).not.toContain("evil.example");
  });
});
