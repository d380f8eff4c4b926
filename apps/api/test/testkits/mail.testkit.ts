import type { TestContext } from "../support/test-app";

export interface DevMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Waits for background account work, sends what the outbox holds, then reads the mail kept for `to` through GET /api/v1/dev/mail (newest first). */
export async function mailsTo(ctx: TestContext, to: string): Promise<DevMail[]> {
  await ctx.app.accountsSettled();
  await ctx.app.mailOutbox.drain();
  const res = await ctx.app.inject({ url: `/api/v1/dev/mail?to=${encodeURIComponent(to)}` });
  if (res.statusCode !== 200) throw new Error(`dev mail answered ${res.statusCode}: ${res.body}`);
  return res.json().responceObj.messages as DevMail[];
}

/** The newest mail to `to` whose subject matches, or an error; background work is given a moment to finish. */
export async function latestMail(ctx: TestContext, to: string, subject: RegExp): Promise<DevMail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = (await mailsTo(ctx, to)).find((m) => subject.test(m.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to} with subject ${subject}`);
}

/** The value of a query parameter in the first link of a mail's text. */
export function linkParam(mail: { text: string }, name: string): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  const value = link ? new URL(link).searchParams.get(name) : null;
  if (!value) throw new Error(`no ${name} link in: ${mail.text}`);
  return value;
}
