import { afterEach, describe, expect, it, vi } from "vitest";
import { apiGet, apiPost } from "./api-client";
import { ApiError, errorMessages } from "./api-error";
import { apiOrigin } from "./api-origin";

function reply(body: unknown, status = 200) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
}

describe("SPEC 7 calls", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it("SPEC 7: POST bodies use the request envelope with an empty requestId", async () => {
    const fetchMock = reply({ status: "SUCCESS", responceObj: { ok: true } });
    vi.stubGlobal("fetch", fetchMock);
    const request = new Request("http://shop.test/some/page", { headers: { cookie: "lang=fr" } });
    const result = await apiPost("/api/v1/displayproducts/search", { lang: "fr" }, { request });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://shop.test/api/v1/displayproducts/search");
    expect(JSON.parse(String(init.body))).toEqual({
      payload: { requestId: "", requestPayload: { lang: "fr" }, tokenPayload: {} },
    });
    expect(new Headers(init.headers).get("cookie")).toBe("lang=fr");
  });

  it("SPEC 4: the ignore-loading-bar marker never goes over the wire", async () => {
    const fetchMock = reply({ status: "SUCCESS", responceObj: 1 });
    vi.stubGlobal("fetch", fetchMock);
    await apiGet("/api/v1/config", {
      request: new Request("http://shop.test/"),
      headers: { "x-ignore-loading-bar": "1" },
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has("x-ignore-loading-bar")).toBe(false);
  });

  it("SPEC 8: a FAILURE envelope becomes an ApiError carrying the error list", async () => {
    const errorList = [{ errorCode: "NOT_FOUND", errorDesc: "No such product", suggesstion: "" }];
    vi.stubGlobal("fetch", reply({ status: "FAILURE", errorList }, 404));
    const call = apiGet("/api/v1/x", { request: new Request("http://shop.test/") });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 404, errorList });
  });

  it("SPEC 7: the server calls the API at API_INTERNAL_ORIGIN when it is set", () => {
    expect(apiOrigin(new Request("http://shop.test/a"))).toBe("http://shop.test");
    vi.stubEnv("API_INTERNAL_ORIGIN", "http://127.0.0.1:3000/");
    expect(apiOrigin(new Request("http://shop.test/a"))).toBe("http://127.0.0.1:3000");
  });
});

describe("SPEC 8 error messages", () => {
  it("SPEC 8: each error shows its suggestion first, then its description, each only when not empty", () => {
    expect(
      errorMessages([
        { errorDesc: "Out of stock", suggesstion: "Choose fewer items" },
        { errorDesc: "Price changed", suggesstion: "" },
        { errorDesc: " ", suggesstion: "Try again" },
      ]),
    ).toEqual(["Choose fewer items", "Out of stock", "Price changed", "Try again"]);
  });
});
