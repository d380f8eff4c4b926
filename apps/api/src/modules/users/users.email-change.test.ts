import { emailChangeResponseSchema, userResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { loginMember, type Member, registerMember } from "../../../test/support/members";
import { envelope, fileTestContext } from "../../../test/support/test-app";
import { latestMail, linkParam, mailsTo } from "../../../test/testkits/mail.testkit";

/** Issue 16: a member changes their e-mail: a link to the new address, a notice to the old one (decision 0018). */
const ctx = fileTestContext({ seed: false });
let seq = 0;
const fresh = (tag: string) => `${tag}-${Date.now().toString(36)}-${++seq}@example.com`;

/** Each call from an address of its own: the per-address limit (5 a minute) has a test of its own. */
const address = () => `10.16.${(seq >> 8) & 255}.${++seq & 255}`;
const change = (member: Member, body: Record<string, unknown>) =>
  ctx().app.inject({
    method: "POST",
    url: "/api/v1/user/email/change",
    headers: member.headers,
    remoteAddress: address(),
    payload: envelope(body),
  });
const confirm = (token: string, remoteAddress = address()) =>
  ctx().app.inject({ method: "POST", url: "/api/v1/user/email/confirm", remoteAddress, payload: envelope({ token }) });
const errorOf = (res: { json(): { errorList: Array<{ errorCode: string; field?: string }> } }) =>
  res.json().errorList[0]!;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx().database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function requestChange(member: Member, newEmail: string) {
  const res = await change(member, { newEmail, password: member.password });
  expect(successOf(res, emailChangeResponseSchema)).toEqual({ sent: true });
  return linkParam(await latestMail(ctx(), newEmail.toLowerCase(), /new e-mail/), "token");
}

describe("issue 16: changing one's e-mail address", () => {
  it("issue 16: the link goes to the new address, a masked notice to the old one; confirming changes the address, marks it verified, and the old session keeps working", async () => {
    const member = await registerMember(ctx(), { name: "Salma" });
    const newEmail = fresh("Salma.New");
    const token = await requestChange(member, newEmail);
    const notice = await latestMail(ctx(), member.email, /being changed/);
    expect(notice.text).toContain("s***@example.com");
    expect(notice.text).not.toContain(newEmail.toLowerCase());
    expect(notice.text).toContain("/pages/profile");
    const confirmMail = await latestMail(ctx(), newEmail.toLowerCase(), /new e-mail/);
    expect(confirmMail.text).toContain(`${ctx().config.publicOrigin}/pages/email/confirm?token=`);
    // Only a hash of the token is kept, with the new address lower-cased, valid for 24 hours.
    const [stored] = await rows<{ detail: string; hours: number; token_hash: string }>(sql`
      select detail, token_hash, round(extract(epoch from expires_at - created_at) / 3600)::int as hours
        from user_tokens where user_id = ${member.user.id} and purpose = 'email_change'`);
    expect(stored).toMatchObject({ detail: newEmail.toLowerCase(), hours: 24 });
    expect(stored!.token_hash).not.toBe(token);

    const user = successOf(await confirm(token), userResponseSchema).user;
    expect(user).toMatchObject({ id: member.user.id, email: newEmail.toLowerCase(), emailVerified: true });
    const load = await ctx().app.inject({ method: "POST", url: "/api/v1/user/loadUser", headers: member.headers });
    expect(load.json().responceObj.user.email).toBe(newEmail.toLowerCase());
    await loginMember(ctx(), newEmail, member.password);
    const oldLogin = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/user/login",
      payload: envelope({ email: member.email, password: member.password }),
    });
    expect(oldLogin.statusCode).toBe(401);
  });

  it("issue 16: a used, unknown or expired token is LINK_INVALID and changes nothing", async () => {
    const member = await registerMember(ctx());
    const token = await requestChange(member, fresh("used"));
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).errorCode).toBe("LINK_INVALID");
    expect(errorOf(await confirm("x".repeat(43))).errorCode).toBe("LINK_INVALID");

    const late = await registerMember(ctx());
    const lateToken = await requestChange(late, fresh("late"));
    await rows(sql`update user_tokens set expires_at = now() - interval '1 second', created_at = now() - interval '25 hours'
      where user_id = ${late.user.id} and purpose = 'email_change'`);
    expect(errorOf(await confirm(lateToken)).errorCode).toBe("LINK_INVALID");
    const [row] = await rows<{ email: string }>(sql`select email from users where id = ${late.user.id}`);
    expect(row!.email).toBe(late.email);
  });

  it("issue 16: a newer request replaces the older link, and confirming retires reset links sent to the old address", async () => {
    const member = await registerMember(ctx());
    const first = await requestChange(member, fresh("first"));
    await ctx().app.inject({
      method: "POST",
      url: "/api/v1/user/reset-password",
      payload: envelope({ email: member.email }),
    });
    const resetToken = linkParam(await latestMail(ctx(), member.email, /Reset/), "resetToken");
    const second = await requestChange(member, fresh("second"));
    expect(errorOf(await confirm(first)).errorCode).toBe("LINK_INVALID");
    expect((await confirm(second)).statusCode).toBe(200);
    const reset = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/user/updatePassword",
      payload: envelope({ updatePassword: { resetToken, newPassword: "Another-fern-2025!" } }),
    });
    expect(errorOf(reset).errorCode).toBe("LINK_INVALID");
  });

  it("issue 16: the answer does not reveal that the new address has an account: that address gets a note, no link, and nothing changes", async () => {
    const member = await registerMember(ctx());
    const holder = await registerMember(ctx(), { name: "Holder" });
    const res = await change(member, { newEmail: holder.email.toUpperCase(), password: member.password });
    expect(successOf(res, emailChangeResponseSchema)).toEqual({ sent: true });
    const note = await latestMail(ctx(), holder.email, /already has/);
    expect(note.text).toContain("Hello Holder,");
    expect(note.text).not.toContain("token=");
    expect((await mailsTo(ctx(), holder.email)).some((m) => /new e-mail/.test(m.subject))).toBe(false);
    const [row] = await rows<{ email: string }>(sql`select email from users where id = ${member.user.id}`);
    expect(row!.email).toBe(member.email);
  });

  it("issue 16: when the address gets another account before the link is used, confirming is EMAIL_TAKEN and writes nothing (unique lower(email))", async () => {
    const member = await registerMember(ctx());
    const target = fresh("race");
    const token = await requestChange(member, target);
    await registerMember(ctx(), { email: target.toUpperCase() });
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).errorCode).toBe("EMAIL_TAKEN");
    const [row] = await rows<{ email: string; used: boolean }>(sql`
      select u.email, t.used_at is not null as used from users u join user_tokens t on t.user_id = u.id
       where u.id = ${member.user.id} and t.purpose = 'email_change'`);
    expect(row).toEqual({ email: member.email, used: false });
  });

  it("issue 16: two members confirming the same new address at the same moment: exactly one gets it, the other EMAIL_TAKEN", async () => {
    const [a, b] = [await registerMember(ctx()), await registerMember(ctx())];
    const target = fresh("both");
    const tokenA = await requestChange(a, target);
    const tokenB = await requestChange(b, target);
    const answers = await Promise.all([confirm(tokenA), confirm(tokenB)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from users where lower(email) = ${target}`);
    expect(count!.n).toBe(1);
  });

  it("issue 16: a wrong password is INVALID_CREDENTIALS on field password and sends nothing; the current address is refused", async () => {
    const member = await registerMember(ctx());
    const target = fresh("wrong");
    const res = await change(member, { newEmail: target, password: "not-my-password" });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toMatchObject({ errorCode: "INVALID_CREDENTIALS", field: "password" });
    expect(await mailsTo(ctx(), target)).toEqual([]);
    const same = await change(member, { newEmail: member.email.toUpperCase(), password: member.password });
    expect(errorOf(same)).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "newEmail" });
  });

  it("issue 16: bad input (NUL, lone surrogate, oversize, not an e-mail) is VALIDATION_FAILED; no login is 401", async () => {
    const member = await registerMember(ctx());
    for (const body of [
      { newEmail: "a\u0000b@example.com", password: member.password },
      { newEmail: "\ud800x@example.com", password: member.password },
      { newEmail: `${"a".repeat(250)}@example.com`, password: member.password },
      { newEmail: "not-an-address", password: member.password },
      { newEmail: fresh("ok"), password: "x".repeat(2049) },
      { newEmail: fresh("ok"), password: "pass\u0000word" },
    ]) {
      const res = await change(member, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).errorCode).toBe("VALIDATION_FAILED");
    }
    for (const token of ["short", "t".repeat(201), `${"t".repeat(20)}\u0000`]) {
      expect(errorOf(await confirm(token)).errorCode).toBe("VALIDATION_FAILED");
    }
    const anonymous = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/user/email/change",
      payload: envelope({ newEmail: fresh("anon"), password: "whatever" }),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("issue 16: at most 3 change requests per account per hour (RATE_LIMITED, counted in PostgreSQL)", async () => {
    const member = await registerMember(ctx());
    for (let i = 0; i < 3; i++) await requestChange(member, fresh(`limit${i}`));
    const res = await change(member, { newEmail: fresh("limit3"), password: member.password });
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).errorCode).toBe("RATE_LIMITED");
    expect(res.headers["retry-after"]).toBeDefined();
  });

  it("issue 16: the calls are rate-limited per address (PostgreSQL-backed store): the 6th within a minute is RATE_LIMITED", async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await confirm("y".repeat(43), "10.17.0.1")).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("issue 16: one member's token changes only that member's address, whoever sends it", async () => {
    const owner = await registerMember(ctx());
    const other = await registerMember(ctx());
    const target = fresh("owner");
    const token = await requestChange(owner, target);
    const res = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/user/email/confirm",
      headers: other.headers,
      remoteAddress: address(),
      payload: envelope({ token }),
    });
    expect(successOf(res, userResponseSchema).user.id).toBe(owner.user.id);
    const [row] = await rows<{ email: string }>(sql`select email from users where id = ${other.user.id}`);
    expect(row!.email).toBe(other.email);
  });
});
