import { loginOrSecondStepResponseSchema, twoStepLoginResponseSchema, twoStepSetupSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, registerMember } from "../../../test/support/members";
import { createTestContext, envelope, type TestContext } from "../../../test/support/test-app";
import { rowsOf } from "../../lib/rows";
import { newLinkToken } from "./passwords";
import { insertUserToken } from "./users.repo";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const LOGIN = "/api/v1/user/login";
const SECOND_STEP = "/api/v1/user/login/totp";

function post(
  url: string,
  requestPayload: unknown,
  who?: { headers?: Record<string, string>; remoteAddress?: string },
) {
  return ctx.app.inject({
    method: "POST",
    url,
    headers: who?.headers ?? {},
    remoteAddress: who?.remoteAddress,
    payload: envelope(requestPayload),
  });
}

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(query));

/** A registered member with a staff role. */
async function staff(role: string): Promise<Member> {
  const member = await registerMember(ctx, { name: `Staff ${role}` });
  await rows(sql`update users set role = ${role} where id = ${member.user.id}`);
  return member;
}

/** The authenticator app's code `steps` time steps from now (one step either side is accepted). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A code the app shows at none of the accepted steps. */
async function wrongCode(secret: string): Promise<string> {
  const near = await Promise.all([-1, 0, 1, 2].map((steps) => codeAt(secret, steps)));
  for (const candidate of ["123456", "654321", "000000"]) if (!near.includes(candidate)) return candidate;
  throw new Error("unreachable");
}

/** Turns two-step on from the account page; answers the secret and the recovery codes. */
async function enrol(member: Member): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post("/api/v1/user/two-step/setup", {}, member);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = twoStepSetupSchema.parse(setup.json().responceObj);
  const enable = await post("/api/v1/user/two-step/enable", { code: await codeAt(secret) }, member);
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, recoveryCodes: enable.json().responceObj.recoveryCodes };
}

/** The password step for a two-step account: answers the challenge. */
async function passwordStep(member: Member, expected: "code" | "enrol" = "code"): Promise<string> {
  const res = await post(LOGIN, { email: member.email, password: member.password }, member);
  expect(res.statusCode, res.body).toBe(200);
  const answer = loginOrSecondStepResponseSchema.parse(res.json().responceObj);
  expect(answer).toMatchObject({ secondStep: expected });
  expect(res.headers["set-cookie"]).toBeUndefined();
  return (answer as { challenge: string }).challenge;
}

const setPolicy = (admin: Member, requiredForAdmins: boolean) =>
  post("/api/v1/admin/two-step/update", { policy: { requiredForAdmins } }, admin);

