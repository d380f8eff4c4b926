import { seriousViolations } from "./axe";
import { expect, test } from "./test";

/**
 * Issue 14 "Pages": the menu's "Care guides" (the theme's "Blog") leads to the guides written in the back office's
 * content editor; a guide opens with its headings, title and canonical; an unknown guide answers 404.
 */

test("issue 14: the menu's 'Care guides' leads to the list and a guide opens (English)", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Care guides" }).click();
  await expect(page).toHaveURL(/\/pages\/guides$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Care guides");
  await expect(page).toHaveTitle(/^Care guides \| /);
  // The seed's three (another test may add one meanwhile).
  for (const name of ["Light for houseplants", "Watering in the UAE summer", "Pets and toxic plants"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }

  await page.getByRole("link", { name: "Watering in the UAE summer" }).click();
  await expect(page).toHaveURL(/\/pages\/guides\/watering-in-the-uae-summer$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Watering in the UAE summer");
  await expect(page.getByRole("heading", { level: 2, name: "About our water" })).toBeVisible();
  await expect(page).toHaveTitle(/^Watering in the UAE summer \| /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /June to September/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/pages\/guides\/watering-in-the-uae-summer$/,
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test("issue 14: an unknown guide answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/pages/guides/no-such-guide");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guide not found");
});

test.describe("on a 390 px phone in Arabic", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("issue 14: the menu's 'أدلة العناية' leads to the list and a guide opens, right to left", async ({ page }) => {
    await page.goto("/?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("button", { name: "فتح القائمة أو إغلاقها" }).click();
    await page
      .getByRole("navigation", { name: "القائمة الرئيسية" })
      .getByRole("link", { name: "أدلة العناية" })
      .click();
    await expect(page).toHaveURL(/\/pages\/guides$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("أدلة العناية");

    await page.getByRole("link", { name: "الحيوانات الأليفة والنباتات السامة" }).click();
    await expect(page).toHaveURL(/\/pages\/guides\/pets-and-toxic-plants$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الحيوانات الأليفة والنباتات السامة");
    await expect(page.getByRole("heading", { level: 2, name: "خيارات آمنة" })).toBeVisible();
    await expect(page.locator(".guide-body")).toHaveAttribute("dir", "rtl");
    // Nothing wider than the phone: no sideways scrolling.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("issue 14: staff write a guide with a live preview (HTML stays text) and publish it", async ({
  browser,
  page,
}) => {
  test.slow();
  const staff = await (await browser.newContext()).newPage();
  await staff.goto("/pages/login");
  await staff.getByLabel("E-mail").fill("manager@bustan.ae");
  await staff.getByLabel("Password", { exact: true }).fill(process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!");
  await staff.getByRole("button", { name: "Log in" }).click();
  await expect(staff).not.toHaveURL(/\/pages\/login/, { timeout: 15_000 });
  await staff.goto("/admin/guides");
  await staff.getByRole("button", { name: "New guide" }).click();
  await staff.getByRole("group", { name: "Title" }).getByLabel("English").fill("Repotting a palm");
  await staff
    .getByRole("group", { name: "Summary (list and search engines)" })
    .getByLabel("English")
    .fill("When and how.");
  await staff
    .getByLabel("Text in English")
    .fill('## Spring is best\n\nUse a pot one size up.\n\n<script>alert("x")</script>');
  const preview = staff.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Spring is best" })).toBeVisible();
  await expect(preview.getByText('<script>alert("x")</script>')).toBeVisible();
  await staff.getByRole("button", { name: "Save", exact: true }).click();
  await expect(staff.getByText("/pages/guides/repotting-a-palm").first()).toBeVisible();
  await staff.getByRole("button", { name: "Publish Repotting a palm" }).click();
  await expect(staff.getByText("“Repotting a palm” is published.")).toBeVisible();

  await page.goto("/pages/guides/repotting-a-palm");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Repotting a palm");
  await expect(page.getByRole("heading", { level: 2, name: "Spring is best" })).toBeVisible();
  await expect(page.getByText('<script>alert("x")</script>')).toBeVisible();
});
