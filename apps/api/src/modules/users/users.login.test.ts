import { loginResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, registerMember } from "../../../test/support/members";
import { createTestContext, envelope, type TestContext } from "../../../test/support/test-app";
import { buildApp } from "../../app";
import { rowsOf } from "../../lib/rows";
import { pruneRevokedTokens } from "./users.session.repo";

let ctx: TestContext;
let member: Member;
beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    // 10.2.252.1 plays the TLS-terminating proxy of the Secure-cookie test (X-Forwarded-Proto is read only from it).
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: "5", TRUST_PROXY: "10.2.252.1" },
  });
  member = await registerMember(ctx, { email: "Salma@Example.ae" });
});
afterAll(() => ctx.close());

let address = 0;
const login = (email: string, password: string, remoteAddress = `10.2.${++address >> 8}.${address & 255}`) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/user/login", remoteAddress, payload: envelope({ email, password }) });

describe("POST /api/v1/user/login", () => {
  it("SPEC 3/7: answers the token with its claims (sub = user id, exp), the user and the session cookie", async () => {
    const res = await login("  salma@EXAMPLE.ae ", member.password);
    expect(res.statusCode).toBe(200);
    const { token, claims, user } = loginResponseSchema.parse(res.json().responceObj);
    expect(user.id).toBe(member.user.id);
    expect(claims.sub).toBe(String(member.user.id));
    const [, payload] = token.split(".");
    const decoded = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    expect(decoded).toMatchObject({ sub: claims.sub, exp: claims.exp, aud: "bustan-shop", ver: 0 });
    expect(decoded.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(String(res.headers["set-cookie"])).toMatch(/^session=.+HttpOnly/i);
  });

  it("DESIGN transport: the cookie is Secure when the request came over HTTPS", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/login",
      remoteAddress: "10.2.252.1",
      headers: { "x-forwarded-proto": "https" },
      payload: envelope({ email: member.email, password: member.password }),
    });
    expect(String(res.headers["set-cookie"])).toMatch(/; Secure/i);
  });

  it("the session cookie alone authenticates the web app's calls", async () => {
    const res = await login(member.email, member.password);
    const cookie = String(res.headers["set-cookie"]).split(";")[0] ?? "";
    const me = await ctx.app.inject({ method: "POST", url: "/api/v1/user/loadUser", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().responceObj.user.id).toBe(member.user.id);
  });

  it("an unknown e-mail and a wrong password get the identical status and body (INVALID_CREDENTIALS, 401)", async () => {
    const unknown = await login("nobody@example.ae", "Whatever-2024!");
    const wrong = await login(member.email, "Whatever-2024!");
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json().errorList).toEqual([
      { errorCode: "INVALID_CREDENTIALS", errorDesc: expect.any(String), suggesstion: expect.any(String) },
    ]);
    expect(unknown.headers["set-cookie"]).toBeUndefined();
  });

  it("the per-IP limit answers RATE_LIMITED (429) in the error shape", async () => {
    const ip = "10.2.250.1";
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await login(`ip-limit${i}@example.ae`, "Nope-nope-1", ip)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const res = await login(member.email, member.password, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "RATE_LIMITED" });
    expect((await login(member.email, member.password, "10.2.250.2")).statusCode).toBe(200);
  });

  it("missing fields are VALIDATION_FAILED on the field", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/login",
      remoteAddress: "10.2.251.1",
      payload: envelope({ email: member.email, password: "" }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "password" });
  });
});

describe("logout", () => {
  it("SPEC 4: /user/logout needs no login and clears the session cookie", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/v1/user/logout" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "SUCCESS", responceObj: { loggedOut: true } });
    expect(String(res.headers["set-cookie"])).toMatch(/^session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
  });

  it("/user/logoutAll revokes every token issued before it (token version)", async () => {
    const who = await registerMember(ctx);
    const second = await login(who.email, who.password);
    const secondHeaders = { authorization: `Bearer ${second.json().responceObj.token}` };
    const out = await ctx.app.inject({ method: "POST", url: "/api/v1/user/logoutAll", headers: who.headers });
    expect(out.statusCode).toBe(200);
    for (const headers of [who.headers, secondHeaders]) {
      const res = await ctx.app.inject({ method: "POST", url: "/api/v1/user/loadUser", headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorList[0].errorCode).toBe("UNAUTHORIZED");
    }
    const fresh = await login(who.email, who.password);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/loadUser",
      headers: { authorization: `Bearer ${fresh.json().responceObj.token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it("security: logout revokes the presented Bearer token on the server, on every instance", async () => {
    const who = await registerMember(ctx);
    const kept = await login(who.email, who.password);
    const keptHeaders = { authorization: `Bearer ${kept.json().responceObj.token}` };
    const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    try {
      const loadUser = (app: FastifyInstance, headers: Record<string, string>) =>
        app.inject({ method: "POST", url: "/api/v1/user/loadUser", headers });
      // The token worked on both instances (and sits in their verified-token caches) before the logout.
      expect((await loadUser(ctx.app, who.headers)).statusCode).toBe(200);
      expect((await loadUser(second, who.headers)).statusCode).toBe(200);
      const out = await ctx.app.inject({ method: "POST", url: "/api/v1/user/logout", headers: who.headers });
      expect(out.statusCode).toBe(200);
      for (const app of [ctx.app, second]) {
        const res = await loadUser(app, who.headers);
        expect(res.statusCode).toBe(401);
        expect(res.json().errorList[0].errorCode).toBe("UNAUTHORIZED");
      }
      // Only that token: the member's other session stays logged in.
      expect((await loadUser(second, keptHeaders)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it("security: logout revokes the token of the session cookie too", async () => {
    const who = await registerMember(ctx);
    const res = await login(who.email, who.password);
    const cookie = String(res.headers["set-cookie"]).split(";")[0] ?? "";
    const out = await ctx.app.inject({ method: "POST", url: "/api/v1/user/logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: "POST", url: "/api/v1/user/loadUser", headers: { cookie } });
    expect(me.statusCode).toBe(401);
    const bearer = { authorization: `Bearer ${res.json().responceObj.token}` };
    expect((await ctx.app.inject({ method: "POST", url: "/api/v1/user/loadUser", headers: bearer })).statusCode).toBe(
      401,
    );
  });

  it("revocations are kept until the token's own expiry, then pruned", async () => {
    await ctx.database.db.execute(sql`insert into revoked_tokens (jti, expires_at) values
      ('expired-jti', now() - interval '1 minute'), ('live-jti', now() + interval '1 day')`);
    await pruneRevokedTokens(ctx.database.db);
    const left = await ctx.database.db.execute(sql`select jti from revoked_tokens where jti like '%-jti'`);
    expect(rowsOf<{ jti: string }>(left).map((r) => r.jti)).toEqual(["live-jti"]);
  });

  it("logout with a malformed Authorization header still just clears the cookie", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/user/logout",
      headers: { authorization: "Basic abc" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("/user/logoutAll needs a login", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/v1/user/logoutAll" });
    expect(res.statusCode).toBe(401);
  });
});
