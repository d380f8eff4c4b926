import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffHeaders } from "../../../test/support/staff";
import { envelope, fileTestContext } from "../../../test/support/test-app";
import { mailsTo } from "../../../test/testkits/mail.testkit";
import { rowsOf } from "../../lib/rows";
import { SUBSCRIBE_PER_ADDRESS } from "./newsletter.routes";
import { CONFIRMATIONS_PER_HOUR } from "./newsletter.service";

const ctx = fileTestContext({ seed: false });
let address = 0;
/** Each test its own client address, so the per-address limit of one does not touch another. */
const nextAddress = () => `10.14.0.${++address}`;

const subscribe = (payload: unknown, remoteAddress = nextAddress()) =>
  ctx().app.inject({ method: "POST", url: "/api/v1/newsletter/subscribe", payload: envelope(payload), remoteAddress });
const post = (url: string, payload: unknown) => ctx().app.inject({ method: "POST", url, payload: envelope(payload) });

async function newsletterMails(email: string) {
  await ctx().app.newsletterSettled();
  return mailsTo(ctx(), email);
}
const tokenOf = (mail: { text: string } | undefined) => /[?&]token=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";

async function confirmationToken(email: string): Promise<string> {
  await subscribe({ email });
  return tokenOf((await newsletterMails(email))[0]);
}
const subscriberOf = async (email: string) =>
  rowsOf<{ status: string; source: string; locale: string }>(
    await ctx().database.db.execute(
      sql`select status, source, locale from newsletter_subscribers where email = ${email}`,
    ),
  )[0];

