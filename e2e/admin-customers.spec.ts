import { logInInNewContext, registeredShopper } from "./shoppers";
import { type Browser, expect, test } from "./test";

const STAFF_PASSWORD = process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!";
const ADMIN = { email: "admin@bustan.ae", password: STAFF_PASSWORD };
const MANAGER = { email: "manager@bustan.ae", password: STAFF_PASSWORD };
const DISABLED = "This account is disabled. Contact the shop if you think this is wrong.";

/** The shopper tries the login page in a browser of their own; answers the page, still open. */
async function shopperTriesToLogIn(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/pages/login");
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Log in" }).click();
  return { page, close: () => context.close() };
}

test("issue 15: an admin finds a customer by e-mail, disables them (they cannot log in), re-enables them; a manager only views", async ({
  browser,
  request,
}) => {
  test.slow();
  const customer = await registeredShopper(request, "customer");
  const admin = await logInInNewContext(browser, ADMIN, "/admin/customers", "Customers");
  await admin.page.getByLabel("Name, e-mail or mobile").fill(customer.email);
  await admin.page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(admin.page.getByText("Customers: 1", { exact: true })).toBeVisible();
  await admin.page.getByRole("link", { name: customer.name }).click();
  await expect(admin.page.getByRole("heading", { level: 1, name: customer.name })).toBeVisible();

  await admin.page.getByRole("button", { name: "Disable account" }).click();
  await expect(admin.page.getByRole("button", { name: "Re-enable account" })).toBeVisible();
  await expect(admin.page.locator(".customer-status")).toContainText("Disabled");

  const refused = await shopperTriesToLogIn(browser, customer);
  await expect(refused.page.locator("#main-content").getByText(DISABLED)).toBeVisible();
  await expect(refused.page).toHaveURL(/\/pages\/login/);
  await refused.close();

  // A manager sees the customer but none of the actions.
  const detailPath = new URL(admin.page.url()).pathname;
  const manager = await logInInNewContext(browser, MANAGER, detailPath, customer.name);
  await expect(manager.page.getByText("Lifetime spend", { exact: true })).toBeVisible();
  await expect(manager.page.getByRole("button", { name: "Re-enable account" })).toHaveCount(0);
  await expect(manager.page.getByRole("button", { name: "Erase customer…" })).toHaveCount(0);
  await manager.close();

  await admin.page.getByRole("button", { name: "Re-enable account" }).click();
  await expect(admin.page.getByRole("button", { name: "Disable account" })).toBeVisible();
  const back = await shopperTriesToLogIn(browser, customer);
  await expect(back.page).not.toHaveURL(/\/pages\/login/, { timeout: 15_000 });
  await back.close();
  await admin.close();
});
