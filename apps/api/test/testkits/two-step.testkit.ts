import { loginOrSecondStepResponseSchema, twoStepSetupSchema } from "@shop/shared";
import { generate } from "otplib";
import { expect } from "vitest";
import { dbReads } from "../support/db-reads";
import type { Member } from "../support/members";
import { staffMember } from "../support/staff";
import { envelope, type TestContext } from "../support/test-app";

/** Helpers of the two-step login tests (not a test file itself). */

export const LOGIN = "/api/v1/user/login";
export const SECOND_STEP = "/api/v1/user/login/totp";

/** The authenticator app's code `steps` time steps from now (one step either side is accepted). */
export const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A code the app shows at none of the accepted steps. */
export async function wrongCode(secret: string): Promise<string> {
  const near = await Promise.all([-1, 0, 1, 2].map((steps) => codeAt(secret, steps)));
  for (const candidate of ["123456", "654321", "000000"]) if (!near.includes(candidate)) return candidate;
  throw new Error("unreachable");
}

export function twoStepKit(ctx: () => TestContext) {
  function post(
    url: string,
    requestPayload: unknown,
    who?: { headers?: Record<string, string>; remoteAddress?: string },
  ) {
    return ctx().app.inject({
      method: "POST",
      url,
      headers: who?.headers ?? {},
      remoteAddress: who?.remoteAddress,
      payload: envelope(requestPayload),
    });
  }

  const { rows } = dbReads(ctx);

  return {
    post,
    rows,

    /** A registered member with a staff role. */
    staff: (role: string): Promise<Member> => staffMember(ctx(), role),

    /** Turns two-step on from the account page; answers the secret and the recovery codes. */
    async enrol(member: Member): Promise<{ secret: string; recoveryCodes: string[] }> {
      const setup = await post("/api/v1/user/two-step/setup", {}, member);
      expect(setup.statusCode, setup.body).toBe(200);
      const { secret } = twoStepSetupSchema.parse(setup.json().responceObj);
      const enable = await post("/api/v1/user/two-step/enable", { code: await codeAt(secret) }, member);
      expect(enable.statusCode, enable.body).toBe(200);
      return { secret, recoveryCodes: enable.json().responceObj.recoveryCodes };
    },

    /** The password step for a two-step account: answers the challenge. */
    async passwordStep(member: Member, expected: "code" | "enrol" = "code"): Promise<string> {
      const res = await post(LOGIN, { email: member.email, password: member.password }, member);
      expect(res.statusCode, res.body).toBe(200);
      const answer = loginOrSecondStepResponseSchema.parse(res.json().responceObj);
      expect(answer).toMatchObject({ secondStep: expected });
      expect(res.headers["set-cookie"]).toBeUndefined();
      return (answer as { challenge: string }).challenge;
    },

    setPolicy: (admin: Member, requiredForAdmins: boolean) =>
      post("/api/v1/admin/two-step/update", { policy: { requiredForAdmins } }, admin),
  };
}
