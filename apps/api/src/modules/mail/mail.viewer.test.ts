import { describe, expect, it } from "vitest";
import { registerMember } from "../../../test/support/members";
import { createTestContext, fileTestContext } from "../../../test/support/test-app";
import { mailsTo } from "../../../test/testkits/mail.testkit";

const ctx = fileTestContext({ seed: false });

describe("development mail viewer (no SMTP_URL)", () => {
  it("GET /api/v1/dev/mail?to= lists the mail to one address, newest first, with text bodies", async () => {
    const member = await registerMember(ctx(), { email: "Viewer@Example.ae" });
    await ctx().app.inject({
      method: "POST",
      url: "/api/v1/user/resendVerification",
      headers: member.headers,
    });
    const messages = await mailsTo(ctx(), "viewer@example.ae");
    expect(messages).toHaveLength(2);
    expect(messages[0]?.id).toBeGreaterThan(messages[1]?.id ?? Infinity);
    expect(messages[0]).toMatchObject({
      to: "Viewer@Example.ae",
      subject: "Confirm your e-mail address for Bustan",
      text: expect.stringContaining("/pages/login?verifyToken="),
      html: expect.stringContaining("<html"),
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(await mailsTo(ctx(), "someone-else@example.ae")).toEqual([]);
  });

  it("GET /dev/mail is a noindex HTML page, newest first, bodies escaped, links clickable, styles allowed by its own CSP nonce", async () => {
    await registerMember(ctx(), { name: `<script>alert("pwned")</script>`, email: "xss@example.ae" });
    await ctx().app.mailOutbox.drain();
    const res = await ctx().app.inject({ url: "/dev/mail" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["x-robots-tag"]).toMatch(/noindex/);
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).not.toContain("<script>");
    expect(res.body).toContain("&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;");
    expect(res.body).toMatch(
      /<a href="http:\/\/localhost:3000\/pages\/login\?verifyToken=[\w-]{43}" rel="noreferrer">/,
    );
    expect(res.body.indexOf("xss@example.ae")).toBeLessThan(res.body.indexOf("Viewer@Example.ae"));
    const csp = String(res.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).not.toMatch(/unsafe-inline|script-src/);
    expect(res.body).toContain(`<style nonce="${nonce}">`);
  });

  it("answers only a direct connection from this machine (a forwarded or remote request gets 404)", async () => {
    for (const options of [
      { remoteAddress: "203.0.113.9" },
      { headers: { "x-forwarded-for": "127.0.0.1" } },
      { headers: { forwarded: "for=127.0.0.1" } },
    ]) {
      for (const url of ["/dev/mail", "/api/v1/dev/mail"]) {
        const res = await ctx().app.inject({ url, ...options });
        expect(res.statusCode, `${url} ${JSON.stringify(options)}`).toBe(404);
      }
    }
  });
});

describe("mail viewer off", () => {
  it("MAIL_VIEWER=false: both viewer routes answer 404 in the error shape", async () => {
    const off = await createTestContext({ seed: false, env: { MAIL_VIEWER: "false" } });
    try {
      for (const url of ["/dev/mail", "/api/v1/dev/mail?to=a@b.ae"]) {
        const res = await off.app.inject({ url });
        expect(res.statusCode).toBe(404);
        expect(res.json().errorList[0].errorCode).toBe("NOT_FOUND");
      }
    } finally {
      await off.close();
    }
  });
});
