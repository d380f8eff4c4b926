import { sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../../../test/support/members";
import { startSmtp, type TestSmtp } from "../../../test/support/smtp";
import { createTestContext, envelope, type TestContext } from "../../../test/support/test-app";
import { rowsOf } from "../../lib/rows";

let ctx: TestContext;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp({ rejectFirst: 1 });
  ctx = await createTestContext({
    seed: false,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "Bustan <hello@bustan.test>",
      PUBLIC_ORIGIN: "https://bustan.test",
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const outboxRows = async () =>
  rowsOf<{ status: string; attempts: number; last_error: string | null }>(
    await ctx.database.db.execute(sql`select status, attempts, last_error from outbox order by id`),
  );

describe("sending through SMTP (SMTP_URL)", () => {
  it("retries after the server refuses, then delivers a parseable e-mail whose link verifies the account", async () => {
    const member = await registerMember(ctx, { name: "Aisha <b>", email: "aisha@example.ae", locale: "ar" });
    await ctx.app.mailOutbox.drain();
    let [row] = await outboxRows();
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: expect.stringMatching(/451|busy/i) });
    expect(smtp.received).toHaveLength(0);

    await ctx.database.db.execute(sql`update outbox set next_attempt_at = now()`);
    await ctx.app.mailOutbox.drain();
    [row] = await outboxRows();
    expect(row).toMatchObject({ status: "sent", attempts: 2 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0] as ParsedMail;
    expect(mail.from?.value[0]?.address).toBe("hello@bustan.test");
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : "").toBe("aisha@example.ae");
    expect(mail.subject).toBe("تأكيد بريدك الإلكتروني في بستان");
    expect(mail.html || "").toContain('dir="rtl"');
    expect(mail.html || "").toContain("Aisha &lt;b&gt;");
    const link = /https:\/\/bustan\.test\/pages\/login\?verifyToken=[\w-]+/.exec(mail.text ?? "")?.[0];
    expect(link).toBeDefined();
    const verifyToken = new URL(link ?? "").searchParams.get("verifyToken");

    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/verification",
      payload: envelope({ verifyToken }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().responceObj.user).toMatchObject({ id: member.user.id, emailVerified: true });
  });

  it("the forgot-password e-mail arrives over SMTP and its reset link sets a new password", async () => {
    const member = await registerMember(ctx, { email: "khalid@example.ae" });
    await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/reset-password",
      payload: envelope({ email: "KHALID@example.ae" }),
    });
    let reset: ParsedMail | undefined;
    for (let i = 0; i < 100 && !reset; i++) {
      await ctx.app.mailOutbox.drain();
      reset = smtp.received.find((m) => m.subject === "Reset your Bustan password");
      if (!reset) await new Promise((r) => setTimeout(r, 20));
    }
    const resetToken = /resetToken=([\w-]+)/.exec(reset?.text ?? "")?.[1];
    expect(reset?.text).toContain("https://bustan.test/pages/forget/password?resetToken=");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/updatePassword",
      payload: envelope({ updatePassword: { resetToken, newPassword: "Mangrove-coast-5" } }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().responceObj.user.id).toBe(member.user.id);
  });

  it("with SMTP_URL set, the development mail viewer is off (404)", async () => {
    expect((await ctx.app.inject({ url: "/dev/mail" })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: "/api/v1/dev/mail" })).statusCode).toBe(404);
  });
});