describe("two-step login: enrolment from the account page", () => {
  it("setup answers a QR code, the text secret and an otpauth URI with issuer Bustan; on only after a valid code", async () => {
    const manager = await staff("ROLE_MANAGER");
    const setup = await post("/api/v1/user/two-step/setup", {}, manager);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUri, qrCode } = twoStepSetupSchema.parse(setup.json().responceObj);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("issuer")).toBe("Bustan");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(decodeURIComponent(uri.pathname)).toContain(manager.email);

    // Not on yet: the password alone still logs in.
    const before = await post(LOGIN, { email: manager.email, password: manager.password }, manager);
    expect(before.json().responceObj.token).toEqual(expect.any(String));

    const wrong = await post("/api/v1/user/two-step/enable", { code: "000000" }, manager);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorList[0]).toMatchObject({ errorCode: "INVALID_CREDENTIALS", field: "code" });

    const enable = await post("/api/v1/user/two-step/enable", { code: await codeAt(secret) }, manager);
    expect(enable.statusCode, enable.body).toBe(200);
    const { status, recoveryCodes } = enable.json().responceObj;
    expect(status).toEqual({ available: true, enabled: true, required: false, recoveryCodesLeft: 8 });
    expect(recoveryCodes).toHaveLength(8);
    expect(new Set(recoveryCodes).size).toBe(8);

    // A second setup cannot replace the secret that is on.
    expect((await post("/api/v1/user/two-step/setup", {}, manager)).statusCode).toBe(409);
  });

  it("security: the secret and the recovery codes are not stored in clear text", async () => {
    const manager = await staff("ROLE_MANAGER");
    const { secret, recoveryCodes } = await enrol(manager);
    const [stored] = await rows<{ secret: string }>(
      sql`select secret from user_two_step where user_id = ${manager.user.id}`,
    );
    expect(stored?.secret).toBeDefined();
    expect(stored?.secret).not.toContain(secret);
    const codes = await rows<{ code_hash: string }>(
      sql`select code_hash from user_recovery_codes where user_id = ${manager.user.id}`,
    );
    expect(codes).toHaveLength(8);
    for (const { code_hash } of codes) expect(recoveryCodes).not.toContain(code_hash);
  });

  it("shoppers cannot turn it on (FORBIDDEN)", async () => {
    const shopper = await registerMember(ctx);
    const res = await post("/api/v1/user/two-step/setup", {}, shopper);
    expect(res.statusCode).toBe(403);
    const status = await post("/api/v1/user/two-step/status", {}, shopper);
    expect(status.json().responceObj.status).toMatchObject({ available: false, enabled: false });
    // And their login answer is SPEC 7's, unchanged.
    const login = await post(LOGIN, { email: shopper.email, password: shopper.password }, shopper);
    expect(Object.keys(login.json().responceObj).sort()).toEqual(["claims", "token", "user"]);
  });
});

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
    for (let i = 0; i <= ctx.config.loginRateLimitPerMinute; i++) {
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
    await insertUserToken(ctx.database.db, {
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

describe("two-step login: required for admins (shop setting)", () => {
  it("only admins change it, and only with two-step on their own account", async () => {
    const manager = await staff("ROLE_MANAGER");
    expect((await setPolicy(manager, true)).statusCode).toBe(403);
    const admin = await staff("ROLE_ADMIN");
    const conflict = await setPolicy(admin, true);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errorList[0].field).toBe("policy.requiredForAdmins");
    const load = await post("/api/v1/admin/two-step/load", {}, manager);
    expect(load.json().responceObj).toEqual({ policy: { requiredForAdmins: false } });
  });

  it("while on: an admin without two-step is refused staff calls and enrols at login; a manager is not forced", async () => {
    const guard = await staff("ROLE_SUPER_ADMIN");
    await enrol(guard);
    const admin = await staff("ROLE_ADMIN");
    const manager = await staff("ROLE_MANAGER");
    expect((await post("/api/v1/admin/delivery/load", {}, admin)).statusCode).toBe(200);

    const on = await setPolicy(guard, true);
    expect(on.statusCode, on.body).toBe(200);
    try {
      // The admin's session from before: staff calls are refused with a clear code, account calls still work.
      const refused = await post("/api/v1/admin/delivery/load", {}, admin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorList[0].errorCode).toBe("TWO_STEP_REQUIRED");
      expect((await post("/api/v1/user/loadUser", {}, admin)).statusCode).toBe(200);
      expect((await post("/api/v1/user/two-step/status", {}, admin)).json().responceObj.status).toMatchObject({
        enabled: false,
        required: true,
      });

      // Logging in: set up two-step first (challenge -> enrol -> code -> session and recovery codes).
      const challenge = await passwordStep(admin, "enrol");
      const notYet = await post(SECOND_STEP, { challenge, code: "123456" }, admin);
      expect(notYet.statusCode).toBe(401);
      const enrolment = await post(`${SECOND_STEP}/enrol`, { challenge }, admin);
      expect(enrolment.statusCode, enrolment.body).toBe(200);
      const { secret } = twoStepSetupSchema.parse(enrolment.json().responceObj);
      const done = await post(SECOND_STEP, { challenge, code: await codeAt(secret) }, admin);
      expect(done.statusCode, done.body).toBe(200);
      const session = twoStepLoginResponseSchema.parse(done.json().responceObj);
      expect(session.recoveryCodes).toHaveLength(8);
      const headers = { authorization: `Bearer ${session.token}` };
      expect((await post("/api/v1/admin/delivery/load", {}, { headers })).statusCode).toBe(200);
      // An enrol challenge cannot set up another secret once used, and a code challenge cannot enrol.
      expect((await post(`${SECOND_STEP}/enrol`, { challenge }, admin)).statusCode).toBe(401);
      expect((await post(`${SECOND_STEP}/enrol`, { challenge: await passwordStep(admin) }, admin)).statusCode).toBe(
        401,
      );

      // While required, an admin cannot turn it off.
      const off = await post("/api/v1/user/two-step/disable", { password: admin.password }, { headers });
      expect(off.statusCode).toBe(403);

      // A manager is not forced: the password alone logs in, and staff calls work.
      const login = await post(LOGIN, { email: manager.email, password: manager.password }, manager);
      expect(login.json().responceObj.token).toEqual(expect.any(String));
      expect((await post("/api/v1/admin/delivery/load", {}, manager)).statusCode).toBe(200);
    } finally {
      expect((await setPolicy(guard, false)).statusCode).toBe(200);
    }
  });
});