describe("issue 14: subscribe answers the same whatever the address", () => {
  it("unknown, pending, subscribed and unsubscribed addresses all get 200 {} with the same headers", async () => {
    const subscribed = "subscribed@example.ae";
    await post("/api/v1/newsletter/confirm", { token: await confirmationToken(subscribed) });
    expect((await subscriberOf(subscribed))?.status).toBe("subscribed");
    await subscribe({ email: "pending@example.ae" });
    const answers = await Promise.all(
      ["new@example.ae", "pending@example.ae", subscribed].map((email) => subscribe({ email, source: "footer" })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{"status":"SUCCESS","responceObj":{}}');
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    // A subscribed address is sent nothing more.
    expect((await newsletterMails(subscribed)).filter((m) => /Confirm/.test(m.subject))).toHaveLength(1);
  });

  it("stores the source and language; an invalid e-mail or source is VALIDATION_FAILED", async () => {
    await subscribe({ email: "Layla@Example.AE", source: "comingsoon", locale: "ar" });
    await ctx().app.newsletterSettled();
    expect(await subscriberOf("layla@example.ae")).toEqual({ status: "pending", source: "comingsoon", locale: "ar" });
    expect((await newsletterMails("layla@example.ae"))[0]?.subject).toBe("أكّد اشتراكك في النشرة الإخبارية لبستان");
    for (const bad of [{ email: "not-an-email" }, { email: "a@b.ae", source: "popup" }, { email: "a\u0000@b.ae" }]) {
      const res = await subscribe(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorList[0].errorCode).toBe("VALIDATION_FAILED");
    }
  });
});

describe("issue 14: confirmation tokens are single use, expire and are unguessable", () => {
  it("a reused token is LINK_USED, an unknown one LINK_INVALID", async () => {
    const token = await confirmationToken("reuse@example.ae");
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await post("/api/v1/newsletter/confirm", { token })).statusCode).toBe(200);
    const again = await post("/api/v1/newsletter/confirm", { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorList[0]).toMatchObject({ errorCode: "LINK_USED", suggesstion: expect.any(String) });
    const unknown = await post("/api/v1/newsletter/confirm", { token: "x".repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorList[0].errorCode).toBe("LINK_INVALID");
    // Only the hash is stored.
    const stored = rowsOf<{ token_hash: string }>(
      await ctx().database.db.execute(sql`select token_hash from newsletter_tokens`),
    );
    expect(stored.some((r) => r.token_hash === token)).toBe(false);
  });

  it("a token past its 7 days is LINK_EXPIRED and subscribes no one", async () => {
    const email = "late@example.ae";
    const token = await confirmationToken(email);
    const [{ days } = { days: 0 }] = rowsOf<{ days: number }>(
      await ctx().database.db.execute(sql`
        select round(extract(epoch from expires_at - created_at) / 86400)::int as days
          from newsletter_tokens where purpose = 'confirm' order by id desc limit 1`),
    );
    expect(days).toBe(7);
    await ctx().database.db.execute(sql`update newsletter_tokens set expires_at = now() - interval '1 second'`);
    const res = await post("/api/v1/newsletter/confirm", { token });
    expect(res.statusCode).toBe(410);
    expect(res.json().errorList[0].errorCode).toBe("LINK_EXPIRED");
    expect((await subscriberOf(email))?.status).toBe("pending");
  });

  it("an unsubscribe token cannot confirm, nor a confirmation token unsubscribe", async () => {
    const token = await confirmationToken("crossed@example.ae");
    expect((await post("/api/v1/newsletter/unsubscribe", { token })).json().errorList[0].errorCode).toBe(
      "LINK_INVALID",
    );
  });
});

describe("issue 14: subscribe is rate-limited per client address and per e-mail", () => {
  it(`more than ${SUBSCRIBE_PER_ADDRESS.max} calls from one address are RATE_LIMITED (429)`, async () => {
    const from = nextAddress();
    for (let i = 0; i < SUBSCRIBE_PER_ADDRESS.max; i++) {
      expect((await subscribe({ email: `burst${i}@example.ae` }, from)).statusCode).toBe(200);
    }
    const limited = await subscribe({ email: "burst-last@example.ae" }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorList[0].errorCode).toBe("RATE_LIMITED");
    expect((await subscribe({ email: "other-client@example.ae" })).statusCode).toBe(200);
  });

  it(`one address gets at most ${CONFIRMATIONS_PER_HOUR} confirmation e-mails an hour, answered the same`, async () => {
    const email = "bombed@example.ae";
    for (let i = 0; i < CONFIRMATIONS_PER_HOUR + 3; i++) expect((await subscribe({ email })).statusCode).toBe(200);
    expect(await newsletterMails(email)).toHaveLength(CONFIRMATIONS_PER_HOUR);
  });
});

describe("issue 14: the back office's subscriber list", () => {
  it("lists with status and source, filters by status, pages, and exports CSV", async () => {
    const headers = await staffHeaders(ctx(), "ROLE_MANAGER");
    const search = async (payload: unknown) =>
      ctx().app.inject({
        method: "POST",
        url: "/api/v1/admin/newsletter/subscribers",
        headers,
        payload: envelope(payload),
      });
    const all = (await search({})).json().responceObj;
    expect(all.totalCount).toBeGreaterThan(5);
    expect(all.counts.subscribed).toBeGreaterThanOrEqual(2);
    const subscribed = (await search({ status: "subscribed" })).json().responceObj;
    expect(subscribed.subscribers.every((s: { status: string }) => s.status === "subscribed")).toBe(true);
    expect(subscribed.totalCount).toBe(all.counts.subscribed);
    const page = (await search({ from: 1, limit: 2 })).json().responceObj;
    expect(page.subscribers).toHaveLength(2);
    expect(page.subscribers[0].email).toBe(all.subscribers[2].email);
    expect((await search({ q: "LAYLA" })).json().responceObj.subscribers[0]).toMatchObject({
      email: "layla@example.ae",
      status: "pending",
      source: "comingsoon",
    });

    const csv = await ctx().app.inject({
      url: "/api/v1/admin/newsletter/subscribers/export.csv?status=subscribed",
      headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe("email,status,source,locale,created_at,confirmed_at,unsubscribed_at");
    expect(lines).toHaveLength(all.counts.subscribed + 1);
    expect(lines.slice(1).every((line) => line.split(",")[1] === "subscribed")).toBe(true);
  });
});
