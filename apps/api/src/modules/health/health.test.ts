import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";

const ctx = fileTestContext({ seed: false });

describe("GET /api/health", () => {
  it("reports each part: the database (kind, latest migration) and e-mail, all ok", async () => {
    const res = await ctx().app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    const health = res.json().responceObj;
    expect(health.status).toBe("ok");
    expect(health.database.status).toBe("ok");
    expect(health.database.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
    expect(health.database.migration).toMatch(/^\d{4}_/);
    expect(health.mail).toEqual({
      status: "ok",
      transport: "database",
      pending: 0,
      retrying: 0,
      stuck: 0,
      overdueSeconds: 0,
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("e-mail failing (a mail waiting for a retry, a send abandoned mid-way): 200 with mail degraded", async () => {
    // Stopped first: a running outbox may claim the abandoned send back between the insert and the look.
    await ctx().app.mailOutbox.stop();
    await ctx().database.db.execute(sql`
      insert into outbox (kind, payload, status, attempts, last_error, next_attempt_at) values
        ('mail', '{}', 'pending', 1, '421 try again later', now() + interval '1 hour'),
        ('mail', '{}', 'sending', 1, null, now() - interval '1 second')`);
    const res = await ctx().app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    const health = res.json().responceObj;
    expect(health.status).toBe("degraded");
    expect(health.database.status).toBe("ok");
    expect(health.mail).toMatchObject({ status: "degraded", pending: 1, retrying: 1, stuck: 1 });
  });

  it("the OpenAPI document describes both answers (200 and 503 with the parts)", async () => {
    const doc = (await ctx().app.inject({ url: "/api/docs/json" })).json();
    const responses = doc.paths["/api/health"].get.responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(["200", "503"]));
    expect(JSON.stringify(responses["503"])).toContain("parts");
  });

  it("answers 503 with Retry-After, in the error shape, naming the database as the part that is down", async () => {
    await ctx().database.close();
    const res = await ctx().app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      status: "FAILURE",
      errorList: [expect.objectContaining({ errorCode: "SERVICE_UNAVAILABLE", field: "database" })],
      parts: { database: "down", mail: "unknown" },
    });
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
  });
});
