import { describe, expect, it } from "vitest";
import { AFTER_LOGIN_PATH, loginPathFor, safeRedirect } from "./safe-redirect";

describe("SPEC 2 redirect after login", () => {
  it("keeps a path of this site with its query and hash", () => {
    expect(safeRedirect("/pages/profile")).toBe("/pages/profile");
    expect(safeRedirect("/shop/collection/left/sidebar?category=cacti&page=2")).toBe(
      "/shop/collection/left/sidebar?category=cacti&page=2",
    );
    expect(safeRedirect("/pages/faq#delivery")).toBe("/pages/faq#delivery");
  });

  it("falls back to the dashboard without a target", () => {
    expect(safeRedirect(null)).toBe(AFTER_LOGIN_PATH);
    expect(safeRedirect(undefined)).toBe(AFTER_LOGIN_PATH);
    expect(safeRedirect("")).toBe(AFTER_LOGIN_PATH);
    expect(safeRedirect("", "/")).toBe("/");
  });

  it.each([
    ["an absolute URL", "https://evil.test/"],
    ["an http: URL without a path", "http://evil.test"],
    ["a protocol-relative URL", "//evil.test"],
    ["three slashes", "///evil.test"],
    ["a backslash after the slash", "/\\evil.test"],
    ["two backslashes", "\\\\evil.test"],
    ["a slash and a backslash", "/\\/evil.test"],
    ["a tab inside", "/\t/evil.test"],
    ["a newline inside", "/\n/evil.test"],
    ["a carriage return inside", "/\r/evil.test"],
    ["a leading space", " /pages/profile"],
    ["a NUL byte", "/\u0000/evil.test"],
    ["javascript:", "javascript:alert(1)"],
    ["JavaScript: in mixed case", "JaVaScRiPt:alert(1)"],
    ["data:", "data:text/html,hi"],
    ["http: with a path", "http:/evil.test"],
    ["a relative path", "pages/profile"],
    ["a bare host", "evil.test"],
    ["a dot segment that leaves two slashes (finding)", "/.//evil.example"],
    ["two dot segments that leave two slashes", "/././/evil.example"],
    ["a parent segment that leaves two slashes", "/x/..//evil.example"],
    ["an encoded dot segment", "/%2e//evil.example"],
    ["encoded slashes", "/%2F%2Fevil.test"],
    ["encoded slashes in lower case", "/%2f%2fevil.test"],
    ["one encoded slash after the slash", "/%2Fevil.test"],
    ["an encoded backslash", "/%5Cevil.test"],
    ["an encoded backslash in lower case", "/%5cevil.test"],
    ["double-encoded slashes", "/%252F%252Fevil.test"],
    ["double-encoded backslash", "/%255Cevil.test"],
    ["triple-encoded slashes", "/%25252F%25252Fevil.test"],
    ["an encoded tab", "/%09/evil.test"],
    ["an encoded newline", "/%0A/evil.test"],
    ["a dot segment and encoded slash", "/.%2F%2Fevil.test"],
    ["a broken escape", "/%E0%A4%A"],
    ["over 2000 characters", `/${"a".repeat(2100)}`],
  ])("security: refuses %s (%j): not a path of this site", (_why, target) => {
    expect(safeRedirect(target)).toBe(AFTER_LOGIN_PATH);
  });

  it("security: whatever it lets through is a same-origin path with a single leading slash", () => {
    const tricky = ["/.//evil.example", "/pages/./profile", "/pages/../pages/orders?x=%2F%2F", "/a/b/../../c#//x"];
    for (const target of tricky) {
      const result = safeRedirect(target, "/");
      const url = new URL(result, "https://shop.example");
      expect(url.origin, target).toBe("https://shop.example");
      expect(result.startsWith("//"), target).toBe(false);
      expect(result.startsWith("/"), target).toBe(true);
    }
  });

  it("keeps encoded text in the query and hash, and non-Latin paths", () => {
    expect(safeRedirect("/shop/search?q=snake%20plant")).toBe("/shop/search?q=snake%20plant");
    expect(safeRedirect("/pages/orders?back=%2F%2Fx")).toBe("/pages/orders?back=%2F%2Fx");
    expect(safeRedirect("/shop/%D9%86%D8%A8%D8%AA%D8%A9")).toBe("/shop/%D9%86%D8%A8%D8%AA%D8%A9");
  });

  it("does not send the shopper back into the login flow", () => {
    expect(safeRedirect("/pages/login?redirectURL=/pages/login")).toBe(AFTER_LOGIN_PATH);
    expect(safeRedirect("/pages/register/")).toBe(AFTER_LOGIN_PATH);
    expect(safeRedirect("/pages/forget/password")).toBe(AFTER_LOGIN_PATH);
    expect(safeRedirect("/pages/%6Cogin")).toBe(AFTER_LOGIN_PATH);
  });

  it("normalises dot segments but stays on the site", () => {
    expect(safeRedirect("/pages/../pages/profile")).toBe("/pages/profile");
    expect(safeRedirect("/pages/./orders")).toBe("/pages/orders");
  });

  it("SPEC 2: the guard passes the requested path and query in redirectURL", () => {
    const login = loginPathFor("/pages/dashboard?tab=orders&x=1");
    expect(login).toBe("/pages/login?redirectURL=%2Fpages%2Fdashboard%3Ftab%3Dorders%26x%3D1");
    const url = new URL(login, "http://shop.test");
    expect(url.pathname).toBe("/pages/login");
    expect(url.searchParams.get("redirectURL")).toBe("/pages/dashboard?tab=orders&x=1");
  });

  it("security: the guard never puts a path that would leave the site in the login link", () => {
    expect(loginPathFor("//evil.example/pages/orders")).toBe("/pages/login");
    expect(loginPathFor("/.//evil.example")).toBe("/pages/login");
    expect(loginPathFor("/pages/login")).toBe("/pages/login");
  });
});
