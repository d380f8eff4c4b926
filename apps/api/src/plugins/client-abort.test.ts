import { connect } from "node:net";
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLoggedApp, type LogLine } from "../../test/support/logged-app";
import { fileTestContext } from "../../test/support/test-app";

const ctx = fileTestContext({ seed: false });
let lines: LogLine[] = [];
let app: FastifyInstance;
let port = 0;

/** A page-sized answer that keeps streaming (compressed by @fastify/compress, as pages are) for up to 3 s. */
function slowPage(): Readable {
  let sent = 0;
  return new Readable({
    read() {
      setTimeout(() => this.push(sent++ < 150 ? `<p>${"a shopper's page ".repeat(80)}${sent}</p>` : null), 20);
    },
  });
}

beforeAll(async () => {
  ({ app, lines } = await buildLoggedApp(ctx()));
  app.get("/test/slow-page", async (_request, reply) => reply.type("text/html").send(slowPage()));
  // As a page render does: the handler rejects with an AbortError once the client has gone (web.ts aborts it).
  app.get("/test/aborted-render", (request) => {
    return new Promise((_resolve, reject) => {
      request.raw.socket.once("close", () =>
        setTimeout(() => reject(Object.assign(new Error("This operation was aborted"), { name: "AbortError" })), 10),
      );
    });
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app?.close());

/** Sends the request on a raw socket and closes it after the first bytes of the answer (or after `ms`). */
function closeEarly(path: string, ms = 2_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\n\r\n`);
    });
    const timer = setTimeout(() => socket.destroy(), ms);
    socket.once("data", () => socket.destroy());
    socket.once("close", () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once("error", reject);
  });
}

/** Waits until the request's completion (or the abort's) has been logged. */
async function settled(predicate: () => boolean) {
  for (let i = 0; i < 200 && !predicate(); i++) await new Promise((r) => setTimeout(r, 25));
}

describe("issue 17: a client that closes its connection early is logged at info, not as an error", () => {
  it("issue 17: a page stream cut off mid-answer leaves no error-level line", async () => {
    const before = lines.length;
    await closeEarly("/test/slow-page");
    await settled(() => lines.slice(before).some((l) => l.msg === "client closed the connection early"));
    const mine = lines.slice(before);
    expect(mine.filter((l) => l.level >= 50)).toEqual([]);
    expect(mine.some((l) => l.level === 30 && l.msg === "client closed the connection early")).toBe(true);
  });

  it("issue 17: a render aborted because the client left leaves no error-level line", async () => {
    const before = lines.length;
    await closeEarly("/test/aborted-render", 100);
    await settled(() => lines.slice(before).some((l) => l.msg === "client closed the connection early"));
    const mine = lines.slice(before);
    expect(mine.filter((l) => l.level >= 50)).toEqual([]);
    expect(mine.some((l) => l.level === 30 && l.msg === "client closed the connection early")).toBe(true);
  });

  it("issue 17: a real failure while the client is still there stays an error", async () => {
    const before = lines.length;
    app.log.child({}).error({ err: new Error("premature close") }, "not about a request");
    expect(lines.slice(before).some((l) => l.level === 50)).toBe(true);
  });
});
