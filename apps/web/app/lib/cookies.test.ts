import { describe, expect, it } from "vitest";
import { languageFromCookie } from "../features/i18n/request-language";
import { preferenceCookie, readCookie } from "./cookies";

describe("SPEC 1 language and currency preferences", () => {
  it("SPEC 1: the lang cookie chooses the language; the default is en", () => {
    expect(languageFromCookie("a=1; lang=ar; b=2")).toBe("ar");
    expect(languageFromCookie("lang=de")).toBe("en");
    expect(languageFromCookie(undefined)).toBe("en");
  });

  it("SPEC 1: preference cookies last one year, site-wide, SameSite=Lax", () => {
    expect(preferenceCookie("lang", "fr", false)).toBe("lang=fr; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(preferenceCookie("currency", "USD", true)).toContain("; Secure");
  });

  it("reads encoded values and ignores look-alike names", () => {
    expect(readCookie("xlang=fr; lang=a%20b", "lang")).toBe("a b");
    expect(readCookie("", "lang")).toBeUndefined();
  });
});
