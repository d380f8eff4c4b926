import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../test/support/staff";
import { envelope, fileTestContext } from "../../../test/support/test-app";
import { mailsTo } from "../../../test/testkits/mail.testkit";
import { rowsOf } from "../../lib/rows";
import { CAMPAIGN_PER_MINUTE } from "./newsletter.campaigns";
import { markdownToHtml } from "./newsletter.markdown";

const ctx = fileTestContext({ seed: false });
let headers: Record<string, string>;
let staffEmail: string;
const BASE = "/api/v1/admin/newsletter/campaigns";
const call = (path: string, payload: unknown) =>
  ctx().app.inject({ method: "POST", url: `${BASE}/${path}`, headers, payload: envelope(payload) });
const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await ctx().database.db.execute(query));

/** `n` subscribed addresses (every third in Arabic) and two that must get nothing. */
async function subscribers(n: number) {
  await rows(sql`
    insert into newsletter_subscribers (email, status, source, locale, confirmed_at)
    select 'reader' || i || '@example.ae', 'subscribed', 'footer', case when i % 3 = 0 then 'ar' else 'en' end, now()
      from generate_series(1, ${n}) i`);
  await rows(sql`
    insert into newsletter_subscribers (email, status, source) values
      ('waiting@example.ae', 'pending', 'footer'), ('gone@example.ae', 'unsubscribed', 'footer')`);
}

beforeAll(async () => {
  const staff = await staffMember(ctx(), "ROLE_MANAGER");
  headers = staff.headers;
  staffEmail = staff.user.email;
});

describe("issue 14: newsletter campaigns", () => {
  it("a test to the author first (one e-mail per language), then all subscribed get it at a bounded rate", async () => {
    await subscribers(CAMPAIGN_PER_MINUTE + 2);
    const saved = await call("save", {
      subject: { en: "Summer care", ar: "العناية في الصيف", fr: "" },
      body: { en: "Water **early**.\n\n- Shade\n- Mulch", ar: "اسقِ نباتاتك **باكرًا**." },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { campaign } = saved.json().responceObj;
    expect(campaign).toMatchObject({ status: "draft", recipients: 0, subject: { en: "Summer care" } });
    expect(campaign.subject.fr).toBeUndefined();

    const early = await call("send", { id: campaign.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().errorList[0].errorCode).toBe("CONFLICT");

    const test = await call("test", { id: campaign.id });
    expect(test.json().responceObj).toEqual({ sentTo: staffEmail, languages: ["en", "ar"] });
    const tests = (await mailsTo(ctx(), staffEmail)).filter((m) => !m.subject.startsWith("Confirm"));
    expect(tests.map((m) => m.subject).sort()).toEqual(["[Test] Summer care", "[تجربة] العناية في الصيف"]);
    expect(tests.find((m) => m.subject.includes("Summer"))?.html).toContain("<strong>early</strong>");

    // An edit after the test needs a new test.
    await call("save", { id: campaign.id, subject: { en: "Summer care tips" }, body: { en: "Water early." } });
    expect((await call("send", { id: campaign.id })).statusCode).toBe(409);
    await call("test", { id: campaign.id });

    const sent = await call("send", { id: campaign.id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().responceObj).toEqual({
      recipients: CAMPAIGN_PER_MINUTE + 2,
      perMinute: CAMPAIGN_PER_MINUTE,
      minutes: 2,
    });
    // Each subscribed address once, due at most CAMPAIGN_PER_MINUTE a minute; pending and unsubscribed get nothing.
    await ctx().app.mailOutbox.drain();
    const queued = await rows<{ to: string; status: string; waits: number }>(sql`
      select payload->>'to' as "to", status, extract(epoch from next_attempt_at - now())::int as waits
        from outbox where payload->>'template' = 'newsletterCampaign' and payload->>'test' is null`);
    expect(queued).toHaveLength(CAMPAIGN_PER_MINUTE + 2);
    expect(new Set(queued.map((q) => q.to)).size).toBe(queued.length);
    // The first minute's share went out; the rest waits for the next minute.
    expect(queued.filter((q) => q.status === "sent")).toHaveLength(CAMPAIGN_PER_MINUTE);
    const waiting = queued.filter((q) => q.status === "pending");
    expect(waiting).toHaveLength(2);
    expect(waiting.every((q) => q.waits > 50 && q.waits <= 60)).toBe(true);
    expect(queued.some((q) => q.to === "waiting@example.ae" || q.to === "gone@example.ae")).toBe(false);

    // The due ones go out now: each with its own unsubscribe link, in the reader's language.
    const [english] = await mailsTo(ctx(), "reader1@example.ae");
    expect(english?.subject).toBe("Summer care tips");
    expect(english?.text).toMatch(/\/pages\/newsletter\/unsubscribe\?token=[\w-]{43}/);
    const [arabic] = await mailsTo(ctx(), "reader3@example.ae");
    expect(arabic?.subject).toBe("Summer care tips");

    const again = await call("save", { id: campaign.id, subject: { en: "x" }, body: { en: "y" } });
    expect(again.statusCode).toBe(409);
    expect((await call("send", { id: campaign.id })).statusCode).toBe(409);
    const listed = (await call("list", {})).json().responceObj.campaigns[0];
    expect(listed).toMatchObject({ id: campaign.id, status: "sent", recipients: CAMPAIGN_PER_MINUTE + 2 });
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where entity = 'campaign' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      "newsletter.campaign.create",
      "newsletter.campaign.test",
      "newsletter.campaign.update",
      "newsletter.campaign.test",
      "newsletter.campaign.send",
    ]);
  });

  it("English is required; subjects and bodies are bounded and refuse NUL", async () => {
    for (const bad of [
      { subject: { fr: "Bonjour" }, body: { en: "x" } },
      { subject: { en: "" }, body: { en: "x" } },
      { subject: { en: "s".repeat(201) }, body: { en: "x" } },
      { subject: { en: "ok" }, body: { en: "a\u0000b" } },
    ]) {
      const res = await call("save", bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorList[0].errorCode).toBe("VALIDATION_FAILED");
    }
  });

  it("the Markdown subset never lets HTML or script links through", () => {
    const html = markdownToHtml(
      '# Hi <b>\n\n<script>alert(1)</script> [x](javascript:alert(1)) [ok](https://bustan.ae/?a=1&b="2")',
    );
    expect(html).not.toMatch(/<script|<b>|href="javascript/);
    expect(html).toContain("<h2>Hi &lt;b&gt;</h2>");
    expect(html).toContain('<a href="https://bustan.ae/?a=1&amp;b=&quot;2&quot;">ok</a>');
  });
});
