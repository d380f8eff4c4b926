import type { MenuItem } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { fallbackMenu, menuOrFallback } from "./fallback-menu";
import { isOpen, toggle } from "./menu-state";

const t = (key: string) => `t:${key}`;

const apiMenu: MenuItem[] = [
  { title: "Plants", type: "link", path: "/x", active: false, megaMenu: false, badge: false },
];

describe("SPEC 8 menu load failure", () => {
  it("SPEC 8: a failed menu load falls back silently to the built-in menu", () => {
    expect(menuOrFallback(null, t)).toEqual(fallbackMenu(t));
    expect(menuOrFallback([], t).length).toBeGreaterThan(0);
  });

  it("SPEC 3: the API menu is used as it is when it loaded", () => {
    expect(menuOrFallback(apiMenu, t)).toBe(apiMenu);
  });

  it("SPEC 2: the built-in menu links home, the shop and the information pages, translated", () => {
    const menu = fallbackMenu(t);
    expect(menu[0]).toMatchObject({ title: "t:menu.home", type: "link", path: "/" });
    const paths = menu.flatMap((item) => [item.path, ...(item.children ?? []).map((child) => child.path)]);
    expect(paths).toEqual(expect.arrayContaining(["/pages/aboutus", "/pages/delivery", "/pages/refund", "/pages/faq"]));
  });

  it("issue 14: the built-in menu links Care guides (the theme's Blog) to /pages/guides", () => {
    expect(fallbackMenu(t)).toContainEqual(expect.objectContaining({ title: "t:menu.guides", path: "/pages/guides" }));
  });

  it("SPEC 1: the landscaping site is an external link opening in a new tab", () => {
    const menu = fallbackMenu(t, "https://landscaping.example");
    expect(menu.at(-1)).toMatchObject({ type: "extTabLink", path: "https://landscaping.example" });
  });
});

describe("SPEC 4 menu toggling", () => {
  it("SPEC 4: a sub-menu's active flag toggles on click; opening a sibling closes the other", () => {
    let open = toggle(null, "1");
    expect(isOpen(open, "1")).toBe(true);
    open = toggle(open, "1.0");
    expect(isOpen(open, "1")).toBe(true);
    expect(isOpen(open, "1.0")).toBe(true);
    open = toggle(open, "2");
    expect(isOpen(open, "1")).toBe(false);
    open = toggle(open, "2");
    expect(open).toBeNull();
  });
});
