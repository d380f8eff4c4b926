import { describe, expect, it } from "vitest";
import { languageFromCookie } from "./request-language";

describe("SPEC 1 language preference", () => {
  it("SPEC 1: the lang cookie chooses the language; the default is en", () => {
    expect(languageFromCookie("a=1; lang=ar; b=2")).toBe("ar");
    expect(languageFromCookie("lang=de")).toBe("en");
    expect(languageFromCookie(undefined)).toBe("en");
  });
});

describe("?lang= in the address", () => {
  it("chooses the language before the cookie, and becomes the cookie", async () => {
    const { languageFromRequest } = await import("./request-language");
    const { languageCookieFor } = await import("../layout/root-data.server");
    const request = new Request("http://shop.test/shop/product/x?lang=ar", { headers: { cookie: "lang=fr" } });
    expect(languageFromRequest(request)).toBe("ar");
    expect(languageCookieFor(request)).toBe("lang=ar; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(languageFromRequest(new Request("http://shop.test/?lang=xx", { headers: { cookie: "lang=fr" } }))).toBe(
      "fr",
    );
    expect(languageCookieFor(new Request("http://shop.test/?lang=fr", { headers: { cookie: "lang=fr" } }))).toBeNull();
    expect(languageCookieFor(new Request("http://shop.test/"))).toBeNull();
  });
});
