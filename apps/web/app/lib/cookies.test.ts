import { describe, expect, it } from "vitest";
import { preferenceCookie, readCookie } from "./cookies";

// The lang cookie's own tests are in shell/i18n/request-language.test.ts.
describe("SPEC 1 language and currency preferences", () => {
  it("SPEC 1: preference cookies last one year, site-wide, SameSite=Lax", () => {
    expect(preferenceCookie("lang", "fr", false)).toBe("lang=fr; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(preferenceCookie("currency", "USD", true)).toContain("; Secure");
  });

  it("reads encoded values and ignores look-alike names", () => {
    expect(readCookie("xlang=fr; lang=a%20b", "lang")).toBe("a b");
    expect(readCookie("", "lang")).toBeUndefined();
  });
});
