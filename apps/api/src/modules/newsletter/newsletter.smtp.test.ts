import { sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtp, type TestSmtp } from "../../../test/support/smtp";
import { staffHeaders } from "../../../test/support/staff";
import { createTestContext, envelope, type TestContext } from "../../../test/support/test-app";
import { rowsOf } from "../../lib/rows";

let ctx: TestContext;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestContext({
    seed: false,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Bustan <hello@bustan.test>",
      PUBLIC_ORIGIN: "https://bustan.test",
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const post = (url: string, payload: unknown) => ctx.app.inject({ method: "POST", url, payload: envelope(payload) });

/** Sends what is due and waits for the e-mail to `to` whose subject matches. */
async function mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
  for (let i = 0; i < 100; i++) {
    await ctx.app.newsletterSettled();
    await ctx.app.mailOutbox.drain();
    const found = smtp.received.find(
      (m) => subject.test(m.subject ?? "") && m.to && !Array.isArray(m.to) && m.to.value[0]?.address === to,
    );
    if (found) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no e-mail to ${to} matching ${subject}`);
}

/** A header field as sent (folded lines joined). */
const headerOf = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.replace(/\r?\n[ \t]+/g, " ")
    .replace(/^[^:]+:\s*/, "");

const statusOf = async (email: string) =>
  rowsOf<{ status: string }>(
    await ctx.database.db.execute(sql`select status from newsletter_subscribers where email = ${email}`),
  )[0]?.status;

describe("issue 14 newsletter over SMTP", () => {
  it("double opt-in: the e-mailed link confirms; the welcome e-mail's RFC 8058 one-click POST unsubscribes", async () => {
    const email = "noura@example.ae";
    expect((await post("/api/v1/newsletter/subscribe", { email: "Noura@Example.ae", locale: "fr" })).json()).toEqual({
      status: "SUCCESS",
      responceObj: {},
    });
    const confirmation = await mailTo(email, /newsletter Bustan/);
    expect(confirmation.subject).toBe("Confirmez votre abonnement à la newsletter Bustan");
    expect(await statusOf(email)).toBe("pending");
    // The link is built from PUBLIC_ORIGIN, never from the request's Host.
    const link = /https:\/\/bustan\.test\/pages\/newsletter\/confirm\?token=([\w-]+)/.exec(confirmation.text ?? "");
    expect(link).not.toBeNull();
    const confirmed = await post("/api/v1/newsletter/confirm", { token: link?.[1] });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().responceObj).toEqual({});
    expect(await statusOf(email)).toBe("subscribed");

    const welcome = await mailTo(email, /Bienvenue/);
    expect(headerOf(welcome, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = /^<(https:\/\/bustan\.test\/api\/v1\/newsletter\/unsubscribe\/one-click\?token=[\w-]+)>$/.exec(
      headerOf(welcome, "List-Unsubscribe") ?? "",
    )?.[1];
    expect(oneClick).toBeDefined();
    // The visible link goes to the unsubscribe page with the same token.
    const token = new URL(oneClick ?? "https://x").searchParams.get("token");
    expect(welcome.text).toContain(`https://bustan.test/pages/newsletter/unsubscribe?token=${token}`);
    expect(welcome.html || "").toContain(`/pages/newsletter/unsubscribe?token=${token}`);

    // What a mail provider sends: a form POST, no cookie, no token header.
    const url = new URL(oneClick ?? "");
    const res = await ctx.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(email)).toBe("unsubscribed");
    // The reader clicking the visible link afterwards is told it worked, not that it failed.
    expect((await post("/api/v1/newsletter/unsubscribe", { token })).statusCode).toBe(200);
    expect(await statusOf(email)).toBe("unsubscribed");
  });

  it("re-subscribing after unsubscribing goes through a new confirmation", async () => {
    const email = "omar@example.ae";
    await post("/api/v1/newsletter/subscribe", { email });
    const first = await mailTo(email, /Confirm your subscription/);
    await post("/api/v1/newsletter/confirm", { token: /token=([\w-]+)/.exec(first.text ?? "")?.[1] });
    const welcome = await mailTo(email, /Welcome/);
    await post("/api/v1/newsletter/unsubscribe", { token: /token=([\w-]+)/.exec(welcome.text ?? "")?.[1] });
    expect(await statusOf(email)).toBe("unsubscribed");

    const before = smtp.received.length;
    await post("/api/v1/newsletter/subscribe", { email });
    await ctx.app.newsletterSettled();
    await ctx.app.mailOutbox.drain();
    expect(smtp.received.length).toBe(before + 1);
    // Still unsubscribed until the new link is used.
    expect(await statusOf(email)).toBe("unsubscribed");
    const again = smtp.received.at(-1);
    expect(again?.subject).toBe("Confirm your subscription to the Bustan newsletter");
    await post("/api/v1/newsletter/confirm", { token: /token=([\w-]+)/.exec(again?.text ?? "")?.[1] });
    expect(await statusOf(email)).toBe("subscribed");
  });

  it("every campaign e-mail carries its own one-click unsubscribe (RFC 8058), and its POST unsubscribes", async () => {
    const email = "salma@example.ae";
    await post("/api/v1/newsletter/subscribe", { email, locale: "ar" });
    const confirmation = await mailTo(email, /النشرة/);
    await post("/api/v1/newsletter/confirm", { token: /token=([\w-]+)/.exec(confirmation.text ?? "")?.[1] });
    const headers = await staffHeaders(ctx, "ROLE_ADMIN");
    const admin = (path: string, payload: unknown) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/v1/admin/newsletter/campaigns/${path}`,
        headers,
        payload: envelope(payload),
      });
    const saved = await admin("save", {
      subject: { en: "Autumn planting", ar: "زراعة الخريف" },
      body: { ar: "ازرع **الآن**.", en: "Plant **now**." },
    });
    const id = saved.json().responceObj.campaign.id;
    await admin("test", { id });
    expect((await admin("send", { id })).json().responceObj.recipients).toBeGreaterThanOrEqual(1);

    const campaign = await mailTo(email, /^زراعة الخريف$/);
    expect(campaign.html || "").toContain("<strong>الآن</strong>");
    expect(headerOf(campaign, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = /^<(https:\/\/bustan\.test\/api\/v1\/newsletter\/unsubscribe\/one-click\?token=[\w-]+)>$/.exec(
      headerOf(campaign, "List-Unsubscribe") ?? "",
    )?.[1];
    const token = new URL(oneClick ?? "https://x").searchParams.get("token");
    expect(campaign.text).toContain(`https://bustan.test/pages/newsletter/unsubscribe?token=${token}`);
    const url = new URL(oneClick ?? "");
    const res = await ctx.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(email)).toBe("unsubscribed");
  });
});
