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
    "https://evil.test/",
    "http://evil.test",
    "//evil.test",
    "///evil.test",
    "/\\evil.test",
    "\\\\evil.test",
    "/\t/evil.test",
    "/\n/evil.test",
    " /pages/profile",
    "javascript:alert(1)",
    "data:text/html,hi",
    "pages/profile",
    "evil.test",
    `/${"a".repeat(2100)}`,
  ])("refuses %j: not a path of this site", (target) => {
    expect(safeRedirect(target)).toBe(AFTER_LOGIN_PATH);
  });

  it("does not send the shopper back into the login flow", () => {
    expect(safeRedirect("/pages/login?redirectURL=/pages/login")).toBe(AFTER_LOGIN_PATH);
    expect(safeRedirect("/pages/register/")).toBe(AFTER_LOGIN_PATH);
    expect(safeRedirect("/pages/forget/password")).toBe(AFTER_LOGIN_PATH);
  });

  it("normalises dot segments but stays on the site", () => {
    expect(safeRedirect("/pages/../pages/profile")).toBe("/pages/profile");
    expect(safeRedirect("/%2F%2Fevil.test")).toBe("/%2F%2Fevil.test");
  });

  it("SPEC 2: the guard passes the requested path and query in redirectURL", () => {
    const login = loginPathFor("/pages/dashboard?tab=orders&x=1");
    expect(login).toBe("/pages/login?redirectURL=%2Fpages%2Fdashboard%3Ftab%3Dorders%26x%3D1");
    const url = new URL(login, "http://shop.test");
    expect(url.pathname).toBe("/pages/login");
    expect(url.searchParams.get("redirectURL")).toBe("/pages/dashboard?tab=orders&x=1");
  });
});
