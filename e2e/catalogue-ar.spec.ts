import { productFromApi, shownPrice, sizePair } from "./catalogue-data";
import { expect, test } from "./test";

test("the catalogue in Arabic, right to left: search, filter, sort, pages, product, compare, cart", async ({
  page,
  request,
}) => {
  // One long journey through six pages: give it the slow-test budget on a busy 2-core machine.
  test.slow();
  // ?lang=ar picks the language and keeps it (cookie) for the pages that follow.
  await page.goto("/shop/collection/right/sidebar?category=indoor-plants&lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("نباتات داخلية");

  await page.getByRole("checkbox", { name: /المتوفر فقط/ }).check();
  await expect(page).toHaveURL(/inStock=true/);
  await page.getByLabel("الترتيب حسب").selectOption({ label: "السعر: من الأقل إلى الأعلى" });
  await expect(page).toHaveURL(/sort=price_asc/);
  const pageTwo = page.getByRole("link", { name: "الصفحة 2" });
  await expect(pageTwo).toHaveAttribute("href", /inStock=true&sort=price_asc&page=2$/);
  await pageTwo.click();
  await expect(page).toHaveURL(/category=indoor-plants&inStock=true&sort=price_asc&page=2$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  // Search with a suggestion.
  await page.getByRole("button", { name: "البحث عن المنتجات" }).first().click();
  const field = page.getByRole("combobox", { name: "اسم المنتج" });
  await field.fill("مونست");
  await expect(page.getByRole("option", { name: /مونستيرا ديليسيوزا/ })).toBeVisible();
  await field.press("ArrowDown");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/shop\/product\/monstera-deliciosa$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("مونستيرا ديليسيوزا");

  // Options change price and stock.
  const product = await productFromApi(request, "monstera-deliciosa", "ar");
  const [first, second] = sizePair(product.skus);
  await page.goto(`/shop/product/monstera-deliciosa?sku=${first.skuId}`);
  const summary = page.locator(".product-summary");
  await expect(summary.locator(".price__now")).toHaveText(shownPrice(first));
  const size = (second.options.potSize ?? "").replace(" cm", " سم");
  await page.getByRole("radio", { name: size }).check();
  await expect(page).toHaveURL(new RegExp(`sku=${second.skuId}$`));
  await expect(summary.locator(".price__now")).toHaveText(shownPrice(second));
  const stock = second.stock <= 5 ? `بقي ${second.stock} فقط` : "متوفر";
  await expect(summary.getByText(stock, { exact: true })).toBeVisible();

  // Compare two.
  await page.getByRole("button", { name: "أضف إلى المقارنة" }).click();
  await page.goto("/shop/product/fiddle-leaf-fig");
  await page.getByRole("button", { name: "أضف إلى المقارنة" }).click();
  await page.goto("/pages/compare/one");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: /مونستيرا ديليسيوزا/ })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /تين الكمان/ })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "الري" })).toBeVisible();

  // Add to cart: the count follows.
  await page.goto("/shop/product/fiddle-leaf-fig");
  await page.getByRole("button", { name: "أضف إلى السلة" }).click();
  await expect(page.getByRole("dialog", { name: "أُضيف إلى سلتك" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("banner").getByRole("link", { name: "سلة التسوق، 1 منتج" })).toBeVisible();
});

test("the Arabic product page is rendered in Arabic on the server", async ({ request }) => {
  const response = await request.get("/shop/product/monstera-deliciosa?lang=ar");
  const html = await response.text();
  expect(html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
  expect(html).toContain("<title>مونستيرا ديليسيوزا | بستان</title>");
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/shop\/product\/monstera-deliciosa\?lang=ar"/);
  expect(response.headers()["set-cookie"]).toContain("lang=ar");
});
