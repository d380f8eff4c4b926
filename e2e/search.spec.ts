import { expect, test } from "./test";

test("SPEC 2: the search overlay focuses its field and submits to the results route", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Search products" }).first().click();
  const dialog = page.getByRole("dialog");
  const field = dialog.getByPlaceholder("Search a Product");
  await expect(field).toBeFocused();
  await field.fill("monstera");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/shop\/collection\/productName\/monstera$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("monstera");
  await expect(page.locator('a[href^="/shop/product/monstera"]').first()).toBeVisible();

  // Reopened, the field has been reset.
  await page.getByRole("button", { name: "Search products" }).first().click();
  await expect(page.getByRole("dialog").getByPlaceholder("Search a Product")).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a search with no results shows an empty state with a way on", async ({ page }) => {
  await page.goto("/shop/collection/productName/zzqxwv");
  await expect(page.getByText("No products found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse the shop" })).toBeVisible();
});
