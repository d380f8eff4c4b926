import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginMember, type Member, registerMember } from "../../../test/support/members";
import { envelopePoster } from "../../../test/support/poster";
import { createTestContext, envelope, type TestContext } from "../../../test/support/test-app";
import { latestMail, linkParam, mailsTo } from "../../../test/testkits/mail.testkit";
import { rowsOf } from "../../lib/rows";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false, env: { PUBLIC_ORIGIN: "https://shop.example.ae/" } });
});
afterAll(() => ctx.close());

const post = envelopePoster(() => ctx, "10.3");
const loadUser = (headers: Record<string, string>) => post("/api/v1/user/loadUser", {}, headers);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const forgot = (email: string) => post("/api/v1/user/reset-password", { email });

async function resetTokenFor(member: Member): Promise<string> {
  expect((await forgot(member.email)).statusCode).toBe(200);
  return linkParam(await latestMail(ctx, member.email, /Reset your Bustan password/), "resetToken");
}

describe("POST /api/v1/user/updatePassword with the current password", () => {
  it("changes it, answers a fresh session, revokes older tokens and e-mails 'password changed'", async () => {
    const member = await registerMember(ctx);
    const other = await loginMember(ctx, member.email, member.password);
    const res = await post(
      "/api/v1/user/updatePassword",
      { updatePassword: { currentPassword: member.password, newPassword: "Date-palm-oasis-9" } },
      member.headers,
    );
    expect(res.statusCode).toBe(200);
    const { token, claims, user } = res.json().responceObj;
    expect(claims.sub).toBe(String(member.user.id));
    expect(user.id).toBe(member.user.id);
    expect(String(res.headers["set-cookie"])).toMatch(/^session=.+HttpOnly/i);
    expect((await loadUser(member.headers)).statusCode).toBe(401);
    expect((await loadUser(other.headers)).statusCode).toBe(401);
    expect((await loadUser(bearer(token))).statusCode).toBe(200);
    await expect(loginMember(ctx, member.email, member.password)).rejects.toThrow(/401/);
    await loginMember(ctx, member.email, "Date-palm-oasis-9");
    const mail = await latestMail(ctx, member.email, /password was changed/);
    expect(mail.text).toContain("https://shop.example.ae/pages/forget/password");
  });

  it("a wrong current password is INVALID_CREDENTIALS on updatePassword.currentPassword and changes nothing", async () => {
    const member = await registerMember(ctx);
    const res = await post(
      "/api/v1/user/updatePassword",
      { updatePassword: { currentPassword: "Not-my-password-1", newPassword: "Date-palm-oasis-9" } },
      member.headers,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().errorList).toEqual([
      {
        errorCode: "INVALID_CREDENTIALS",
        errorDesc: expect.any(String),
        suggesstion: expect.any(String),
        field: "updatePassword.currentPassword",
      },
    ]);
    expect((await loadUser(member.headers)).statusCode).toBe(200);
  });

  it("DESIGN field rules: the new password must have 8 characters and not be common", async () => {
    const member = await registerMember(ctx);
    for (const newPassword of ["short", "iloveyou"]) {
      const res = await post(
        "/api/v1/user/updatePassword",
        { updatePassword: { currentPassword: member.password, newPassword } },
        member.headers,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errorList[0]).toMatchObject({
        errorCode: "VALIDATION_FAILED",
        field: "updatePassword.newPassword",
      });
    }
  });

  it("needs a login when changing with the current password", async () => {
    const res = await post("/api/v1/user/updatePassword", {
      updatePassword: { currentPassword: "Anything-1234", newPassword: "Date-palm-oasis-9" },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorList[0].errorCode).toBe("UNAUTHORIZED");
  });

  it("a payload mixing both forms is VALIDATION_FAILED", async () => {
    const member = await registerMember(ctx);
    const res = await post(
      "/api/v1/user/updatePassword",
      { updatePassword: { currentPassword: member.password, resetToken: "x".repeat(43), newPassword: "Date-palm-9!" } },
      member.headers,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe("forgot password (SPEC 7 /user/reset-password) and the reset link", () => {
  it("SPEC 7: answers {sent: true} with the identical status and body whether or not the account exists", async () => {
    const member = await registerMember(ctx);
    const known = await forgot(member.email);
    const unknown = await forgot("no-account-here@example.ae");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ status: "SUCCESS", responceObj: { sent: true } });
    expect(await mailsTo(ctx, "no-account-here@example.ae")).toEqual([]);
    const mail = await latestMail(ctx, member.email, /Reset your Bustan password/);
    expect(mail.text).toMatch(/^https:\/\/shop\.example\.ae\/pages\/forget\/password\?resetToken=[\w-]{43}$/m);
  });

  it("the reset link sets a new password, logs the shopper in, and works only once", async () => {
    const member = await registerMember(ctx);
    const resetToken = await resetTokenFor(member);
    const res = await post("/api/v1/user/updatePassword", {
      updatePassword: { resetToken, newPassword: "Sand-dune-sunset-7" },
    });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().responceObj;
    expect(user).toMatchObject({ id: member.user.id, emailVerified: true });
    expect((await loadUser(bearer(token))).statusCode).toBe(200);
    expect((await loadUser(member.headers)).statusCode).toBe(401);
    await loginMember(ctx, member.email, "Sand-dune-sunset-7");
    const again = await post("/api/v1/user/updatePassword", {
      updatePassword: { resetToken, newPassword: "Another-one-77" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errorList[0]).toMatchObject({ errorCode: "LINK_INVALID", suggesstion: expect.any(String) });
    await latestMail(ctx, member.email, /password was changed/);
  });

  it("a reset link expires after an hour", async () => {
    const member = await registerMember(ctx);
    const resetToken = await resetTokenFor(member);
    const [row] = rowsOf<{ minutes: number }>(
      await ctx.database.db.execute(
        sql`select extract(epoch from expires_at - created_at) / 60 as minutes from user_tokens
             where user_id = ${member.user.id} and purpose = 'reset'`,
      ),
    );
    expect(Math.round(Number(row?.minutes))).toBe(60);
    await ctx.database.db.execute(
      sql`update user_tokens set expires_at = now() - interval '1 second' where user_id = ${member.user.id} and purpose = 'reset'`,
    );
    const res = await post("/api/v1/user/updatePassword", {
      updatePassword: { resetToken, newPassword: "Sand-dune-sunset-7" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList[0].errorCode).toBe("LINK_INVALID");
  });

  it("a new reset request invalidates the older link; unknown tokens are LINK_INVALID", async () => {
    const member = await registerMember(ctx);
    const first = await resetTokenFor(member);
    const second = await resetTokenFor(member);
    expect(second).not.toBe(first);
    const old = await post("/api/v1/user/updatePassword", {
      updatePassword: { resetToken: first, newPassword: "Sand-dune-sunset-7" },
    });
    expect(old.json().errorList[0].errorCode).toBe("LINK_INVALID");
    const unknown = await post("/api/v1/user/updatePassword", {
      updatePassword: { resetToken: "A".repeat(43), newPassword: "Sand-dune-sunset-7" },
    });
    expect(unknown.json().errorList[0].errorCode).toBe("LINK_INVALID");
    const ok = await post("/api/v1/user/updatePassword", {
      updatePassword: { resetToken: second, newPassword: "Sand-dune-sunset-7" },
    });
    expect(ok.statusCode).toBe(200);
  });

  it("a reset forgets the account's failed logins (the delay of an address that failed for it ends)", async () => {
    const member = await registerMember(ctx);
    await ctx.database.db.execute(
      sql`insert into login_throttle (scope, account, address, window_start, failures, last_failure_at)
          values ('pair', ${member.email.toLowerCase()}, '10.3.255.9', now(), 1000, now())`,
    );
    await expect(loginMember(ctx, member.email, member.password, "10.3.255.9")).rejects.toThrow(/429/);
    const resetToken = await resetTokenFor(member);
    await post("/api/v1/user/updatePassword", { updatePassword: { resetToken, newPassword: "Sand-dune-sunset-7" } });
    await loginMember(ctx, member.email, "Sand-dune-sunset-7", "10.3.255.9");
  });

  it("at most three reset e-mails per account per hour, with the same answer after that", async () => {
    const member = await registerMember(ctx);
    for (let i = 0; i < 5; i++) expect((await forgot(member.email)).json().responceObj).toEqual({ sent: true });
    const resets = (await mailsTo(ctx, member.email)).filter((m) => /Reset/.test(m.subject));
    expect(resets).toHaveLength(3);
  });

  it("DESIGN field rules: forgot-password with an invalid e-mail is VALIDATION_FAILED on email", async () => {
    const res = await forgot("not an e-mail");
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "email" });
  });

  it("forgot-password is rate-limited per IP", async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/user/reset-password",
        remoteAddress: "10.3.254.1",
        payload: envelope({ email: `someone${i}@example.ae` }),
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("e-mail verification (SPEC 7 /user/verification)", () => {
  it("the link of the registration e-mail verifies the address, once", async () => {
    const member = await registerMember(ctx);
    const mail = await latestMail(ctx, member.email, /Confirm your e-mail/);
    expect(mail.text).toContain("https://shop.example.ae/pages/login?verifyToken=");
    const verifyToken = linkParam(mail, "verifyToken");
    const res = await post("/api/v1/user/verification", { verifyToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().responceObj.user).toMatchObject({ id: member.user.id, emailVerified: true });
    expect((await loadUser(member.headers)).json().responceObj.user.emailVerified).toBe(true);
    const again = await post("/api/v1/user/verification", { verifyToken });
    expect(again.statusCode).toBe(400);
    expect(again.json().errorList[0].errorCode).toBe("LINK_INVALID");
  });

  it("an unknown or expired token is LINK_INVALID; a malformed one is VALIDATION_FAILED", async () => {
    const member = await registerMember(ctx);
    const verifyToken = linkParam(await latestMail(ctx, member.email, /Confirm/), "verifyToken");
    await ctx.database.db.execute(
      sql`update user_tokens set expires_at = now() - interval '1 second' where user_id = ${member.user.id}`,
    );
    expect((await post("/api/v1/user/verification", { verifyToken })).json().errorList[0].errorCode).toBe(
      "LINK_INVALID",
    );
    expect((await post("/api/v1/user/verification", { verifyToken: "B".repeat(43) })).statusCode).toBe(400);
    expect((await post("/api/v1/user/verification", { verifyToken: "" })).json().errorList[0]).toMatchObject({
      errorCode: "VALIDATION_FAILED",
      field: "verifyToken",
    });
  });

  it("resendVerification (logged in) sends a new link and retires the old one", async () => {
    const member = await registerMember(ctx);
    const first = linkParam(await latestMail(ctx, member.email, /Confirm/), "verifyToken");
    const res = await post("/api/v1/user/resendVerification", {}, member.headers);
    expect(res.json()).toEqual({ status: "SUCCESS", responceObj: { sent: true } });
    const mails = (await mailsTo(ctx, member.email)).filter((m) => /Confirm/.test(m.subject));
    expect(mails).toHaveLength(2);
    const second = linkParam(mails[0] ?? { text: "" }, "verifyToken");
    expect(second).not.toBe(first);
    expect((await post("/api/v1/user/verification", { verifyToken: first })).statusCode).toBe(400);
    expect((await post("/api/v1/user/verification", { verifyToken: second })).statusCode).toBe(200);
    const done = await post("/api/v1/user/resendVerification", {}, member.headers);
    expect(done.json().responceObj).toEqual({ sent: false });
    expect((await post("/api/v1/user/resendVerification", {})).statusCode).toBe(401);
  });
});
