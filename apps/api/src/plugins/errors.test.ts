import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, envelope, type TestContext } from "../../test/support/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const search = "/api/v1/displayproducts/search";

describe("the error shape (SPEC 3, SPEC 8)", () => {
  it("an unknown API route answers 404 in the error shape", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/v1/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: "FAILURE",
      errorList: [{ errorCode: "NOT_FOUND", errorDesc: expect.any(String), suggesstion: expect.any(String) }],
    });
  });

  it.each([
    ["a body that is not JSON answers 400 BAD_REQUEST, not a 500", "application/json", "{not json", 400, "BAD_REQUEST"],
    ["another content type answers 415 in the error shape", "text/xml", "<a/>", 415, "UNSUPPORTED_MEDIA_TYPE"],
  ] as const)("%s", async (_name, contentType, payload, status, errorCode) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: search,
      headers: { "content-type": contentType },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().errorList[0].errorCode).toBe(errorCode);
    // The parser's own error never reaches the client.
    expect(res.body).not.toContain("SyntaxError");
  });

  it("validation errors give one errorList entry per field", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: search,
      payload: envelope({ paginationpayload: { from: -1, limit: 0 }, sortpayload: { sortBy: "colour" } }),
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errorList.map((e: { field: string; errorCode: string }) => {
      expect(e.errorCode).toBe("VALIDATION_FAILED");
      return e.field;
    });
    expect(fields).toEqual(
      expect.arrayContaining(["paginationpayload.from", "paginationpayload.limit", "sortpayload.sortBy"]),
    );
  });

  it("a body without the envelope is refused with VALIDATION_FAILED", async () => {
    const res = await ctx.app.inject({ method: "POST", url: search, payload: { filtercriteria: [] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "payload" });
  });

  it("sends security headers, a policy that allows an API answer to load nothing, and a request id", async () => {
    const res = await ctx.app.inject({ url: "/api/v1/config" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-request-id"]).toBeTruthy();
  });

  it("publishes the OpenAPI document generated from the schemas", async () => {
    const res = await ctx.app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/v1/home/menus", "/api/v1/home/cat-list", "/api/v1/config", search]),
    );
  });
});
