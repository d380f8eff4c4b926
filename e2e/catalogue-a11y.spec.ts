import { seriousViolations } from "./axe";
import { expect, test } from "./test";

const pages = [
  { name: "collection", path: "/shop/collection/left/sidebar?category=indoor-plants&light=low", ready: "article" },
  { name: "product", path: "/shop/product/monstera-deliciosa", ready: "radio" },
  { name: "categories", path: "/pages/collection", ready: "link" },
  { name: "compare", path: "/pages/compare/one", ready: "table" },
] as const;

for (const lang of ["en", "ar"] as const) {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    for (const { name, path, ready } of pages) {
      test(`axe: no serious or critical violation on the ${name} page (${lang}, ${viewport.width}px)`, async ({
        page,
        context,
        baseURL,
      }) => {
        await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
        await context.addInitScript(() => localStorage.setItem("compareItems", "[1,2]"));
        await page.setViewportSize(viewport);
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("main").getByRole(ready).first()).toBeAttached();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
}

test.describe("with reduced motion (prefers-reduced-motion: reduce)", () => {
  test.use({ reducedMotion: "reduce" });

  test("the filter drawer on a phone opens with focus on its close button and closes back to its toggle", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/shop/collection/left/sidebar?category=indoor-plants");
    const toggle = page.getByRole("button", { name: /^Filters/ });
    await toggle.click();
    await expect(
      page.getByRole("dialog", { name: "Filters" }).getByRole("button", { name: "Close filters" }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toBeFocused();
  });
});

test("axe: the filter drawer on a phone, and the search suggestions", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/shop/collection/left/sidebar?category=indoor-plants");
  await page.getByRole("button", { name: /^Filters/ }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await expect(drawer.getByRole("button", { name: "Close filters" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Filters/ })).toBeFocused();

  await page.getByRole("navigation", { name: "Quick links" }).getByRole("button", { name: "Search" }).click();
  await page.getByRole("combobox", { name: "Product name" }).fill("fern");
  await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
