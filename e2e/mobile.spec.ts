import { expect, test } from "./test";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("SPEC 2: on a phone the icon bar shows and the menu toggles and closes on navigation", async ({ page }) => {
  await page.goto("/pages/aboutus");
  const iconBar = page.getByRole("navigation", { name: "Quick links" });
  await expect(iconBar).toBeVisible();
  await expect(iconBar.getByRole("link", { name: /Cart/ })).toBeVisible();

  const toggle = page.getByRole("button", { name: "Open or close the menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeVisible();

  await menu.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("the icon bar's search opens the search overlay", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Quick links" }).getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("dialog").getByPlaceholder("Search a Product")).toBeFocused();
});

test("issue 16: the cart count is the number of items in the local cart (the quantities summed)", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() =>
    localStorage.setItem(
      "cartItems",
      JSON.stringify([
        { skuId: 1, qty: 3 },
        { skuId: 2, qty: 1 },
      ]),
    ),
  );
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: /Cart/ })).toContainText(
    "4",
  );
});
