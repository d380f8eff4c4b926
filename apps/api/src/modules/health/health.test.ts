import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx.close());

describe("GET /api/health", () => {
  it("reports the database kind and the latest applied migration", async () => {
    const res = await ctx.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    const { database } = res.json().responceObj;
    expect(database.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
    expect(database.migration).toMatch(/^\d{4}_/);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 in the error shape while the database is unreachable", async () => {
    await ctx.database.close();
    const res = await ctx.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: "FAILURE",
      errorList: [expect.objectContaining({ errorCode: "SERVICE_UNAVAILABLE" })],
    });
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
  });
});
