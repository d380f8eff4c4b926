import { aed, unitFils } from "../apps/api/test/support/money";
import { OMAR_ADDRESS, OMAR_MOBILE } from "../apps/web/app/features/addresses/address-test-kit";
import { seriousViolations } from "./axe";
import { productFromApi, type WireSku } from "./catalogue-data";
import { codFeeReader } from "./cod-fee-lock";
import { addAddressByApi, registerOnPage, uniqueEmail } from "./shoppers";
import { type APIRequestContext, type Browser, expect, type Page, test } from "./test";

const ORDER_NUMBER = /BST-[0-9A-Z]{4}-[0-9A-Z]{4}/;

/** A SKU of the product with at least `min` in stock, and the product's name. */
async function stockedSku(request: APIRequestContext, slug: string, min: number, lang = "en") {
  const product = await productFromApi(request, slug, lang);
  const sku = product.skus.find((s) => s.stock >= min);
  if (!sku) throw new Error(`No SKU of ${slug} with ${min} in stock`);
  return { name: product.name, sku };
}

/** What the shop charges in Dubai for cash on delivery (DESIGN delivery: AED 15, free from AED 200; COD AED 5). */
function dubaiCodTotal(items: number): number {
  return items + (items >= 20000 ? 0 : 1500) + 500;
}

/** Adds one of the SKU from its product page; the header's count shows the cart has one line. */
async function addToCart(
  page: Page,
  slug: string,
  sku: WireSku,
  addLabel = "Add to cart",
  count = /^(Cart, 1 item|سلة التسوق، 1 منتج)$/,
) {
  await page.goto(`/shop/product/${slug}?sku=${sku.skuId}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: addLabel }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: count })).toBeVisible();
}

interface GuestLabels {
  name: string;
  email: string;
  mobile: string;
  emirate: string;
  dubai: string;
  area: string;
  street: string;
  building: string;
}
const english: GuestLabels = {
  name: "Full name",
  email: "E-mail address",
  mobile: "Mobile number",
  emirate: "Emirate",
  dubai: "Dubai",
  area: "Area",
  street: "Street",
  building: "Building or villa",
};

async function fillGuest(page: Page, email: string, labels: GuestLabels = english) {
  await page.getByLabel(labels.name, { exact: true }).fill("Layla Haddad");
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.mobile, { exact: true }).fill("050 123 4567");
  await page.getByLabel(labels.emirate, { exact: true }).selectOption({ label: labels.dubai });
  await page.getByLabel(labels.area, { exact: true }).fill("Al Barsha");
  await page.getByLabel(labels.street, { exact: true }).fill("Street 5");
  await page.getByLabel(labels.building, { exact: true }).fill("Villa 12");
}

async function mailsTo(request: APIRequestContext, to: string) {
  const response = await request.get(`/api/v1/dev/mail?to=${encodeURIComponent(to)}`);
  if (!response.ok()) return [];
  return (await response.json()).responceObj.messages as Array<{ subject: string; text: string }>;
}

async function trackOrder(page: Page, number: string, contact: string) {
  await page.goto(`/shop/trackorder?number=${number}`);
  await expect(page.getByLabel("Order number")).toHaveValue(number);
  await page.getByLabel("E-mail address or mobile number").fill(contact);
  await page.getByRole("button", { name: "Track order" }).click();
  return page.getByRole("region", { name: `Order ${number}` });
}

/** A staff member in a browser of their own moves the order along, with a note for the shopper. */
async function staffMoves(browser: Browser, number: string, moves: Array<[string, string]>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/pages/login?redirectURL=${encodeURIComponent(`/admin/orders/${number}`)}`);
  await page.getByLabel("E-mail address").fill("admin@bustan.ae");
  await page.getByLabel("Password", { exact: true }).fill("Bustan-Staff-2026!");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible({ timeout: 15_000 });
  const history = page.getByRole("list", { name: "History" });
  for (const [status, note] of moves) {
    await page.getByLabel("Note for the customer (optional)").fill(note);
    await page.getByRole("button", { name: `Mark as ${status}` }).click();
    await expect(history.getByText(status, { exact: true })).toBeVisible();
    await expect(history.getByText(note)).toBeVisible();
  }
  // The list finds it by number, with its status.
  await page.goto(`/admin/orders?q=${number}`);
  await expect(page.getByRole("row", { name: new RegExp(number) })).toContainText(moves.at(-1)![0]);
  await context.close();
}

