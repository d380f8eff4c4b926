import { envelope } from "../apps/api/test/support/envelope";
import { productFromApi, shownPrice } from "./catalogue-data";
import { expect, test } from "./test";

// Issue 16: the cart drawer, quick add, the item count, and no silent cut of a quantity above the stock.
test.describe.configure({ timeout: 60_000 });

test("issue 16, desktop: quick add from a collection (choose in the dialog) opens the drawer; Escape closes it and focus returns; the badge counts items; more than the stock says how many are left", async ({
  page,
  request,
}) => {
  const monstera = await productFromApi(request, "monstera-deliciosa");
  expect(monstera.skus.length).toBeGreaterThan(1);
  const pick = monstera.skus.findIndex((sku) => sku.stock > 0 && sku.stock < 90);
  const sku = monstera.skus[pick]!;
  const answer = await request.post("/api/v1/displayproducts/product", {
    data: envelope({ slug: "monstera-deliciosa", lang: "en" }),
  });
  const category = (await answer.json()).responceObj.product.category.slug as string;

  await page.goto(`/shop/collection/left/sidebar?category=${category}`);
  const quickAdd = page.getByRole("button", { name: "Quick add: Monstera Deliciosa" });
  await quickAdd.click();
  const chooser = page.getByRole("dialog", { name: "Choose an option: Monstera Deliciosa" });
  await expect(chooser).toBeVisible();
  await chooser.getByRole("radio").nth(pick).check();
  await chooser.getByRole("button", { name: "Add to cart" }).click();

  const drawer = page.getByRole("dialog", { name: "Added to your cart" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("status")).toHaveText(/^Added to cart: Monstera Deliciosa/);
  await expect(drawer.getByRole("link", { name: "Monstera Deliciosa" })).toBeVisible();
  await expect(drawer).toContainText(`1 × ${shownPrice(sku)}`);
  await expect(drawer).toContainText("Subtotal");
  await expect(drawer).toContainText(/AED [\d,.]+\W* more for free delivery|Delivery is free/);
  await expect(drawer.getByRole("link", { name: "Checkout" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(quickAdd).toBeFocused();
  await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  // More than the stock: the product page says how many are left, and so does the cart page.
  await page.goto(`/shop/product/monstera-deliciosa?sku=${sku.skuId}`);
  await page.getByLabel("Quantity").fill(String(sku.stock + 5));
  await expect(page.getByText(`Only ${sku.stock} left.`)).toBeVisible();
  await expect(page.getByLabel("Quantity")).toHaveValue(String(sku.stock));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  // Other specs buy Monstera too, so this SKU may have one left: the label's plural follows the count.
  const label = sku.stock === 1 ? "Cart, 1 item" : `Cart, ${sku.stock} items`;
  await expect(page.getByRole("banner").getByRole("link", { name: label })).toBeVisible();
  await page.goto("/shop/cart");
  await page.getByLabel("Quantity of Monstera Deliciosa").fill(String(sku.stock + 3));
  await expect(page.getByText(`Only ${sku.stock} left: your cart has ${sku.stock}`)).toBeVisible();
});

test.describe("on a phone (390 px), in Arabic", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("issue 16: adding from the product page opens the drawer full width, right to left; Checkout goes to checkout", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await context.addCookies([{ name: "lang", value: "ar", url: baseURL! }]);
    const fig = await productFromApi(request, "fiddle-leaf-fig", "ar");
    const sku = fig.skus.find((candidate) => candidate.stock > 0)!;
    await page.goto(`/shop/product/fiddle-leaf-fig?sku=${sku.skuId}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("button", { name: "أضف إلى السلة" }).click();
    const drawer = page.getByRole("dialog", { name: "أُضيف إلى سلتك" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("status")).toHaveText(new RegExp(`^أُضيف إلى السلة: ${fig.name}`));
    // Full width once it has slid in (from the left in Arabic).
    await expect.poll(async () => Math.round((await drawer.boundingBox())!.x)).toBe(0);
    expect(Math.round((await drawer.boundingBox())!.width)).toBe(390);
    await drawer.getByRole("link", { name: "إتمام الطلب" }).click();
    await expect(page).toHaveURL(/\/pages\/checkout$/);
    await expect(drawer).toBeHidden();
  });
});
