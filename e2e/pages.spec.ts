import { expect, type Page, test } from "@playwright/test";
import { type Lang, textsIn } from "./translations";

/** Issue 14 (DESIGN "unknown paths"): the 404 page and /pages/search. */

test("issue 14: unknown product, category and path answer 404 with the page; demo routes still redirect home", async ({
  request,
}) => {
  for (const path of [
    "/shop/product/monsterra-deliciosa-typo",
    "/shop/collection/left/sidebar?category=no-such-category",
    "/shop/collection/nowhere",
    "/somewhere/else",
    "/pages/404",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    expect(html, path).toContain('href="/shop/collection/left/sidebar?category=indoor-plants"');
  }
  for (const path of ["/home/marijuana", "/home/fashion", "/elements/theme/title", "/pages/typography"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(new URL(response.headers().location ?? "", "http://x").pathname, path).toBe("/");
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const robots = await (await request.get("/robots.txt")).text();
  expect(sitemap).not.toContain("/pages/404");
  expect(robots).not.toContain("/pages/404");
});

async function expectSearchLeadsToResults(page: Page, label: string, word: string) {
  const field = page.getByRole("combobox", { name: label });
  await field.fill(word);
  await field.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/shop/collection/productName/${word}$`));
  await expect(page.locator(`a[href^="/shop/product/${word}"]`).first()).toBeVisible();
}

test("issue 14: a mistyped product link shows the 404 page, whose search leads to results", async ({ page }) => {
  const t = textsIn("en");
  const response = await page.goto("/shop/product/monsterra-typo");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: t("product.notFoundTitle") })).toBeVisible();
  const popular = page.getByRole("navigation", { name: t("collection.popularCategories") });
  await expect(popular.getByRole("link").first()).toBeVisible();
  await expectSearchLeadsToResults(page, t("notFound.searchLabel"), "monstera");
});

for (const lang of ["en", "ar"] as Lang[]) {
  test(`issue 14: /pages/search suggests as you type and keeps recent searches (${lang}, 390 px)`, async ({ page }) => {
    const t = textsIn(lang);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/pages/search?lang=${lang}`);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expect(page.getByRole("heading", { level: 1, name: t("searchPage.title") })).toBeVisible();
    const field = page.getByRole("combobox", { name: t("searchPage.label") });
    await expect(field).toBeFocused();

    // Suggestions as you type; one opens its product.
    await field.pressSequentially("monst");
    const option = page.getByRole("option").first();
    await expect(option).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");

    // Submitting leads to the results, and the search is remembered in this browser.
    await field.fill("monstera");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/shop\/collection\/productName\/monstera/);
    await page.goto(`/pages/search?lang=${lang}`);
    const recent = page.getByRole("region", { name: t("searchPage.recentTitle") });
    await expect(recent.getByRole("link", { name: "monstera" })).toBeVisible();
    // Nothing sticks out sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await recent.getByRole("link", { name: "monstera" }).click();
    await expect(page).toHaveURL(/\/shop\/collection\/productName\/monstera/);

    await page.goto(`/pages/search?lang=${lang}`);
    await page.getByRole("button", { name: t("searchPage.clearRecent") }).click();
    await expect(page.getByRole("region", { name: t("searchPage.recentTitle") })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: t("searchPage.title") })).toBeVisible();
    await expect(page.getByRole("button", { name: t("searchPage.clearRecent") })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: t("collection.popularCategories") })).toBeVisible();
  });
}

test("issue 14: the 404 page in Arabic at 390 px, right to left, with its search", async ({ page }) => {
  const t = textsIn("ar");
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await page.goto("/no/such/page?lang=ar");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: t("notFound.title") })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("not-found-ar-390.png"), fullPage: true });
  await expectSearchLeadsToResults(page, t("notFound.searchLabel"), "monstera");
});
