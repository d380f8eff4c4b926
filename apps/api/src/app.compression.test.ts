import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fileTestContext } from "../test/support/test-app";

// Answers are compressed per response (app.ts: brotli with a 256 KB window, decision 0021), and unpack to the same JSON.
describe("issue 17: per-answer compression", () => {
  const ctx = fileTestContext();
  const search = (encoding?: string) =>
    ctx().app.inject({
      method: "POST",
      url: "/api/v1/displayproducts/search",
      headers: { "content-type": "application/json", ...(encoding && { "accept-encoding": encoding }) },
      payload: {
        payload: {
          requestId: "",
          requestPayload: { filtercriteria: [], paginationpayload: { from: 0, limit: 48 } },
          tokenPayload: {},
        },
      },
    });

  it("issue 17: a product list answers br to a browser and gzip to a gzip-only client, both unpacking to the plain answer", async () => {
    const plain = await search();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await search("gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString("utf8"))).toEqual(plain.json());
    const gz = await search("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString("utf8"))).toEqual(plain.json());
  });
});
