import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { logInInNewContext, registeredShopper } from "./shoppers";

// Issue 13: a manager runs the catalogue from the back office, and the shop follows at once.
const MANAGER = { email: "manager@bustan.ae", password: process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!" };

/** Logs the manager in on the login page and waits until the shop shows them logged in. */
async function managerPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto("/pages/login");
  await page.getByLabel("E-mail address").fill(MANAGER.email);
  await page.getByLabel("Password", { exact: true }).fill(MANAGER.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).not.toHaveURL(/\/pages\/login/, { timeout: 15_000 });
  return page;
}

/** Saves the product form: waits for the server's answer to the save, then for the saved toast. */
async function save(page: Page) {
  const answered = page.waitForResponse(
    (r) => /\/api\/v1\/admin\/products\/(create|update)$/.test(r.url()) && r.status() === 200,
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await answered;
  await expect(page.getByText("The product was saved.").last()).toBeVisible({ timeout: 15_000 });
}

test("DESIGN back office: a visitor who types /admin is sent to log in, a shopper is not allowed", async ({
  page,
  browser,
  request,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/pages\/login/);

  const shopper = await registeredShopper(request, "admin-guard");
  const session = await logInInNewContext(browser, shopper, "/admin", "Not allowed");
  await expect(session.page.getByText("This page is for shop staff only.")).toBeVisible();
  await session.close();
});

test("a manager creates a product with two SKUs and Arabic text, publishes it, changes its price and archives it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const word = `fernlet${Date.now().toString(36)}`;
  const name = `Test ${word} Palm`;
  const arabicName = `نخلة تجربة ${word}`;
  const page = await managerPage(browser);

  // The back office from the My Account menu.
  await page.getByRole("button", { name: "My Account" }).first().click();
  await page.getByRole("link", { name: "Back office" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Back office" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Orders to prepare, today and tomorrow" })).toBeVisible();
  await page.getByRole("navigation", { name: "Back office sections" }).getByRole("link", { name: "Products" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await page.getByRole("link", { name: "New product" }).click();

  await page.getByLabel("Name in English (required)").fill(name);
  await page.getByLabel("Description in English").fill("A small palm for a bright room.\n\nWater weekly.");
  await page.getByRole("tab", { name: "Arabic" }).click();
  await page.getByLabel("Name in Arabic").fill(arabicName);
  await page.getByLabel("Category", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("Status", { exact: true }).selectOption("active");
  const first = page.getByRole("group", { name: "SKU 1" });
  await first.getByLabel("SKU code").fill(`${word}-S`.toUpperCase());
  await first.getByLabel("Pot colour").fill("white");
  await first.getByLabel("Price (AED)").fill("49.00");
  await page.getByRole("button", { name: "Add a SKU" }).click();
  const second = page.getByRole("group", { name: "SKU 2" });
  await second.getByLabel("SKU code").fill(`${word}-L`.toUpperCase());
  await second.getByLabel("Pot colour").fill("black");
  await second.getByLabel("Price (AED)").fill("79.00");
  await save(page);
  await expect(page).toHaveURL(/\/admin\/products\/\d+/);
  const shopLink = page.getByRole("link", { name: "View in the shop" });
  const productPath = new URL((await shopLink.getAttribute("href")) ?? "", page.url()).pathname;

  // The shop finds it at once, and shows it in Arabic.
  const shop = await browser.newPage();
  await shop.goto(`/shop/collection/productName/${word}`);
  await expect(shop.locator(`a[href^="${productPath}"]`).first()).toBeVisible();
  await shop.goto(`${productPath}?lang=ar`);
  await expect(shop.getByRole("heading", { level: 1 })).toContainText(arabicName);

  // A new price shows in the shop.
  const price = page.getByRole("group", { name: "SKU 1" }).getByLabel("Price (AED)");
  await expect(price).toHaveValue("49.00");
  await price.fill("39.00");
  await save(page);
  await shop.goto(`${productPath}?lang=en`);
  await expect(shop.getByText("AED 39.00").first()).toBeVisible({ timeout: 10_000 });

  // A photo through the labelled file input: its thumbnail, an alt text, and the shop shows it with that text.
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3f7d4a" } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const pictures = page.getByRole("region", { name: "Pictures", exact: true });
  await expect(pictures.getByText("No pictures yet — the shop shows a placeholder.")).toBeVisible();
  const uploaded = page.waitForResponse((r) => r.url().endsWith("/admin/products/images/upload"));
  await pictures
    .getByLabel("Add pictures", { exact: true })
    .setInputFiles({ name: "palm.jpg", mimeType: "image/jpeg", buffer: photo });
  expect((await uploaded).status()).toBe(200);
  const card = pictures.getByRole("listitem", { name: "Picture 1 of 1" });
  await expect(card.getByText("Main picture")).toBeVisible();
  const thumbnail = card.getByRole("img");
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const altText = `A ${word} palm in a green pot`;
  await card.getByLabel("Alt text in English").fill(altText);
  const altSaved = page.waitForResponse((r) => r.url().endsWith("/admin/products/images/update"));
  await card.getByLabel("Alt text in French").focus();
  expect((await altSaved).status()).toBe(200);
  await expect(thumbnail).toHaveAttribute("alt", altText);
  await shop.goto(`${productPath}?lang=en`);
  const shopPicture = shop.getByRole("img", { name: altText });
  await expect(shopPicture).toBeVisible();
  await expect.poll(() => shopPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A second photo shows the black pot: choosing black in the shop switches the gallery to it.
  const blackPhoto = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#222222" } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const uploadedBlack = page.waitForResponse((r) => r.url().endsWith("/admin/products/images/upload"));
  await pictures
    .getByLabel("Add pictures", { exact: true })
    .setInputFiles({ name: "palm-black.jpg", mimeType: "image/jpeg", buffer: blackPhoto });
  expect((await uploadedBlack).status()).toBe(200);
  const blackCard = pictures.getByRole("listitem", { name: "Picture 2 of 2" });
  const colourSaved = page.waitForResponse((r) => r.url().endsWith("/admin/products/images/update"));
  await blackCard.getByLabel("Pot colour shown").selectOption("black");
  expect((await colourSaved).status()).toBe(200);
  const blackAlt = `The ${word} palm in a black pot`;
  await blackCard.getByLabel("Alt text in English").fill(blackAlt);
  const blackAltSaved = page.waitForResponse((r) => r.url().endsWith("/admin/products/images/update"));
  await blackCard.getByLabel("Alt text in French").focus();
  expect((await blackAltSaved).status()).toBe(200);
  await shop.goto(`${productPath}?lang=en`);
  const mainPicture = shop.locator(".gallery__main img");
  await expect(mainPicture).toHaveAttribute("alt", altText);
  await shop.getByRole("radio", { name: /^Black/ }).check();
  await expect(mainPicture).toHaveAttribute("alt", blackAlt);
  await shop.getByRole("radio", { name: /^White/ }).check();
  await expect(mainPicture).toHaveAttribute("alt", altText);

  // Archived, it is gone from the shop's search.
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("The product was archived: it is no longer in the shop.")).toBeVisible();
  await shop.goto(`/shop/collection/productName/${word}`);
  await expect(shop.getByText("No products found")).toBeVisible();
  await expect(shop.locator(`a[href^="${productPath}"]`)).toHaveCount(0);
  await shop.close();
  await page.context().close();
});

test("the back office's product list in Arabic on a phone: right to left, no sideways scrolling", async ({
  browser,
}) => {
  const page = await managerPage(browser, { width: 390, height: 844 });
  await page.goto("/admin/products?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "المنتجات" })).toBeVisible();
  await expect(page.getByRole("link", { name: "منتج جديد" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.context().close();
});

test("the product form's pictures in Arabic on a phone: right to left, one column, no sideways scrolling", async ({
  browser,
}) => {
  const page = await managerPage(browser, { width: 390, height: 844 });
  await page.goto("/admin/products?lang=ar");
  await expect(page.locator('a[href^="/admin/products/"]').first()).toBeVisible();
  const hrefs = await page
    .locator('a[href^="/admin/products/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  // The last of the page: a seeded product with pictures, not one another test is making now.
  const edit = hrefs.filter((href) => /^\/admin\/products\/\d+$/.test(href)).pop();
  expect(edit).toBeTruthy();
  await page.goto(`${edit}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const pictures = page.getByRole("region", { name: "الصور", exact: true });
  await expect(pictures).toBeVisible();
  await expect(pictures).toHaveCSS("direction", "rtl");
  await expect(pictures.getByLabel("إضافة صور", { exact: true })).toBeAttached();
  await expect(pictures.getByLabel("التقاط صورة", { exact: true })).toHaveAttribute("capture", "environment");
  // The seeded product's pictures, one card a row.
  const grid = pictures.getByRole("list").filter({ has: page.getByText("الصورة الرئيسية") });
  await expect(grid.getByRole("listitem").first()).toBeVisible();
  const columns = await grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(1);
  await pictures.scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.context().close();
});
