import { envelope } from "../apps/api/test/support/envelope";
import { seriousViolations } from "./axe";
import { type APIRequestContext, expect, type Page, test } from "./test";
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

const STAFF = { email: "admin@bustan.ae", password: process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!" };

/** Creates a product in the back office's API and renames it: answers its old and new slugs. */
async function renamedProduct(request: APIRequestContext): Promise<{ oldSlug: string; newSlug: string }> {
  const login = await request.post("/api/v1/user/login", { data: envelope(STAFF) });
  const headers = { authorization: `Bearer ${(await login.json()).responceObj.token}` };
  const call = async (action: string, body: unknown) => {
    const response = await request.post(`/api/v1/admin/products/${action}`, { data: envelope(body), headers });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).responceObj.product;
  };
  const categories = (await (await request.get("/api/v1/home/cat-list")).json()).responceObj.categories;
  const word = `Rename${Date.now().toString(36)}`;
  const created = await call("create", {
    name: { en: `${word} Fern`, ar: `سرخس ${word}` },
    description: { en: "A fern." },
    careText: { en: "Shade." },
    tags: [],
    categoryId: categories[0].categoryId,
    status: "active",
    skus: [{ code: `PG-${word}`.toUpperCase(), potSize: "M", potColour: "white", price: 5_000, discount: 0 }],
  });
  const { slug: _slug, updatedAt: _updated, ...rest } = created;
  const renamed = await call("update", {
    ...rest,
    skus: created.skus.map(({ skuId: _id, stock: _stock, ...sku }: Record<string, unknown>) => sku),
    name: { en: `${word} Maidenhair`, ar: created.name.ar },
  });
  return { oldSlug: created.slug, newSlug: renamed.slug };
}

test("issue 13 / 14: a renamed product's old slug still answers 301 to its new page, not 404", async ({ request }) => {
  const { oldSlug, newSlug } = await renamedProduct(request);
  expect(newSlug).not.toBe(oldSlug);
  const response = await request.get(`/shop/product/${oldSlug}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`/shop/product/${newSlug}`);
  expect((await request.get(`/shop/product/${newSlug}`, { maxRedirects: 0 })).status()).toBe(200);
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

test("issue 14: without card keys the FAQ and footer promise cash on delivery only; delivery texts follow the settings", async ({
  page,
  request,
}) => {
  const config = (await (await request.get("/api/v1/config")).json()).responceObj;
  expect(config.payments.card).toBe(false);
  // Amounts and times sit in Unicode isolates (they stay left to right in Arabic).
  const cutoff = `before \u2066${config.delivery.sameDayCutoff}\u2069 (UAE time)`;
  await page.goto("/pages/faq");
  const faq = page.locator(".faq");
  for (const item of await faq.locator("summary").all()) await item.click();
  await expect(faq).toContainText("You pay in cash on delivery.");
  await expect(faq).not.toContainText(/card|visa|mastercard/i);
  await expect(faq).toContainText(cutoff);
  await expect(page.getByRole("contentinfo")).not.toContainText(/PAY SECURE/);

  await page.goto("/pages/delivery");
  const charges = page.locator(".delivery-charges");
  await expect(charges.getByRole("row")).toHaveCount(8);
  await expect(page.getByRole("main")).toContainText(cutoff);
});

for (const [name, path] of [
  ["/pages/search", "/pages/search?lang=ar"],
  ["the 404 page", "/no/such/page?lang=ar"],
] as const) {
  test(`issue 14: axe finds no serious or critical violation on ${name} (ar, 390 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
