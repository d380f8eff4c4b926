import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileTestContext } from "../../test/support/test-app";
import { hasWebBuild, webBuildDir } from "./page-cache/page-cache.testkit";

// issue 17 (start-up): the build's files are served by one wildcard route under /assets/, not a route per file.
describe.skipIf(!hasWebBuild)("issue 17: the web build's static files", () => {
  const ctx = fileTestContext({ webBuildDir });
  const assets = hasWebBuild ? readdirSync(path.join(webBuildDir, "client/assets")) : [];
  const script = assets.find((name) => /^entry\.client-[\w-]+\.js$/.test(name));

  it("issue 17: a fingerprinted script is immutable and sent as the build's brotli file when accepted", async () => {
    const plain = await ctx().app.inject({ url: `/assets/${script}` });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toMatch(/javascript/);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const br = await ctx().app.inject({ url: `/assets/${script}`, headers: { "accept-encoding": "br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it("issue 17: the favicon and the published translation sources are cached for five minutes only", async () => {
    for (const url of ["/favicon.svg", "/assets/i18n/en.json"]) {
      const res = await ctx().app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("public, max-age=300");
    }
  });

  it("issue 17: a missing or escaping asset path is a 404 in the error shape, never a page or a file outside", async () => {
    for (const url of ["/assets/entry.client-missing.js", "/assets/", "/assets/..%2F..%2Fserver%2Findex.js"]) {
      const res = await ctx().app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ status: "FAILURE", errorList: [{ errorCode: "NOT_FOUND" }] });
      expect(res.headers["content-type"], url).toMatch(/^application\/json/);
      expect(res.body, url).not.toContain("<html");
    }
  });
});
