import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, registerMember } from "../../test/support/members";
import { createTestContext, type TestContext } from "../../test/support/test-app";

/**
 * Authorisation before validation: every guarded operation checks the token (401) and the role (403) on request,
 * before the body is parsed and validated, so a caller without the right to call it never gets a 400 that tells
 * them about the body. Guarded operations are the ones the OpenAPI document marks with `security`.
 */
interface Operation {
  method: string;
  url: string;
}

let ctx: TestContext;
let shopper: Member;
let staff: Member;
let operations: Operation[];
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  shopper = await registerMember(ctx);
  staff = await registerMember(ctx);
  // An admin: the call below (tax identity update) is the role table's settings "edit", a manager only views.
  await ctx.database.db.execute(sql`update users set role = 'ROLE_ADMIN' where id = ${staff.user.id}`);
  const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => (op.security?.length ?? 0) > 0)
      .map(([method, _op]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, "1") })),
  );
});
afterAll(() => ctx.close());

const isStaffOnly = (op: Operation) => op.url.startsWith("/api/v1/admin/");
/** Not an envelope at all: every guarded operation would answer 400 to it, were it to read the body. */
const invalidBody = { payload: "not an envelope", requestPayload: [1, 2, 3] };
const call = (op: Operation, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: op.method as "POST",
    url: op.url,
    headers: { ...headers, "content-type": "application/json" },
    payload: op.method === "GET" ? undefined : JSON.stringify(invalidBody),
    remoteAddress: "10.60.0.1",
  });

describe("authorisation before validation (security finding)", () => {
  it("the OpenAPI document marks the member and staff operations as guarded", () => {
    const urls = operations.map((op) => op.url);
    for (const url of [
      "/api/v1/user/loadUser",
      "/api/v1/user/updateProfile",
      "/api/v1/user/logoutAll",
      "/api/v2/cart/add",
      "/api/v1/admin/orders/search",
      "/api/v1/admin/tax-identity/update",
      "/api/v1/admin/delivery/update",
    ]) {
      expect(urls).toContain(url);
    }
  });

  it("security: every guarded operation answers an invalid body without a token with 401, not 400", async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const res = await call(op);
      if (res.statusCode !== 401 || res.json().errorList[0].errorCode !== "UNAUTHORIZED") {
        wrong.push(`${op.method} ${op.url} -> ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("security: every staff operation answers an invalid body with a shopper's token with 403, not 400", async () => {
    const staffOps = operations.filter(isStaffOnly);
    expect(staffOps.length).toBeGreaterThanOrEqual(6);
    const wrong: string[] = [];
    for (const op of staffOps) {
      const res = await call(op, shopper.headers);
      if (res.statusCode !== 403 || res.json().errorList[0].errorCode !== "FORBIDDEN") {
        wrong.push(`${op.method} ${op.url} -> ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("with the right token the body is still validated: VALIDATION_FAILED (400)", async () => {
    const member = await call({ method: "POST", url: "/api/v1/user/updateProfile" }, shopper.headers);
    expect(member.statusCode).toBe(400);
    expect(member.json().errorList[0].errorCode).toBe("VALIDATION_FAILED");
    const admin = await call({ method: "POST", url: "/api/v1/admin/tax-identity/update" }, staff.headers);
    expect(admin.statusCode).toBe(400);
    expect(admin.json().errorList[0].errorCode).toBe("VALIDATION_FAILED");
  });

  it("a revoked (logged out) token gets 401 before validation too", async () => {
    const who = await registerMember(ctx);
    await ctx.app.inject({ method: "POST", url: "/api/v1/user/logout", headers: who.headers });
    const res = await call({ method: "POST", url: "/api/v1/user/updateProfile" }, who.headers);
    expect(res.statusCode).toBe(401);
  });
});
