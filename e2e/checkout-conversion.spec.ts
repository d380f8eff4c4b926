import { pdfPages } from "../apps/api/test/support/pdf-text";
import { productFromApi } from "./catalogue-data";
import { codFeeReader } from "./cod-fee-lock";
import { call, login } from "./delivered-order";
import { uniqueEmail } from "./shoppers";
import { type APIRequestContext, expect, type Page, test } from "./test";
import { type Lang, textsIn } from "./translations";

/**
 * Issue 16's buying path in one run: quick add from a collection to the drawer, its Checkout; what is typed survives a
 * reload, a discount code, a gift message that reaches the packing slip, and (in USD) the AED charged said in
 * words. Desktop in English, a 390 px phone in Arabic.
 */

const OWNER = { email: "owner@bustan.ae", password: process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!" };

/**
 * A 10 % code made by staff through the back office's call (part A2). Null while that call is not in the build:
 * the spec then goes on without the code.
 */
async function discountCode(
  request: APIRequestContext,
  tag: string,
): Promise<{ code: string; switchOff(): Promise<unknown> }> {
  const code = `E2E${tag}${Date.now().toString(36)}`.toUpperCase().slice(0, 20);
  const token = await login(request, OWNER);
  const values = { code, kind: "percent", value: 10, minSubtotal: 0, categoryId: null };
  const limits = { startsAt: null, endsAt: null, usageLimit: null, perCustomerLimit: null };
  const made = await call<{ discountCode: { id: number } }>(
    request,
    "/api/v1/admin/discounts/add",
    { ...values, ...limits },
    token,
  );
  const { id } = made.discountCode;
  return { code, switchOff: () => call(request, "/api/v1/admin/discounts/setActive", { id, active: false }, token) };
}

/** The product page's "Add to cart", then the cart page's way to checkout. */
async function toCheckout(page: Page, lang: Lang) {
  const t = textsIn(lang);
  const product = await productFromApi(page.request, "monstera-deliciosa", lang);
  const pick = product.skus.findIndex((s) => s.stock >= 2);
  if (pick < 0) throw new Error("No Monstera in stock");
  const sku = product.skus[pick]!;
  // Quick add from the product's collection: choose the SKU, and the drawer's Checkout.
  await page.goto(`/shop/collection/left/sidebar?category=${product.category.slug}&lang=${lang}`);
  await page.getByRole("button", { name: t("cartDrawer.quickAddOf", { name: product.name }) }).click();
  const chooser = page.getByRole("dialog", { name: t("cartDrawer.choose", { name: product.name }) });
  await chooser.getByRole("radio").nth(pick).check();
  await chooser.getByRole("button", { name: t("product.addToCart") }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cartItems"))).toContain(String(sku.skuId));
  const drawer = page.getByRole("dialog", { name: t("cartDrawer.addedTitle") });
  await drawer.getByRole("link", { name: t("cartPage.checkout") }).click();
  await expect(page.getByRole("heading", { level: 1, name: t("checkout.title") })).toBeVisible();
}

async function typeContactAndAddress(page: Page, lang: Lang) {
  const t = textsIn(lang);
  await page.getByLabel(t("checkout.fields.name"), { exact: true }).fill("Layla Haddad");
  await page.getByLabel(t("checkout.fields.email"), { exact: true }).fill(uniqueEmail(`conversion-${lang}`));
  await page.getByLabel(t("checkout.fields.mobile"), { exact: true }).fill("050 123 4567");
  await page.getByLabel(t("checkout.fields.emirate"), { exact: true }).selectOption("dubai");
  await page.getByLabel(t("checkout.fields.area"), { exact: true }).fill("Al Barsha");
}

/** Reloads mid-way: what was typed is back, and the shopper carries on with the street and building. */
async function reloadAndCarryOn(page: Page, lang: Lang) {
  const t = textsIn(lang);
  await page.reload();
  await expect(page.getByLabel(t("checkout.fields.name"), { exact: true })).toHaveValue("Layla Haddad");
  await expect(page.getByLabel(t("checkout.fields.area"), { exact: true })).toHaveValue("Al Barsha");
  await expect(page.getByLabel(t("checkout.fields.emirate"), { exact: true })).toHaveValue("dubai");
  await page.getByLabel(t("checkout.fields.street"), { exact: true }).fill("Street 5");
  await page.getByLabel(t("checkout.fields.building"), { exact: true }).fill("Villa 12");
}

/** The field's description ends with the message (the error's icon comes first). */
const endsWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

async function applyCode(page: Page, lang: Lang, code: string) {
  const t = textsIn(lang);
  const summary = page.getByRole("region", { name: t("checkout.summary.title") });
  const field = summary.getByLabel(t("checkout.discount.label"));
  // On a phone the field starts folded behind "Have a discount code?".
  if (!(await field.isVisible())) await summary.getByRole("button", { name: t("checkout.discount.toggle") }).click();
  // A code that does not exist: its error beside the field, nothing applied.
  await field.fill("NO-SUCH-CODE");
  await summary.getByRole("button", { name: t("checkout.discount.apply") }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(endsWith(t("checkout.errors.codes.DISCOUNT_INVALID")));
  await field.fill(code.toLowerCase());
  await summary.getByRole("button", { name: t("checkout.discount.apply") }).click();
  await expect(summary.getByText(t("checkout.discount.applied", { code }))).toBeVisible();
  // 10 % off, taken by the server: a discount line that is not zero.
  const discount = summary.locator(".order-totals__discount dd");
  await expect(discount).toHaveText(/^−/);
  await expect(discount).not.toContainText("AED 0.00");
}

async function addGift(page: Page, lang: Lang, message: string) {
  const t = textsIn(lang);
  await page.getByLabel(t("checkout.gift.toggle")).check();
  await page.getByLabel(t("checkout.gift.message")).fill(message);
  await expect(page.getByText(t("checkout.gift.counter", { left: 250 - message.length, max: 250 }))).toBeVisible();
  await page.getByLabel(t("checkout.gift.recipient")).fill("Omar Haddad");
  await page.getByLabel(t("checkout.gift.mobile")).fill("050 765 4321");
  // The delivery address's recipient follows the gift's recipient, and the buyer again while it is not a gift.
  const recipient = page.getByLabel(t("checkout.fields.recipient"), { exact: true });
  await expect(recipient).toHaveValue("Omar Haddad");
  await page.getByLabel(t("checkout.gift.toggle")).uncheck();
  await expect(recipient).toHaveValue("Layla Haddad");
  await page.getByLabel(t("checkout.gift.toggle")).check();
  await expect(recipient).toHaveValue("Omar Haddad");
}

async function placeOrder(page: Page, lang: Lang): Promise<string> {
  const t = textsIn(lang);
  await page.getByRole("button", { name: t("checkout.place.submit") }).click();
  await expect(page).toHaveURL(/\/pages\/order\/success\?number=BST-/, { timeout: 20_000 });
  // Placed: the draft is gone from the tab.
  expect(await page.evaluate(() => sessionStorage.getItem("checkoutDraft"))).toBeNull();
  return new URL(page.url()).searchParams.get("number")!;
}

async function giftMessageOnSlip(request: APIRequestContext, number: string, message: string) {
  const token = await login(request, OWNER);
  const slip = await request.get(`/api/v1/admin/orders/${number}/packing-slip.pdf?lang=en`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(slip.status()).toBe(200);
  const text = (await pdfPages(await slip.body())).join(" ");
  expect(text).toContain(message);
  expect(text).not.toMatch(/AED \d/);
}

// The totals count the default COD fee: not while e2e/admin-settings-shop.spec.ts changes it.
let releaseCodFee: (() => void) | undefined;
test.beforeEach(async () => {
  releaseCodFee = await codFeeReader();
});
test.afterEach(() => releaseCodFee?.());

test("issue 16 desktop, English: USD shopper told of AED, reload keeps the form, a code, a gift on the slip", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const code = await discountCode(request, "D");
  await page.goto("/?lang=en");
  await page.getByRole("button", { name: "Language and currency" }).click();
  await page.getByRole("button", { name: /USD/ }).click();
  await toCheckout(page, "en");

  // Defect: prices shown in USD became AED at checkout without a word.
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary.getByRole("note")).toContainText("Prices are shown in USD as a guide. You pay in cash in UAE");
  await expect(summary.locator(".order-totals__total dd")).toHaveText(/^\$[\d,]+\.\d{2} \(AED [\d,]+\.\d{2}\)$/);

  await typeContactAndAddress(page, "en");
  await reloadAndCarryOn(page, "en");
  await applyCode(page, "en", code.code);
  const message = "Happy birthday, Omar! Water me once a week.";
  await addGift(page, "en", message);
  // The trip to the cart and Back: everything is still there.
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Your Cart" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Cart" })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel("Gift message (optional)")).toHaveValue(message);
  await expect(page.getByLabel("Building or villa", { exact: true })).toHaveValue("Villa 12");
  const number = await placeOrder(page, "en");
  await giftMessageOnSlip(request, number, message);
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("issue 16 phone, Arabic: reload mid-way and carry on, a code, a gift, cash on delivery", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const code = await discountCode(request, "P");
    await toCheckout(page, "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // AED shoppers get no currency note.
    await expect(page.getByRole("note")).toHaveCount(0);
    await typeContactAndAddress(page, "ar");
    await reloadAndCarryOn(page, "ar");
    await addGift(page, "ar", "عيد ميلاد سعيد يا عمر");
    const t = textsIn("ar");
    await applyCode(page, "ar", code.code);
    // Staff switch the code off before the shopper places the order: its error beside the field, no order,
    // the form as it was; placing again goes through without the code.
    await code.switchOff();
    await page.getByRole("button", { name: t("checkout.place.submit") }).click();
    const field = page.getByLabel(t("checkout.discount.label"));
    // The error reaches the field either from placeOrder (which also moves focus there) or from a re-quote just
    // before it (which leaves focus alone): both keep the order unplaced and the form as it was.
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(endsWith(t("checkout.errors.codes.DISCOUNT_INVALID")));
    await expect(page).toHaveURL(/\/pages\/checkout$/);
    await expect(page.getByLabel(t("checkout.gift.recipient"))).toHaveValue("Omar Haddad");
    await placeOrder(page, "ar");
  });
});
