import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dbReads } from "../../../test/support/db-reads";
import { loginMember, type Member, registerMember } from "../../../test/support/members";
import { envelopePoster } from "../../../test/support/poster";
import { staffMember } from "../../../test/support/staff";
import { fileTestContext } from "../../../test/support/test-app";
import { latestMail, linkParam, mailsTo } from "../../../test/testkits/mail.testkit";
import { codeAt, twoStepKit } from "../../../test/testkits/two-step.testkit";

/** Issue 15: staff invitations by e-mail, a set-password link valid 48 hours and single use. */

const ctx = fileTestContext({ seed: false, env: { PUBLIC_ORIGIN: "https://bustan.test" } });
const post = envelopePoster(ctx, "10.152");
const { rows } = dbReads(ctx);
const PASSWORD = "Palm-grove-2031!";
const INVITE = /invited to the Bustan back office/;

let counter = 0;
const newEmail = () => `invitee-${++counter}-${Date.now().toString(36)}@example.com`;
const codeOf = (res: { json(): { errorList?: Array<{ errorCode: string }> } }) => res.json().errorList?.[0]?.errorCode;

async function invite(by: Member, email: string, role = "ROLE_MANAGER", locale?: string) {
  const res = await post("/api/v1/admin/staff/invite", { name: "Hana Saeed", email, role, locale }, by.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().responceObj.account as { id: number; status: string; inviteExpiresAt: string };
}
const accept = (inviteToken: string, newPassword = PASSWORD) =>
  post("/api/v1/user/acceptInvite", { inviteToken, newPassword });
const tokenIn = async (email: string) => linkParam(await latestMail(ctx(), email, INVITE), "token");

describe("an invitation", () => {
  it("issue 15: makes the account, e-mails a set-password link from the public origin, valid 48 hours", async () => {
    const owner = await staffMember(ctx(), "ROLE_SUPER_ADMIN");
    const email = newEmail();
    const account = await invite(owner, email);
    expect(account.status).toBe("invited");
    const hours = (Date.parse(account.inviteExpiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    const mail = await latestMail(ctx(), email, INVITE);
    expect(mail.text).toMatch(/https:\/\/bustan\.test\/pages\/staff\/welcome\?token=[\w-]{40,}/);
    expect(mail.text).toContain("48 hours");
    // In the invitation's transaction: the audit entry, and the account cannot log in (no one knows its password).
    const [audit] = await rows<{ actor_id: number; after: { role: string; status: string } }>(
      sql`select actor_id, after from audit_log where action = 'staff.invite' and entity_id = ${String(account.id)}`,
    );
    expect(audit).toMatchObject({ actor_id: owner.user.id, after: { role: "ROLE_MANAGER", status: "invited" } });
    expect(codeOf(await post("/api/v1/user/login", { email, password: PASSWORD }))).toBe("INVALID_CREDENTIALS");
  });

  it("issue 15: the link sets the password under the usual rules, verifies the e-mail, logs in; it works once", async () => {
    const owner = await staffMember(ctx(), "ROLE_SUPER_ADMIN");
    const email = newEmail();
    const account = await invite(owner, email, "ROLE_MANAGER", "ar");
    const mail = await latestMail(ctx(), email, /بستان/);
    const token = linkParam(mail, "token");
    const weak = await accept(token, "password");
    expect(weak.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "newPassword" });

    const res = await accept(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["set-cookie"]).toBeDefined();
    const { token: session, user } = res.json().responceObj;
    expect(user).toMatchObject({ id: account.id, role: "ROLE_MANAGER", emailVerified: true });
    const orders = await post("/api/v1/admin/orders/search", {}, { authorization: `Bearer ${session}` });
    expect(orders.statusCode).toBe(200);

    expect(codeOf(await accept(token, "Another-fresh-2032!"))).toBe("LINK_INVALID");
    await loginMember(ctx(), email, PASSWORD);
    const listed = await post("/api/v1/admin/staff/search", { q: email }, owner.headers);
    expect(listed.json().responceObj.staff[0]).toMatchObject({ status: "active", inviteExpiresAt: null });
    expect(listed.json().responceObj.staff[0].lastLoginAt).not.toBeNull();
  });

  it("issue 15: after 48 hours the link is refused and the list says so; a re-sent invite works, the old one not", async () => {
    const admin = await staffMember(ctx(), "ROLE_ADMIN");
    const email = newEmail();
    const account = await invite(admin, email, "ROLE_HR");
    const old = await tokenIn(email);
    // 48 hours later: the token's expiry is moved into the past.
    await rows(sql`update user_tokens set expires_at = now() - interval '1 second'
      where user_id = ${account.id} and purpose = 'invite'`);
    expect(codeOf(await accept(old))).toBe("LINK_INVALID");
    const listed = await post("/api/v1/admin/staff/search", { status: "inviteExpired" }, admin.headers);
    expect(listed.json().responceObj.staff.map((s: { id: number }) => s.id)).toContain(account.id);

    const resent = await post("/api/v1/admin/staff/resend-invite", { userId: account.id }, admin.headers);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().responceObj.account.status).toBe("invited");
    const fresh = await tokenIn(email);
    expect(fresh).not.toBe(old);
    expect((await accept(fresh)).statusCode).toBe(200);
    // Once accepted there is nothing to re-send.
    const again = await post("/api/v1/admin/staff/resend-invite", { userId: account.id }, admin.headers);
    expect(codeOf(again)).toBe("CONFLICT");
  });

  it("issue 15: a re-sent invite ends the previous link even before it expires", async () => {
    const owner = await staffMember(ctx(), "ROLE_SUPER_ADMIN");
    const email = newEmail();
    const account = await invite(owner, email);
    const first = await tokenIn(email);
    await post("/api/v1/admin/staff/resend-invite", { userId: account.id }, owner.headers);
    expect((await mailsTo(ctx(), email)).filter((m) => INVITE.test(m.subject))).toHaveLength(2);
    expect(codeOf(await accept(first))).toBe("LINK_INVALID");
  });

  it("issue 15: an invited account disabled before it answers cannot use its link", async () => {
    const hr = await staffMember(ctx(), "ROLE_HR");
    const email = newEmail();
    const account = await invite(hr, email);
    const token = await tokenIn(email);
    expect(
      (await post("/api/v1/admin/staff/status", { userId: account.id, disabled: true }, hr.headers)).statusCode,
    ).toBe(200);
    expect((await accept(token)).statusCode).toBeGreaterThanOrEqual(400);
    const [row] = await rows<{ verified: boolean }>(
      sql`select email_verified_at is not null as verified from users where id = ${account.id}`,
    );
    expect(row?.verified).toBe(false);
  });

  it("DESIGN Back office: an e-mail that has an account (a shopper's) is refused with EMAIL_TAKEN; nothing changes", async () => {
    const owner = await staffMember(ctx(), "ROLE_SUPER_ADMIN");
    const shopper = await registerMember(ctx(), { email: newEmail() });
    const res = await post(
      "/api/v1/admin/staff/invite",
      { name: "Shopper", email: shopper.email.toUpperCase(), role: "ROLE_MANAGER" },
      owner.headers,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "EMAIL_TAKEN", field: "email" });
    const [row] = await rows<{ role: string }>(sql`select role from users where id = ${shopper.user.id}`);
    expect(row?.role).toBe("ROLE_USER");
    const bad = await post("/api/v1/admin/staff/invite", { name: "X", email: "no", role: "ROLE_HR" }, owner.headers);
    expect(bad.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED" });
  });
});

describe("last login", () => {
  const kit = twoStepKit(ctx);
  it("issue 15: a login through the two-step second step is stamped as the last login too", async () => {
    const admin = await kit.staff("ROLE_ADMIN");
    const { secret } = await kit.enrol(admin);
    await rows(sql`update users set last_login_at = null where id = ${admin.user.id}`);
    const challenge = await kit.passwordStep(admin);
    const [before] = await rows<{ at: string | null }>(
      sql`select last_login_at as at from users where id = ${admin.user.id}`,
    );
    expect(before?.at).toBeNull();
    const done = await kit.post("/api/v1/user/login/totp", { challenge, code: await codeAt(secret, 1) }, admin);
    expect(done.statusCode, done.body).toBe(200);
    const [after] = await rows<{ at: string | null }>(
      sql`select last_login_at as at from users where id = ${admin.user.id}`,
    );
    expect(after?.at).not.toBeNull();
  });
});
