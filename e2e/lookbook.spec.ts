import { seriousViolations } from "./axe";
import { photo } from "./back-office-steps";
import { expect, test } from "./test";

const MANAGER = { email: "manager@bustan.ae", password: process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!" };

/**
 * Issue 14 "Pages": /pages/lookbook is empty (with a way on) until staff publish a look; the manager uploads a photo,
 * marks a product on it and publishes it; a shopper opens the hotspot by keyboard and reaches the product.
 */
test("issue 14: a look made in the back office shows on /pages/lookbook with a hotspot to its product", async ({
  browser,
  page,
}) => {
  test.slow();
  await page.goto("/pages/lookbook");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lookbook");
  await expect(page.getByText("No looks have been published yet.")).toBeVisible();

  const staff = await (await browser.newContext()).newPage();
  await staff.goto("/pages/login");
  await staff.getByLabel("E-mail").fill(MANAGER.email);
  await staff.getByLabel("Password", { exact: true }).fill(MANAGER.password);
  await staff.getByRole("button", { name: "Log in" }).click();
  await expect(staff).not.toHaveURL(/\/pages\/login/, { timeout: 15_000 });
  await staff.goto("/admin/lookbook");
  await staff.getByLabel("Upload a photo").setInputFiles({
    name: "room.jpg",
    mimeType: "image/jpeg",
    buffer: await photo("#6b8f5e", 1200, 800),
  });
  await staff.getByRole("button", { name: "Edit New look" }).click({ timeout: 20_000 });
  await staff
    .getByRole("button", { name: "Mark the point of the next hotspot" })
    .click({ position: { x: 100, y: 80 } });
  await staff.getByLabel("Find a product").fill("Monstera");
  await staff.getByRole("button", { name: "Search", exact: true }).click();
  await staff.getByRole("button", { name: "Place Monstera Deliciosa" }).click();
  await staff.getByRole("group", { name: "Title" }).getByLabel("English").fill("A green corner");
  await staff.getByRole("button", { name: "Save the look" }).click();
  await expect(staff.getByText("Look saved.")).toBeVisible();
  await staff.getByRole("button", { name: "Publish A green corner" }).click();
  await expect(staff.getByText("“A green corner” is published.")).toBeVisible();

  await page.reload();
  await expect(page.getByText("A green corner")).toBeVisible();
  const spot = page.getByRole("button", { name: "Show Monstera Deliciosa" });
  await spot.focus();
  await page.keyboard.press("Enter");
  await expect(spot).toHaveAttribute("aria-expanded", "true");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "View product Monstera Deliciosa" }).click();
  await expect(page).toHaveURL(/\/shop\/product\/monstera-deliciosa$/);
});
