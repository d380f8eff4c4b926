import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLoggedApp, type LogLine } from "../../test/support/logged-app";
import { fileTestContext } from "../../test/support/test-app";
import { inProcessApiFor } from "./in-process-api";

// issue 17: a page render's in-process API calls are parts of the page's request in the log.
const ctx = fileTestContext({ seed: false });
let lines: LogLine[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  ({ app, lines } = await buildLoggedApp(ctx()));
  app.get("/test/inner-fails", async () => {
    throw new Error("inner call broke");
  });
  // As a page loader does: two reads through the in-process client.
  app.get("/test/page", async (request) => {
    const api = inProcessApiFor(app, request);
    const config = await api.call({ method: "GET", path: "/api/v1/config", headers: {} });
    const broken = await api.call({ method: "GET", path: "/test/inner-fails", headers: {} });
    return { config: config.status, broken: broken.status };
  });
  await app.ready();
});
afterAll(() => app?.close());

const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

describe("issue 17: in-process API calls in the log", () => {
  it("log no start and end lines of their own, and their errors carry the page's request id", async () => {
    const page = await app.inject({ url: "/test/page", headers: { "x-request-id": "page-under-test" } });
    expect(page.json()).toEqual({ config: 200, broken: 500 });
    const mine = linesOf("page-under-test");
    expect(mine.filter((line) => line.msg === "incoming request").map((line) => line.req?.url)).toEqual(["/test/page"]);
    expect(mine.filter((line) => line.msg === "request completed")).toHaveLength(1);
    const errors = mine.filter((line) => line.level >= 50);
    expect(errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(errors)).toContain("inner call broke");
  });

  it("a client cannot quieten its own request's log by sending the marker header", async () => {
    await app.inject({
      url: "/api/v1/config",
      headers: { "x-request-id": "client-with-marker", "x-shop-in-process": "a-guess" },
    });
    expect(linesOf("client-with-marker").map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
  });
});
