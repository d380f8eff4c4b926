import { twoStepLoginResponseSchema, twoStepSetupSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { registerMember } from "../../../test/support/members";
import { fileTestContext } from "../../../test/support/test-app";
import { codeAt, LOGIN, SECOND_STEP, twoStepKit } from "../../../test/testkits/two-step.testkit";

// Two-step login (TOTP) for staff: turning it on from the account page, and the shop's "required for admins".
const ctx = fileTestContext();
const { post, rows, staff, enrol, passwordStep, setPolicy } = twoStepKit(ctx);

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
    const shopper = await registerMember(ctx());
    const res = await post("/api/v1/user/two-step/setup", {}, shopper);
    expect(res.statusCode).toBe(403);
    const status = await post("/api/v1/user/two-step/status", {}, shopper);
    expect(status.json().responceObj.status).toMatchObject({ available: false, enabled: false });
    // And their login answer is SPEC 7's, unchanged.
    const login = await post(LOGIN, { email: shopper.email, password: shopper.password }, shopper);
    expect(Object.keys(login.json().responceObj).sort()).toEqual(["claims", "token", "user"]);
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