// These tests count the default COD fee (AED 5): they do not run while e2e/admin-settings-shop.spec.ts changes it.
let releaseCodFee: (() => void) | undefined;
test.beforeEach(async () => {
  releaseCodFee = await codFeeReader();
});
test.afterEach(() => releaseCodFee?.());

test("a guest pays cash on delivery in Dubai, gets the invoice, tracks the order while staff move it", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const { name, sku } = await stockedSku(request, "monstera-deliciosa", 3);
  await addToCart(page, "monstera-deliciosa", sku);

  await page.goto("/pages/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // Nothing is missing until it is asked for: placing the empty form shows each field's message.
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText("Enter your name")).toBeVisible();
  await expect(page.getByLabel("Full name", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Emirate", { exact: true })).toHaveAccessibleDescription(/Choose the emirate$/);
  await expect(page.getByLabel("Street", { exact: true })).toHaveAccessibleDescription(/Enter the street$/);

  const email = uniqueEmail("guest");
  await fillGuest(page, email);
  // The name and mobile went to the address as well.
  await expect(page.getByLabel("Recipient's name")).toHaveValue("Layla Haddad");
  // The earliest slot is chosen; cash on delivery by default, with its fee.
  await expect(page.getByRole("group", { name: "Time slot" }).getByRole("radio", { checked: true })).toHaveCount(1);
  await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
  const total = dubaiCodTotal(unitFils(sku));
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary).toContainText(name);
  await expect(summary).toContainText(aed(total));
  await expect(summary).toContainText(`Includes VAT 5%${aed(Math.round((total * 5) / 105))}`);

  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/pages\/order\/success\?number=BST-/, { timeout: 15_000 });
  const number = new URL(page.url()).searchParams.get("number")!;
  expect(number).toMatch(ORDER_NUMBER);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeVisible();
  await expect(page.getByText(`A confirmation e-mail with your invoice is on its way to ${email}.`)).toBeVisible();
  await expect(page.getByRole("main")).toContainText(number);
  await expect(page.getByRole("main")).toContainText("Confirmed");
  await expect(page.getByRole("main")).toContainText(aed(total));
  // The visitor's cart is emptied once the order is placed.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cartItems"))).toBeNull();

  // Tracking: a wrong pair says nothing about the order; the right one shows it confirmed.
  await trackOrder(page, number, "someone-else@example.com");
  await expect(page.getByRole("alert")).toContainText("We could not find an order");
  const result = await trackOrder(page, number, email);
  await expect(result).toContainText("Confirmed");
  await expect(result.getByRole("list", { name: "History" })).toContainText("Confirmed");

  await staffMoves(browser, number, [
    ["Preparing", "Your plant is being potted."],
    ["Out for delivery", "The driver is on the way."],
  ]);
  const after = await trackOrder(page, number, "+971 50 123 4567");
  await expect(after.getByRole("list", { name: "History" })).toContainText("Out for delivery");
  await expect(after).toContainText("The driver is on the way.");
  await expect(after.locator('[aria-current="step"]')).toHaveText("Out for delivery");

  // The e-mailed invoice names the order and its VAT.
  const invoice = async () =>
    (await mailsTo(request, email)).find((mail) => mail.text.includes(number) && /VAT/.test(mail.text)) ?? null;
  await expect.poll(invoice, { timeout: 20_000 }).not.toBeNull();
});

