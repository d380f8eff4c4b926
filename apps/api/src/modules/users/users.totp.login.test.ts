import { loginOrSecondStepResponseSchema, twoStepLoginResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import { codeAt, LOGIN, SECOND_STEP, twoStepKit, wrongCode } from "../../../test/testkits/two-step.testkit";
import { newLinkToken } from "./passwords";
import { insertUserToken } from "./users.repo";

// Two-step login (TOTP): the second step after the password, with a code or a recovery code; turning it off.
const ctx = fileTestContext();
const { post, rows, staff, enrol, passwordStep } = twoStepKit(ctx);

describe("two-step login: the second step", () => {
  it("with two-step on, the right password answers a challenge and no session; the code gives the session", async () => {
    const manager = await staff("ROLE_MANAGER");
    const { secret } = await enrol(manager);
    const challenge = await passwordStep(manager);

    const res = await post(SECOND_STEP, { challenge, code: await codeAt(secret, 1) }, manager);
    expect(res.statusCode, res.body).toBe(200);
    const session = twoStepLoginResponseSchema.parse(res.json().responceObj);
    expect(session.user.email).toBe(manager.email);
    expect(session.recoveryCodes).toBeUndefined();
    expect(String(res.headers["set-cookie"])).toContain("session=");
    const load = await post("/api/v1/user/loadUser", {}, { headers: { authorization: `Bearer ${session.token}` } });
    expect(load.statusCode).toBe(200);

    // The challenge is used up.
    const again = await post(SECOND_STEP, { challenge, code: await codeAt(secret, 1) }, manager);
    expect(again.json().errorList[0].errorCode).toBe("CHALLENGE_INVALID");
  });

  it("a wrong code is INVALID_CREDENTIALS and counts as a failed login; after 5 tries the challenge is dead", async () => {
    const manager = await staff("ROLE_MANAGER");
    const { secret } = await enrol(manager);
    const challenge = await passwordStep(manager);
    for (let i = 0; i < 5; i++) {
      const wrong = await post(SECOND_STEP, { challenge, code: await wrongCode(secret) }, manager);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().errorList[0]).toMatchObject({ errorCode: "INVALID_CREDENTIALS", field: "code" });
    }
    const [counted] = await rows<{ failures: number }>(
      sql`select failures from login_throttle where scope = 'account' and account = ${manager.email.toLowerCase()}`,
    );
    expect(counted?.failures).toBe(5);
    const right = await post(SECOND_STEP, { challenge, code: await codeAt(secret, 1) }, manager);
    expect(right.statusCode).toBe(401);
    expect(right.json().errorList[0].errorCode).toBe("CHALLENGE_INVALID");
  });

  it("security: the second step has a per-IP rate limit (LOGIN_RATE_LIMIT_PER_MINUTE)", async () => {
    const who = { remoteAddress: "10.77.0.1" };
    const statuses: number[] = [];
    for (let i = 0; i <= ctx().config.loginRateLimitPerMinute; i++) {
      statuses.push((await post(SECOND_STEP, { challenge: "x".repeat(43), code: "123456" }, who)).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("a code that was used once is refused the second time (its time step is remembered)", async () => {
    const manager = await staff("ROLE_MANAGER");
    const { secret } = await enrol(manager);
    const code = await codeAt(secret, 1);
    const first = await post(SECOND_STEP, { challenge: await passwordStep(manager), code }, manager);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await post(SECOND_STEP, { challenge: await passwordStep(manager), code }, manager);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errorList[0]).toMatchObject({ errorCode: "INVALID_CREDENTIALS", field: "code" });
    // The code enrolment used (this step) is refused too: steps only move forward.
    const older = await post(
      SECOND_STEP,
      { challenge: await passwordStep(manager), code: await codeAt(secret) },
      manager,
    );
    expect(older.statusCode).toBe(401);
  });

  it("a recovery code logs in once", async () => {
    const manager = await staff("ROLE_MANAGER");
    const { recoveryCodes } = await enrol(manager);
    const recoveryCode = recoveryCodes[0] as string;
    const first = await post(SECOND_STEP, { challenge: await passwordStep(manager), recoveryCode }, manager);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().responceObj.token).toEqual(expect.any(String));
    const status = await post("/api/v1/user/two-step/status", {}, manager);
    expect(status.json().responceObj.status.recoveryCodesLeft).toBe(7);
    const again = await post(
      SECOND_STEP,
      { challenge: await passwordStep(manager), recoveryCode: recoveryCode.toUpperCase() },
      manager,
    );
    expect(again.statusCode).toBe(401);
    expect(again.json().errorList[0]).toMatchObject({ errorCode: "INVALID_CREDENTIALS", field: "recoveryCode" });
  });

  it("security: a challenge dies when the password changes", async () => {
    const manager = await staff("ROLE_MANAGER");
    const { secret } = await enrol(manager);
    const challenge = await passwordStep(manager);
    await rows(sql`update users set token_version = token_version + 1 where id = ${manager.user.id}`);
    const res = await post(SECOND_STEP, { challenge, code: await codeAt(secret, 1) }, manager);
    expect(res.json().errorList[0].errorCode).toBe("CHALLENGE_INVALID");
  });

  it("security: a password reset link does not skip the second step", async () => {
    const manager = await staff("ROLE_MANAGER");
    const { secret } = await enrol(manager);
    const resetToken = newLinkToken();
    await insertUserToken(ctx().database.db, {
      userId: manager.user.id,
      purpose: "reset",
      token: resetToken,
      ttlMs: 60_000,
    });
    const reset = await post("/api/v1/user/updatePassword", {
      updatePassword: { resetToken, newPassword: "Another-green-fern-77" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const answer = loginOrSecondStepResponseSchema.parse(reset.json().responceObj);
    expect(answer).toMatchObject({ secondStep: "code" });
    expect(reset.headers["set-cookie"]).toBeUndefined();
    const { challenge } = answer as { challenge: string };
    const done = await post(SECOND_STEP, { challenge, code: await codeAt(secret, 1) }, manager);
    expect(done.statusCode, done.body).toBe(200);
  });

  it("turning it off needs a current code or the password", async () => {
    const manager = await staff("ROLE_MANAGER");
    const { secret } = await enrol(manager);
    const wrong = await post("/api/v1/user/two-step/disable", { password: "not-the-password" }, manager);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorList[0]).toMatchObject({ errorCode: "INVALID_CREDENTIALS", field: "password" });
    const off = await post("/api/v1/user/two-step/disable", { code: await codeAt(secret, 1) }, manager);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().responceObj.status.enabled).toBe(false);
    const login = await post(LOGIN, { email: manager.email, password: manager.password }, manager);
    expect(login.json().responceObj.token).toEqual(expect.any(String));

    const other = await staff("ROLE_MANAGER");
    await enrol(other);
    const byPassword = await post("/api/v1/user/two-step/disable", { password: other.password }, other);
    expect(byPassword.statusCode, byPassword.body).toBe(200);
  });
});
