import { envelope } from "../apps/api/test/support/envelope";
import { aed, unitFils } from "../apps/api/test/support/money";
import { seriousViolations } from "./axe";
import { productFromApi } from "./catalogue-data";
import { codFeeReader } from "./cod-fee-lock";
import { logInInNewContext, registerOnPage, uniqueEmail } from "./shoppers";
import { type APIRequestContext, type Browser, expect, type Page, test } from "./test";

const STAFF = { email: "admin@bustan.ae", password: process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!" };
const DEFAULT_TRN = "100000000000003";

/** Dubai's calendar date `days` from today (the shop's dates are in Asia/Dubai). */
function dubaiDate(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dubai" }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// The settings are the shop's: the tests of this file change them one after the other.
test.describe.configure({ mode: "serial" });

// These tests count the default COD fee (AED 5): they do not run while e2e/admin-settings-shop.spec.ts changes it.
let releaseCodFee: (() => void) | undefined;
test.beforeEach(async () => {
  releaseCodFee = await codFeeReader();
});
test.afterEach(() => releaseCodFee?.());

/** The staff API session (for putting the settings back however a test ends). */
async function staffApi(request: APIRequestContext) {
  const login = await request.post("/api/v1/user/login", { data: envelope(STAFF) });
  const headers = { authorization: `Bearer ${(await login.json()).responceObj.token}` };
  const call = async (path: string, payload: unknown = {}) =>
    (await request.post(`/api/v1/admin/${path}`, { data: envelope(payload), headers })).json();
  return { call };
}

let original: { delivery: unknown; tax: unknown } | undefined;
test.beforeAll(async ({ request }) => {
  const staff = await staffApi(request);
  original = {
    delivery: (await staff.call("delivery/load")).responceObj.settings,
    tax: (await staff.call("tax-identity/load")).responceObj.identity,
  };
});
test.afterAll(async ({ request }) => {
  if (!original) return;
  const staff = await staffApi(request);
  await staff.call("delivery/update", { settings: original.delivery });
  await staff.call("tax-identity/update", { identity: original.tax });
});

const staffLogin = (browser: Browser) => logInInNewContext(browser, STAFF, "/admin/settings", "Settings");

/** A guest's cart with one SKU under AED 200 (so delivery is charged), on the checkout page, to `emirate`. */
async function guestCheckout(page: Page, request: APIRequestContext, email: string, emirate = "Dubai") {
  const product = await productFromApi(request, "monstera-deliciosa");
  const sku = product.skus.filter((s) => s.stock >= 2 && unitFils(s) < 20000).sort((a, b) => a.price - b.price)[0];
  if (!sku) throw new Error("No cheap monstera in stock");
  await page.goto(`/shop/product/monstera-deliciosa?sku=${sku.skuId}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await page.goto("/pages/checkout");
  await page.getByLabel("Full name", { exact: true }).fill("Layla Haddad");
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Mobile number", { exact: true }).fill("050 123 4567");
  await page.getByLabel("Emirate", { exact: true }).selectOption({ label: emirate });
  await page.getByLabel("Area", { exact: true }).fill("Al Barsha");
  await page.getByLabel("Street", { exact: true }).fill("Street 5");
  await page.getByLabel("Building or villa", { exact: true }).fill("Villa 12");
  return unitFils(sku);
}

// Fujairah, not Dubai: the checkout tests running alongside expect Dubai's default charge.
test("staff change the Fujairah charge and close a date; the shopper's checkout follows", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const staff = await staffLogin(browser);
  const admin = staff.page;
  await expect(admin.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const nav = admin.getByRole("navigation", { name: "Back office sections" });
  await expect(nav.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  // The back office has the shop's footer, without the newsletter block.
  await expect(admin.getByRole("contentinfo")).toBeVisible();
  await expect(admin.getByText("KNOW IT ALL FIRST!")).toHaveCount(0);

  const delivery = admin.getByRole("form", { name: "Delivery" });
  const charges = delivery.getByRole("group", { name: "Delivery charge per emirate (AED)" });
  const fujairah = charges.getByLabel("Fujairah", { exact: true });
  await expect(fujairah).toHaveValue("30.00");
  // A wrong amount is named on its field, and nothing is saved.
  await fujairah.fill("fifteen");
  await delivery.getByLabel("Same-day cut-off (UAE time)").fill("");
  await delivery.getByRole("button", { name: "Save delivery settings" }).click();
  await expect(fujairah).toBeFocused();
  await expect(fujairah).toHaveAccessibleDescription(/Enter an amount in AED, such as 15 or 15\.50\.$/);
  await expect(delivery.getByText("Enter a time as HH:MM, such as 12:00.")).toBeVisible();

  await fujairah.fill("22.50");
  await delivery.getByLabel("Same-day cut-off (UAE time)").fill("12:00");
  const closed = dubaiDate(2);
  const dateToClose = delivery.getByLabel("Date to close");
  await dateToClose.fill(dubaiDate(-1));
  await delivery.getByRole("button", { name: "Close this date" }).click();
  await expect(dateToClose).toHaveAccessibleDescription(/Choose today or a later date\.$/);
  await dateToClose.fill(closed);
  await delivery.getByRole("button", { name: "Close this date" }).click();
  const closedList = delivery.getByRole("list", { name: "Closed dates" });
  await expect(closedList.getByRole("listitem")).toHaveCount(1);
  await delivery.getByRole("button", { name: "Save delivery settings" }).click();
  await expect(delivery.getByRole("status")).toHaveText("Delivery settings saved.");

  // Saved: a fresh load shows them.
  await admin.reload();
  await expect(charges.getByLabel("Fujairah", { exact: true })).toHaveValue("22.50");
  await expect(closedList.getByRole("listitem")).toHaveCount(1);

  // The shopper's checkout: the new Fujairah charge, and the closed date is not on offer (the next day is).
  const items = await guestCheckout(page, request, uniqueEmail("settings"), "Fujairah");
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary).toContainText("AED 22.50");
  await expect(summary).toContainText(aed(items + 2250 + 500));
  const dates = page.getByRole("group", { name: "Delivery date" });
  await expect(dates.getByRole("radio").first()).toBeVisible();
  await expect(dates.locator(`input[value="${dubaiDate(3)}"]`)).toHaveCount(1);
  await expect(dates.locator(`input[value="${closed}"]`)).toHaveCount(0);

  // Staff open the date again and put the charge back.
  await closedList.getByRole("button", { name: /^Remove / }).click();
  await expect(delivery.getByText("No closed dates.")).toBeVisible();
  await charges.getByLabel("Fujairah", { exact: true }).fill("30");
  await delivery.getByRole("button", { name: "Save delivery settings" }).click();
  await expect(delivery.getByRole("status")).toHaveText("Delivery settings saved.");
  await expect(charges.getByLabel("Fujairah", { exact: true })).toHaveValue("30.00");
  await page.reload();
  await page.getByLabel("Emirate", { exact: true }).selectOption({ label: "Fujairah" });
  await expect(page.getByRole("group", { name: "Delivery date" }).locator(`input[value="${closed}"]`)).toHaveCount(1);
  await staff.close();
});

test("staff set the TRN and legal name; the next invoice e-mail carries them", async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const staff = await staffLogin(browser);
  const tax = staff.page.getByRole("form", { name: "Shop details" });
  await expect(tax).toBeVisible();
  // The page itself (a toast fading in would be measured mid-way).
  expect(await seriousViolations(staff.page)).toEqual([]);
  const trn = tax.getByLabel("Tax registration number (TRN)");
  await expect(trn).toHaveValue(DEFAULT_TRN);
  await trn.fill("12345");
  await tax.getByRole("button", { name: "Save shop details" }).click();
  await expect(trn).toHaveAccessibleDescription(/A TRN is exactly 15 digits\./);
  const newTrn = `1004${Date.now().toString().slice(-11)}`;
  await trn.fill(newTrn);
  await tax.getByLabel("Legal name").fill("Bustan Plants Trading L.L.C.");
  await tax.getByRole("button", { name: "Save shop details" }).click();
  await expect(tax.getByRole("status")).toHaveText("Shop details saved. The storefront shows them now.");
  await staff.close();

  const email = uniqueEmail("invoice");
  await guestCheckout(page, request, email);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/pages\/order\/success\?number=BST-/, { timeout: 15_000 });
  const invoice = async () => {
    const response = await request.get(`/api/v1/dev/mail?to=${encodeURIComponent(email)}`);
    if (!response.ok()) return null;
    const messages = (await response.json()).responceObj.messages as Array<{ text: string }>;
    return messages.find((mail) => mail.text.includes("TRN"))?.text ?? null;
  };
  await expect.poll(invoice, { timeout: 20_000 }).toContain(`TRN: ${newTrn}`);
  expect(await invoice()).toContain("Tax invoice – Bustan Plants Trading L.L.C.");
});

test("in Arabic on a 390 px screen the settings read right to left and fit", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const staff = await staffLogin(browser);
  const page = staff.page;
  await page.context().addCookies([{ name: "lang", value: "ar", url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "الإعدادات" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("form", { name: "التوصيل" }).getByLabel("دبي", { exact: true })).toBeVisible();
  await expect(page.getByRole("form", { name: "بيانات المتجر" })).toBeVisible();
  await expect(page.getByRole("form", { name: "العملات" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await staff.close();
});

test("a visitor is sent to log in; a member who is not staff is not allowed", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/admin/settings");
  await expect(page).toHaveURL(/\/pages\/login\?redirectURL=%2Fadmin%2Fsettings$/);
  await expect(page.getByText("You need to log in to access this page")).toBeVisible();

  await registerOnPage(page, "/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("navigation", { name: "Back office sections" })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Shop details" })).toHaveCount(0);
  // The API says the same to the member's session.
  const answer = await page.request.post("/api/v1/admin/tax-identity/update", {
    data: envelope({ identity: { trn: "100999999999999", legalName: "Not staff" } }),
  });
  expect(answer.status()).toBe(403);
  expect((await answer.json()).errorList[0].errorCode).toBe("FORBIDDEN");
});
