import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../../../test/support/members";
import { envelopePoster } from "../../../test/support/poster";
import { createTestContext, type TestContext } from "../../../test/support/test-app";
import { latestMail, linkParam } from "../../../test/testkits/mail.testkit";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false, env: { REGISTER_RATE_LIMIT_PER_MINUTE: "1000" } });
});
afterAll(() => ctx.close());

const post = envelopePoster(() => ctx, "10.5");
let registered = 0;
const register = (password: string, over: Record<string, unknown> = {}) =>
  post("/api/v1/user/register", {
    userRegPld: { name: "Layla Karim", email: `layla.${++registered}@example.ae`, password, ...over },
  });

function expectRefused(res: { statusCode: number; json(): unknown }, field: string, message: RegExp) {
  expect(res.statusCode).toBe(400);
  const [item] = (res.json() as { errorList: Array<Record<string, string>> }).errorList;
  expect(item).toMatchObject({ errorCode: "VALIDATION_FAILED", field, suggesstion: expect.any(String) });
  expect(item?.errorDesc).toMatch(message);
}

describe("password rules on the server (weak passwords finding)", () => {
  for (const weak of ["aaaaaaaa", "password1", "12345678", "qwertyui", "Summer2024", "abcdefgh1"]) {
    it(`security: registering with "${weak}" is refused`, async () => {
      expectRefused(await register(weak), "userRegPld.password", /common|guess/);
    });
  }

  it("security: a password that contains the e-mail or the name is refused, whatever the letter case", async () => {
    expectRefused(await register("LAYLA-karim-sunset-77"), "userRegPld.password", /e-mail address or your name/);
    const email = "hamdan.rashid@example.ae";
    expectRefused(
      await register("x-Hamdan.Rashid-garden-9", { email, name: "Someone Else" }),
      "userRegPld.password",
      /e-mail address or your name/,
    );
  });

  it("a long, unpredictable password is accepted", async () => {
    expect((await register("Copper-kettle-monsoon-58")).statusCode).toBe(200);
  });

  it("security: changing to a guessable password or one with the name is refused, and the old one still works", async () => {
    const member = await registerMember(ctx, { name: "Rashid Obaid" });
    for (const [newPassword, message] of [
      ["password1", /common/],
      ["Zxcvbnm-123", /guess/],
      ["Rashid-obaid-2024", /your name/],
    ] as const) {
      const res = await post(
        "/api/v1/user/updatePassword",
        { updatePassword: { currentPassword: member.password, newPassword } },
        member.headers,
      );
      expectRefused(res, "updatePassword.newPassword", message);
    }
    const me = await post("/api/v1/user/loadUser", {}, member.headers);
    expect(me.statusCode).toBe(200);
  });

  it("security: the reset link refuses a guessable password, or one with the e-mail, and stays usable", async () => {
    const member = await registerMember(ctx, { email: "samira.nasser@example.ae" });
    expect((await post("/api/v1/user/reset-password", { email: member.email })).statusCode).toBe(200);
    await ctx.app.accountsSettled();
    const resetToken = linkParam(await latestMail(ctx, member.email, /Reset your Bustan password/), "resetToken");
    for (const [newPassword, message] of [
      ["12345678", /common/],
      ["aaaaaaaa", /guess/],
      ["samira.nasser@example.ae!", /e-mail address/],
    ] as const) {
      const res = await post("/api/v1/user/updatePassword", { updatePassword: { resetToken, newPassword } });
      expectRefused(res, "updatePassword.newPassword", message);
    }
    const ok = await post("/api/v1/user/updatePassword", {
      updatePassword: { resetToken, newPassword: "Lantern-harbour-pepper-31" },
    });
    expect(ok.statusCode).toBe(200);
  });
});
