import { aed, unitFils } from "../apps/api/test/support/money";
import { productFromApi, type WireSku } from "./catalogue-data";
import { expect, type Page, test } from "./test";

/** Issue 16: "From" on cards, the range on the product page, the delivery estimate, and Back in infinite scroll. */

/** The range the shop shows: over the SKUs in stock, or all when none is. */
function rangeOf(skus: WireSku[]): { from: number; to: number } {
  const inStock = skus.filter((sku) => sku.stock > 0);
  const prices = (inStock.length ? inStock : skus).map(unitFils);
  return { from: Math.min(...prices), to: Math.max(...prices) };
}

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("a card says From with the lowest price, the product page the range until a size is chosen, and the earliest delivery", async ({
  page,
  request,
}) => {
  const product = await productFromApi(request, "monstera-deliciosa");
  const { from, to } = rangeOf(product.skus);
  expect(from).toBeLessThan(to);

  await page.goto("/shop/collection/productName/monstera");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Monstera Deliciosa" }) });
  await expect(card.locator(".price")).toHaveText(`From ${aed(from)}`);

  await card.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Monstera Deliciosa");
  const price = page.locator(".product-summary__price .price");
  await expect(price).toHaveText(`Price range ${aed(from)} – ${aed(to).replace("AED ", "")}`);
  await expect(page.locator(".delivery-estimate")).toHaveText(
    /^(Order within (\d+ h )?\d+ min for delivery today \((morning|afternoon|evening)\)|Earliest delivery: .+)$/,
  );

  const chosen = product.skus.find((sku) => sku.stock > 0 && unitFils(sku) === to)!;
  await page.getByRole("radio", { name: chosen.options.potSize ?? "" }).check();
  await expect(page).toHaveURL(/sku=\d+$/);
  await expect(price.locator(".price__range")).toHaveCount(0);
  await expect(price.locator(".price__now")).toContainText(/AED [\d,.]+/);
});

test.describe("in Arabic on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("From in Arabic word order, the range and the estimate, nothing wider than the screen", async ({
    page,
    request,
  }) => {
    const product = await productFromApi(request, "monstera-deliciosa", "ar");
    const { from, to } = rangeOf(product.skus);
    await page.goto("/shop/collection/productName/monstera?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: product.name }) });
    await expect(card.locator(".price")).toHaveText(`ابتداءً من ${aed(from)}`);
    await noSidewaysScroll(page);

    await card.getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await expect(page.locator(".product-summary__price .price__range")).toHaveText(
      `${aed(from)} – ${aed(to).replace("AED ", "")}`,
    );
    await expect(page.locator(".delivery-estimate")).toHaveText(
      /^(اطلب خلال .+ للتوصيل اليوم \(.+\)|أقرب موعد للتوصيل: .+)$/,
    );
    await expect(page.locator(".delivery-estimate")).not.toHaveText(/[٠-٩]/);
    await noSidewaysScroll(page);
  });
});

test("infinite scroll: Back from a product of page 2 finds pages 2 and 3 loaded and the same card in view", async ({
  page,
}) => {
  await page.goto("/shop/collection/infinitescroll");
  const cards = page.locator(".product-grid > li");
  await expect(cards).toHaveCount(16);
  const loadMore = page.getByRole("button", { name: "Load more" });
  await loadMore.scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(32);
  await loadMore.scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(48);

  // The last card of page 2: before the fix, Back showed pages 1 and 3 only, scrolled near the end of page 1.
  const pick = cards.nth(31);
  const name = (await pick.getByRole("heading").textContent()) ?? "";
  await pick.scrollIntoViewIfNeeded();
  await pick.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/collection\/infinitescroll$/);
  await expect(page.getByText(/^Showing 48 of \d+ products$/)).toBeVisible();
  await expect(cards.nth(31).getByRole("heading")).toHaveText(name);
  const same = page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(same).toBeInViewport();

  // A reload (the whole document again) shows the server's first page, then the kept pages and the same place.
  await page.reload();
  await expect(cards).toHaveCount(48);
  await expect(same).toBeInViewport();
});