test("a member checks out with a saved address, finds the order in the history and can cancel it", async ({ page }) => {
  test.setTimeout(90_000);
  // The history is guarded: a visitor is sent to log in, and comes back afterwards.
  await page.goto("/pages/orders");
  await expect(page).toHaveURL(/\/pages\/login\?redirectURL=%2Fpages%2Forders$/);
  await expect(page.getByText("You need to log in to access this page")).toBeVisible();

  const email = await registerOnPage(page, "/pages/orders");
  await expect(page.getByRole("heading", { name: "No orders yet" })).toBeVisible({ timeout: 15_000 });

  await addAddressByApi(page.request, { ...OMAR_ADDRESS, apartment: "1204", mobile: OMAR_MOBILE });

  const { sku } = await stockedSku(page.request, "fiddle-leaf-fig", 2);
  await addToCart(page, "fiddle-leaf-fig", sku);
  await page.goto("/pages/checkout");
  // Prefilled from the account; the saved address is chosen.
  await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("Omar Saleh");
  await expect(page.getByLabel("E-mail address", { exact: true })).toHaveValue(email);
  await expect(page.getByLabel("Mobile number", { exact: true })).toHaveValue("+971557654321");
  await expect(page.getByRole("radio", { name: /Home/ })).toBeChecked();
  const items = unitFils(sku);
  const total = items + (items >= 20000 ? 0 : 2000) + 500;
  await expect(page.getByRole("region", { name: "Order summary" })).toContainText(aed(total));
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/pages\/order\/success\?number=BST-/, { timeout: 15_000 });
  const number = new URL(page.url()).searchParams.get("number")!;
  await expect(page.getByRole("main")).toContainText("Al Majaz");
  // The member's server cart was emptied by the order.
  await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 0 items" })).toBeVisible();

  await page.goto("/pages/orders");
  const row = page.getByRole("row", { name: new RegExp(number) });
  await expect(row).toContainText("Confirmed");
  await expect(row).toContainText(aed(total));
  await row.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();

  // Cancel, with a confirm step that can be left.
  await page.getByRole("button", { name: "Cancel the order" }).click();
  await expect(page.getByRole("button", { name: "Yes, cancel the order" })).toBeFocused();
  await page.getByRole("button", { name: "Keep the order" }).click();
  await page.getByRole("button", { name: "Cancel the order" }).click();
  await page.getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(page.getByText("This order was cancelled.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel the order" })).toHaveCount(0);

  // Order again: the lines go back to the cart.
  await page.getByRole("button", { name: "Order again" }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  // The back office is for staff only.
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
});

test("a changed total is shown and has to be confirmed before the order is placed", async ({ page, request }) => {
  test.setTimeout(60_000);
  const { sku } = await stockedSku(request, "monstera-deliciosa", 2);
  await addToCart(page, "monstera-deliciosa", sku);
  await page.goto("/pages/checkout");
  await fillGuest(page, uniqueEmail("price"));
  const total = dubaiCodTotal(unitFils(sku));
  await expect(page.getByRole("region", { name: "Order summary" })).toContainText(aed(total));

  // The shop's prices change while the page is open: placeOrder refuses the total shown, the quote has a new one.
  await page.route(
    "**/api/v1/checkout/placeOrder",
    (route) =>
      route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({
          status: "FAILURE",
          errorList: [
            { errorCode: "PRICE_CHANGED", errorDesc: "The total changed.", suggesstion: "", field: "expectedTotal" },
          ],
        }),
      }),
    { times: 1 },
  );
  await page.route(
    "**/api/v1/checkout/quote",
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.responceObj.total += 1000;
      await route.fulfill({ response, json: body });
    },
    { times: 1 },
  );
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The total has changed" })).toContainText(
    `the total is now ${aed(total + 1000)} instead of ${aed(total)}`,
  );
  await expect(page.getByRole("region", { name: "Order summary" })).toContainText(aed(total + 1000));

  // Confirming sends that total; the server (real now) answers with its own, which is shown to confirm again.
  await page.getByRole("button", { name: `Confirm the new total of ${aed(total + 1000)} and place order` }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The total has changed" })).toContainText(
    `the total is now ${aed(total)} instead of ${aed(total + 1000)}`,
  );
  await page.getByRole("button", { name: `Confirm the new total of ${aed(total)} and place order` }).click();
  await expect(page).toHaveURL(/\/pages\/order\/success\?number=BST-/, { timeout: 15_000 });
  await expect(page.getByRole("main")).toContainText(aed(total));
});

test("the same guest checkout in Arabic, right to left", async ({ page, context, baseURL, request }) => {
  test.setTimeout(60_000);
  await context.addCookies([{ name: "lang", value: "ar", url: baseURL! }]);
  const { sku } = await stockedSku(request, "monstera-deliciosa", 2, "ar");
  await addToCart(page, "monstera-deliciosa", sku, "أضف إلى السلة");

  await page.goto("/pages/checkout");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "إتمام الطلب" })).toBeVisible();
  const email = uniqueEmail("arabic");
  await fillGuest(page, email, {
    name: "الاسم الكامل",
    email: "البريد الإلكتروني",
    mobile: "رقم الجوال",
    emirate: "الإمارة",
    dubai: "دبي",
    area: "المنطقة",
    street: "الشارع",
    building: "المبنى أو الفيلا",
  });
  const total = dubaiCodTotal(unitFils(sku));
  await expect(page.getByRole("region", { name: "ملخص الطلب" })).toContainText(aed(total));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "تقديم الطلب" }).click();
  await expect(page).toHaveURL(/\/pages\/order\/success\?number=BST-/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "شكرًا لطلبك!" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("مؤكَّد");
  await expect(page.getByRole("main")).toContainText("دبي");
});
