import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, registerMember } from "../../../test/support/members";
import { createTestContext, envelope, type TestContext } from "../../../test/support/test-app";
import { jwtSecretFrom } from "../../lib/secrets";

let ctx: TestContext;
let member: Member;
let other: Member;
let key: Uint8Array;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  member = await registerMember(ctx, { name: "Omar" });
  other = await registerMember(ctx, { name: "Hessa" });
  key = new TextEncoder().encode(jwtSecretFrom(undefined, ctx.config.dataDir));
});
afterAll(() => ctx.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const now = () => Math.floor(Date.now() / 1000);
const loadUser = (authorization: string, payload: Record<string, unknown> = envelope({})) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/user/loadUser", headers: { authorization }, payload });

function sign(claims: Record<string, unknown>, alg = "HS256", secret = key) {
  const defaults = {
    sub: String(member.user.id),
    aud: "bustan-shop",
    iss: "bustan",
    exp: now() + 3600,
    ver: 0,
    jti: randomUUID(),
  };
  return new SignJWT({ ...defaults, ...claims }).setProtectedHeader({ alg, typ: "JWT" }).sign(secret);
}

async function expectUnauthorized(authorization: string) {
  const res = await loadUser(authorization);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({
    status: "FAILURE",
    errorList: [{ errorCode: "UNAUTHORIZED", errorDesc: expect.any(String), suggesstion: expect.any(String) }],
  });
  return res.json().errorList[0].errorDesc as string;
}

describe("session tokens (DESIGN accounts and sessions)", () => {
  it("a token signed the same way as ours is accepted (the forged ones below differ in one thing only)", async () => {
    const res = await loadUser(`Bearer ${await sign({})}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().responceObj.user.id).toBe(member.user.id);
  });

  it('alg "none" (unsigned) is rejected with 401', async () => {
    const token = `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: String(member.user.id), aud: "bustan-shop", iss: "bustan", exp: now() + 3600, ver: 0 })}.`;
    await expectUnauthorized(`Bearer ${token}`);
  });

  it("another algorithm (HS512 with the right secret) is rejected with 401: algorithm allow-list", async () => {
    await expectUnauthorized(`Bearer ${await sign({}, "HS512")}`);
  });

  it("a bad signature is rejected with 401", async () => {
    const token = await sign({});
    const [h, p, s = ""] = token.split(".");
    await expectUnauthorized(`Bearer ${h}.${p}.${s.startsWith("A") ? "B" : "A"}${s.slice(1)}`);
    await expectUnauthorized(
      `Bearer ${await sign({}, "HS256", new TextEncoder().encode("another-secret-".repeat(4)))}`,
    );
  });

  it("a wrong audience is rejected with 401", async () => {
    await expectUnauthorized(`Bearer ${await sign({ aud: "another-shop" })}`);
  });

  it("an expired token is rejected with 401", async () => {
    await expectUnauthorized(`Bearer ${await sign({ exp: now() - 10 })}`);
  });

  it("an old token version is rejected with 401 (revoked by a password change or log out everywhere)", async () => {
    await expectUnauthorized(`Bearer ${await sign({ ver: -1 })}`);
    await expectUnauthorized(`Bearer ${await sign({ ver: "0" })}`);
  });

  it("security: a token without a jti (that logout could not revoke) is rejected with 401", async () => {
    await expectUnauthorized(`Bearer ${await sign({ jti: undefined })}`);
  });

  it("a token of an account that no longer exists is rejected with 401", async () => {
    await expectUnauthorized(`Bearer ${await sign({ sub: "999999" })}`);
  });

  it("SPEC 5: a token that is not three dot-separated parts is rejected with 401 and the JWT message", async () => {
    for (const token of ["abc", "abc.def", "a.b.c.d"]) {
      expect(await expectUnauthorized(`Bearer ${token}`)).toMatch(/^The inspected token doesn't appear to be a JWT/);
    }
  });

  it("an Authorization header that is not a Bearer token is rejected with 401", async () => {
    await expectUnauthorized(`Basic ${Buffer.from("a:b").toString("base64")}`);
  });

  it("DESIGN wire contract: tokenPayload {userName, role} never changes who the caller is or their role", async () => {
    const res = await loadUser(member.headers.authorization, {
      payload: {
        requestId: "",
        requestPayload: { id: other.user.id, email: other.email },
        tokenPayload: { userName: other.email, role: "ROLE_SUPER_ADMIN" },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().responceObj.user).toMatchObject({ id: member.user.id, email: member.email, role: "ROLE_USER" });
    const noToken = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/loadUser",
      payload: {
        payload: { requestId: "", requestPayload: {}, tokenPayload: { userName: member.email, role: "ROLE_USER" } },
      },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it("a role claim inside a token is ignored: the role comes from the account", async () => {
    const res = await loadUser(`Bearer ${await sign({ role: "ROLE_SUPER_ADMIN" })}`);
    expect(res.json().responceObj.user.role).toBe("ROLE_USER");
  });

  it("SPEC 7: the Bearer header wins over the cookie, so a bad header is not rescued by a good cookie", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/loadUser",
      headers: { authorization: "Bearer abc.def", cookie: `session=${member.token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
