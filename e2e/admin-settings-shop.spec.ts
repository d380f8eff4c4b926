import { envelope } from "../apps/api/test/support/envelope";
import { aed, unitFils } from "../apps/api/test/support/money";
import { productFromApi } from "./catalogue-data";
import { asCodFeeWriter } from "./cod-fee-lock";
import { logInInNewContext, uniqueEmail } from "./shoppers";
import { type APIRequestContext, expect, test } from "./test";

/**
 * Issue 15 "Settings": the owner changes the COD fee and the shop's phone in the back office, and sees both on the
 * storefront (header, footer, contact page) and at checkout.
 */
const STAFF = { email: "admin@bustan.ae", password: process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!" };
const NEW_PHONE = "+971 4 555 0199";

async function staffCall(request: APIRequestContext, path: string, payload: unknown = {}) {
  const login = await request.post("/api/v1/user/login", { data: envelope(STAFF) });
  const headers = { authorization: `Bearer ${(await login.json()).responceObj.token}` };
  return (await request.post(`/api/v1/admin/${path}`, { data: envelope(payload), headers })).json();
}

let original: { details: unknown; payments: unknown } | undefined;
test.beforeAll(async ({ request }) => {
  original = {
    details: (await staffCall(request, "shop-details/load")).responceObj.details,
    payments: (await staffCall(request, "payments/load")).responceObj.payments,
  };
});
test.afterAll(async ({ request }) => {
  if (!original) return;
  await staffCall(request, "shop-details/update", { details: original.details });
  await staffCall(request, "payments/update", { payments: original.payments });
});

test("the owner changes the COD fee and the phone; the storefront and the checkout show them", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const staff = await logInInNewContext(browser, STAFF, "/admin/settings", "Settings");
  const admin = staff.page;

  const shop = admin.getByRole("form", { name: "Shop details" });
  const phone = shop.getByLabel("Phone", { exact: true });
  await expect(phone).toHaveValue("+971 4 123 4567");
  // A wrong phone is named on its field, and nothing is saved.
  await phone.fill("call us");
  await shop.getByRole("button", { name: "Save shop details" }).click();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(/7 to 15 digits/);
  await phone.fill(NEW_PHONE);
  await shop.getByRole("button", { name: "Save shop details" }).click();
  await expect(shop.getByRole("status")).toHaveText("Shop details saved. The storefront shows them now.");

  // The storefront: the header, the footer and the contact page show the new phone.
  await page.goto("/pages/contact");
  await expect(page.getByRole("banner").getByRole("link", { name: NEW_PHONE }).first()).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: NEW_PHONE })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: NEW_PHONE })).toBeVisible();

  // A shopper's cart, for the checkout below.
  const product = await productFromApi(request, "monstera-deliciosa");
  const sku = product.skus.filter((s) => s.stock >= 2 && unitFils(s) < 20000).sort((a, b) => a.price - b.price)[0];
  if (!sku) throw new Error("No cheap monstera in stock");
  await page.goto(`/shop/product/monstera-deliciosa?sku=${sku.skuId}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  // The COD fee is every spec's: changed and checked while no test counting the default fee runs, then put back.
  await asCodFeeWriter(async () => {
    try {
      const payments = admin.getByRole("form", { name: "Payments" });
      await expect(payments.getByLabel("Card payment (Stripe)")).toBeDisabled();
      const fee = payments.getByLabel("Cash-on-delivery fee (AED)");
      await expect(fee).toHaveValue("5.00");
      await fee.fill("12.50");
      await payments.getByRole("button", { name: "Save payments" }).click();
      await expect(payments.getByRole("status")).toHaveText("Payment settings saved. Checkout uses them now.");

      // The checkout: the new fee by cash on delivery, and in the total.
      await page.goto("/pages/checkout");
      await page.getByLabel("Full name", { exact: true }).fill("Layla Haddad");
      await page.getByLabel("E-mail address", { exact: true }).fill(uniqueEmail("cod-fee"));
      await page.getByLabel("Mobile number", { exact: true }).fill("050 123 4567");
      await page.getByLabel("Emirate", { exact: true }).selectOption({ label: "Dubai" });
      await expect(page.getByText("Cash-on-delivery fee: AED 12.50")).toBeVisible();
      const summary = page.getByRole("region", { name: "Order summary" });
      await expect(summary).toContainText(aed(unitFils(sku) + 1500 + 1250));
    } finally {
      await staffCall(request, "payments/update", { payments: original?.payments });
    }
  });
  await staff.close();
});
