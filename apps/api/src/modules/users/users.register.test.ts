import { registerResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEMBER_PASSWORD, registerMember } from "../../../test/support/members";
import { createTestContext, envelope, type TestContext } from "../../../test/support/test-app";
import { latestMail, linkParam } from "../../../test/testkits/mail.testkit";
import { rowsOf } from "../../lib/rows";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false, env: { REGISTER_RATE_LIMIT_PER_MINUTE: "3" } });
});
afterAll(() => ctx.close());

let address = 0;
const register = (userRegPld: Record<string, unknown>, remoteAddress = `10.1.0.${++address}`) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/user/register", remoteAddress, payload: envelope({ userRegPld }) });
const valid = (over: Record<string, unknown> = {}) => ({
  name: "Mariam Haddad",
  email: `mariam.${++address}@example.ae`,
  password: MEMBER_PASSWORD,
  ...over,
});

describe("POST /api/v1/user/register", () => {
  it("SPEC 7: registers, logs the shopper in (token, claims, user, HttpOnly cookie) and sends the verification e-mail", async () => {
    const res = await register(valid({ email: "Noor.Ali@Example.ae", mobile: "050 123 4567", locale: "fr" }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe("SUCCESS");
    const { token, claims, user } = registerResponseSchema.parse(body.responceObj);
    expect(token.split(".")).toHaveLength(3);
    expect(claims.sub).toBe(String(user.id));
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(user).toMatchObject({
      name: "Mariam Haddad",
      email: "Noor.Ali@Example.ae",
      mobile: "+971501234567",
      role: "ROLE_USER",
      emailVerified: false,
      profileImage: null,
      locale: "fr",
    });
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^session=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const mail = await latestMail(ctx, "noor.ali@example.ae", /Bustan/);
    expect(mail.subject).toBe("Confirmez votre adresse e-mail pour Bustan");
    // Links use PUBLIC_ORIGIN (here its default, http://localhost:PORT), never the request's Host.
    expect(mail.text).toContain(`\n${ctx.config.publicOrigin}/pages/login?verifyToken=`);
    expect(linkParam(mail, "verifyToken")).toHaveLength(43);
  });

  it("DESIGN accounts: the password is stored as argon2id with m=19456 KiB, t=2, p=1, never in clear", async () => {
    const { user } = await registerMember(ctx);
    const [row] = rowsOf<{ password_hash: string }>(
      await ctx.database.db.execute(sql`select password_hash from users where id = ${user.id}`),
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password_hash).not.toContain(MEMBER_PASSWORD);
  });

  it("DESIGN field rules: only a SHA-256 of the verification token is stored, valid for 24 hours", async () => {
    const member = await registerMember(ctx);
    const token = linkParam(await latestMail(ctx, member.email, /Confirm/), "verifyToken");
    const rows = rowsOf<{ token_hash: string; hours: number }>(
      await ctx.database.db.execute(
        sql`select token_hash, extract(epoch from expires_at - created_at) / 3600 as hours
              from user_tokens where user_id = ${member.user.id} and purpose = 'verify'`,
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(Math.round(Number(rows[0]?.hours))).toBe(24);
  });

  it("DESIGN field rules: an e-mail already registered, in any letter case, is EMAIL_TAKEN (409) on the e-mail field", async () => {
    await register(valid({ email: "taken@example.ae" }));
    const res = await register(valid({ email: "TAKEN@Example.AE" }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: "FAILURE",
      errorList: [
        {
          errorCode: "EMAIL_TAKEN",
          errorDesc: expect.any(String),
          suggesstion: expect.any(String),
          field: "userRegPld.email",
        },
      ],
    });
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ["an empty name", { name: "  " }, "userRegPld.name"],
    ["a name over 100 characters", { name: "a".repeat(101) }, "userRegPld.name"],
    ["an invalid e-mail", { email: "not-an-email" }, "userRegPld.email"],
    ["a password under 8 characters", { password: "Sh0rt!" }, "userRegPld.password"],
    ["a common password", { password: "Password123" }, "userRegPld.password"],
    ["a password over 128 characters", { password: "x".repeat(129) }, "userRegPld.password"],
    ["a mobile number outside the UAE format", { mobile: "+44 7700 900123" }, "userRegPld.mobile"],
    ["an unknown locale", { locale: "de" }, "userRegPld.locale"],
  ];
  for (const [what, over, field] of invalid) {
    it(`DESIGN field rules: ${what} is VALIDATION_FAILED (400) on ${field}`, async () => {
      const res = await register(valid(over));
      expect(res.statusCode).toBe(400);
      const [item] = res.json().errorList;
      expect(item).toMatchObject({ errorCode: "VALIDATION_FAILED", field });
      expect(item.errorDesc).not.toBe("");
      expect(typeof item.suggesstion).toBe("string");
    });
  }

  it("the envelope is required: a bare payload is VALIDATION_FAILED, a form post is 415", async () => {
    const bare = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/register",
      payload: { userRegPld: valid() },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errorList[0].errorCode).toBe("VALIDATION_FAILED");
    const form = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/register",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify(envelope({ userRegPld: valid() })),
    });
    expect(form.statusCode).toBe(415);
  });

  it("the role of a new account is always ROLE_USER, whatever the payload claims", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/register",
      remoteAddress: "10.1.9.1",
      payload: {
        payload: {
          requestId: "",
          requestPayload: { userRegPld: { ...valid(), role: "ROLE_SUPER_ADMIN" } },
          tokenPayload: { role: "ROLE_SUPER_ADMIN" },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().responceObj.user.role).toBe("ROLE_USER");
  });

  it("registrations are rate-limited per IP (RATE_LIMITED, 429, in the error shape)", async () => {
    const ip = "10.1.200.1";
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await register(valid({ name: "" }), ip));
    expect(answers.slice(0, 3).map((r) => r.statusCode)).toEqual([400, 400, 400]);
    expect(answers[3]?.statusCode).toBe(429);
    expect(answers[3]?.json().errorList[0]).toMatchObject({
      errorCode: "RATE_LIMITED",
      suggesstion: expect.any(String),
    });
    expect((await register(valid({ name: "" }), "10.1.200.2")).statusCode).toBe(400);
  });
});
