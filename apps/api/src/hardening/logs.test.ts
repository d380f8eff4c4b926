import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createTestContext, envelope, fileTestContext } from "../../test/support/test-app";
import { buildApp } from "../app";
import { users } from "../db/schema";
import { loggerOptions } from "../lib/logging";

/** docs/security.md "Logs": no personal data, password hash, token or cookie in any log line. */
const shopper = {
  name: "Layla Haddad",
  email: "layla.haddad@example.com",
  mobile: "+971501234567",
  passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$c2VjcmV0aGFzaHNlY3JldGhhc2g",
};

function memoryStream() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

const ctx = fileTestContext({ seed: false });

describe("security: log redaction", () => {
  it("a failed query's log line keeps the query but not its parameters (e-mail, mobile, name, hash)", async () => {
    const row = { ...shopper, locale: "en" };
    await ctx().database.db.insert(users).values(row);
    const error = await ctx()
      .database.db.insert(users)
      .values(row)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    // Without redaction the line would hold the values: the test would prove nothing otherwise.
    expect(JSON.stringify({ message: (error as Error).message })).toContain(shopper.email);

    const { lines, stream } = memoryStream();
    pino(loggerOptions("info"), stream).error({ err: error }, "unhandled error");
    const line = lines.join("");
    expect(line).toContain("insert into");
    for (const value of [shopper.email, shopper.mobile, shopper.name, shopper.passwordHash]) {
      expect(line).not.toContain(value);
    }
  });

  it("personal fields, tokens and credentials logged as objects are censored at any depth", () => {
    const { lines, stream } = memoryStream();
    pino(loggerOptions("info"), stream).info(
      {
        email: shopper.email,
        user: { mobile: shopper.mobile, name: shopper.name, address: { line1: "Villa 12, Street 4" } },
        req: { headers: { authorization: "Bearer abc.def.ghi", cookie: "session=abc.def.ghi" } },
        job: { payload: { token: "reset-token-123", password: "Green-fern-2024!" } },
      },
      "something happened",
    );
    const line = lines.join("");
    for (const value of [
      shopper.email,
      shopper.mobile,
      shopper.name,
      "Villa 12",
      "abc.def.ghi",
      "reset-token-123",
      "Green-fern",
    ]) {
      expect(line).not.toContain(value);
    }
    expect(line).toContain("[Redacted]");
  });

  it("a request that fails on the database logs no e-mail, name, mobile or password", async () => {
    const { lines, stream } = memoryStream();
    const own = await createTestContext({ seed: false });
    const app = await buildApp({
      config: own.config,
      database: own.database,
      logger: { ...loggerOptions("info"), stream },
    });
    await app.ready();
    await own.database.close();
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/user/register",
      headers: { cookie: "session=abc.def.ghi" },
      payload: envelope({
        userRegPld: { name: shopper.name, email: shopper.email, mobile: "0501234567", password: "Sidr-honey-Hatta-42" },
      }),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const log = lines.join("");
    expect(log.length).toBeGreaterThan(0);
    for (const value of [shopper.email, shopper.name, "0501234567", "Sidr-honey-Hatta-42", "abc.def.ghi"]) {
      expect(log).not.toContain(value);
    }
    // Every line about the request, its error included, carries the request's id (a mixin, not a pino binding).
    const parsed = lines.map((line) => JSON.parse(line) as { level: number; reqId?: string });
    const aboutRequest = parsed.filter((line) => line.reqId !== undefined);
    expect(aboutRequest.length).toBeGreaterThanOrEqual(2);
    expect(new Set(aboutRequest.map((line) => line.reqId)).size).toBe(1);
    expect(parsed.filter((line) => line.level >= 50).every((line) => line.reqId === aboutRequest[0]?.reqId)).toBe(true);
    await app.close();
    await own.close();
  });
});
