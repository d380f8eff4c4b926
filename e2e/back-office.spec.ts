import { aed } from "../apps/api/test/support/money";
import {
  addPicture,
  changePrice,
  createDraft,
  DESKTOP,
  expectProductPage,
  type Journey,
  managerLogsIn,
  newProduct,
  openBackOffice,
  PHONE,
  photo,
  publish,
  searchShop,
  shopInArabic,
} from "./back-office-steps";
import { logInInNewContext, registeredShopper } from "./shoppers";
import { expect, test } from "./test";
import { textsIn } from "./translations";

// Issue 13: a manager runs the catalogue from the back office, and the shop follows at once.
const en = textsIn("en");
const ar = textsIn("ar");

test("DESIGN back office: a visitor who types /admin is sent to log in, a shopper is not allowed", async ({
  page,
  browser,
  request,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/pages\/login/);

  const shopper = await registeredShopper(request, "admin-guard");
  const session = await logInInNewContext(browser, shopper, "/admin", en("admin.forbidden.title"));
  await expect(session.page.getByText(en("admin.forbidden.text"))).toBeVisible();
  await session.close();
});

const journeys: Journey[] = [
  { title: "on a desktop, in English", device: DESKTOP, phone: false, lang: "en" },
  { title: "on a phone, in Arabic", device: PHONE, phone: true, lang: "ar" },
];

for (const journey of journeys) {
  test(`a manager ${journey.title} creates a product with two SKUs, a photo and Arabic text, publishes it, finds it in the Arabic shop, changes its price and archives it`, async ({
    browser,
  }) => {
    // Two back-office sessions and a shop page, a dozen saves and uploads: on a busy 2-core machine.
    test.setTimeout(180_000);
    const t = textsIn(journey.lang);
    const product = newProduct(journey.lang);
    const page = await managerLogsIn(browser, journey, t);

    // The back office from the header's My Account menu, in the manager's language.
    await openBackOffice(page, t);
    await expect(page.locator("html")).toHaveAttribute("dir", journey.lang === "ar" ? "rtl" : "ltr");
    await createDraft(page, t, product);

    // A draft is not in the shop.
    const shop = await shopInArabic(browser, journey);
    await shop.goto(`/shop/collection/productName/${product.word}`);
    await expect(shop.getByText(ar("search.emptyTitle"))).toBeVisible();

    // Two photos: the main one for the white pot, one for the black pot.
    const whiteAlt = `A ${product.word} palm in a white pot`;
    const blackAlt = `The ${product.word} palm in a black pot`;
    await addPicture(page, t, 1, await photo("#3f7d4a"), whiteAlt);
    await addPicture(page, t, 2, await photo("#222222", 600, 600), blackAlt, "black");

    // Published, the shop's search finds it at once and shows it in Arabic.
    const productPath = await publish(page, t);
    const result = await searchShop(shop, journey, product.word, product.arabicName);
    await expect(result).toHaveAttribute("href", productPath);
    await result.click();
    await expect(shop).toHaveURL(new RegExp(`${productPath}$`));
    await expectProductPage(shop, product.arabicName, 4900);

    // Its gallery: the white pot's picture first, the black pot's when black is chosen.
    const mainPicture = shop.locator(".gallery__main img");
    await expect(mainPicture).toHaveAttribute("alt", whiteAlt);
    await expect.poll(() => mainPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shop.getByRole("radio", { name: new RegExp(`^${ar("colours.black")}`) }).check();
    await expect(mainPicture).toHaveAttribute("alt", blackAlt);

    // A new price shows in the shop: on the product page and in the search results.
    await changePrice(page, t, "49.00", "39.00");
    await shop.goto(productPath);
    await expectProductPage(shop, product.arabicName, 3900);
    await shop.goto(`/shop/collection/productName/${product.word}`);
    const card = shop.getByRole("article").filter({ has: shop.getByRole("link", { name: product.arabicName }) });
    await expect(card.locator(".price__now")).toHaveText(aed(3900));

    // Archived, it is gone from the shop's search and its page.
    await page.getByRole("button", { name: t("admin.products.archive") }).click();
    await expect(page.getByText(t("admin.products.archived"))).toBeVisible();
    // A visitor's cached page may be answered up to half a second after a change (page-cache.ts): look again.
    await expect(async () => {
      await shop.reload();
      await expect(shop.getByText(ar("search.emptyTitle"))).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(shop.locator(`a[href^="${productPath}"]`)).toHaveCount(0);
    expect((await shop.goto(productPath))?.status()).toBe(404);
    await expect(shop.getByRole("heading", { level: 1 })).toHaveText(ar("product.notFoundTitle"));
    await shop.context().close();
    await page.context().close();
  });
}

const phoneInArabic: Journey = { title: "on a phone, in Arabic", device: PHONE, phone: true, lang: "ar" };

test("the back office's product list in Arabic on a phone: right to left, no sideways scrolling", async ({
  browser,
}) => {
  const page = await managerLogsIn(browser, phoneInArabic, ar);
  await page.goto("/admin/products");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: ar("admin.products.title") })).toBeVisible();
  await expect(page.getByRole("link", { name: ar("admin.products.new") })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.context().close();
});

test("the product form's pictures in Arabic on a phone: right to left, one column, no sideways scrolling", async ({
  browser,
}) => {
  const page = await managerLogsIn(browser, phoneInArabic, ar);
  await page.goto("/admin/products");
  await expect(page.locator('a[href^="/admin/products/"]').first()).toBeVisible();
  const hrefs = await page
    .locator('a[href^="/admin/products/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  // The last of the page: a seeded product with pictures, not one another test is making now.
  const edit = hrefs.filter((href) => /^\/admin\/products\/\d+$/.test(href)).pop();
  expect(edit).toBeTruthy();
  await page.goto(`${edit}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const pictures = page.getByRole("region", { name: ar("admin.images.title"), exact: true });
  await expect(pictures).toBeVisible();
  await expect(pictures).toHaveCSS("direction", "rtl");
  await expect(pictures.getByLabel(ar("admin.images.add"), { exact: true })).toBeAttached();
  await expect(pictures.getByLabel(ar("admin.images.takePhoto"), { exact: true })).toHaveAttribute(
    "capture",
    "environment",
  );
  // The seeded product's pictures, one card a row.
  const grid = pictures.getByRole("list").filter({ has: page.getByText(ar("admin.images.main")) });
  await expect(grid.getByRole("listitem").first()).toBeVisible();
  const columns = await grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(1);
  await pictures.scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.context().close();
});
