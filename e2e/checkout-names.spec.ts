import { envelope } from "../apps/api/test/support/envelope";
import { OMAR_ADDRESS, OMAR_MOBILE } from "../apps/web/app/features/addresses/address-test-kit";
import { productFromApi } from "./catalogue-data";
import { addAddressByApi, uniqueEmail } from "./shoppers";
import { type APIRequestContext, expect, type Page, test } from "./test";

// A product no other spec counts the stock of (the specs run at the same time on one server).
const SLUG = "boston-fern";

async function toCheckout(page: Page) {
  const product = await productFromApi(page.request, SLUG);
  const sku = [...product.skus].sort((a, b) => b.stock - a.stock)[0];
  if (!sku || sku.stock < 1) throw new Error(`No SKU of ${SLUG} in stock`);
  await page.goto(`/shop/product/${SLUG}?sku=${sku.skuId}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await page.goto("/pages/checkout");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
}

/** Types like a person: a click into the field, then key by key. */
async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.press("End");
  await page.keyboard.type(text, { delay: 15 });
}

/** The checkout fields the copies between contact and address connect. */
function checkoutNameFields(page: Page) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  return {
    name: field("Full name"),
    recipient: field("Recipient's name"),
    mobile: field("Mobile number"),
    addressMobile: field("Recipient's mobile number"),
  };
}

async function mailsTo(request: APIRequestContext, to: string) {
  const response = await request.get(`/api/v1/dev/mail?to=${encodeURIComponent(to)}`);
  if (!response.ok()) return [];
  return (await response.json()).responceObj.messages as Array<{ subject: string; text: string }>;
}

test("security: the name typed at checkout reaches the order, the page and the e-mailed invoice exactly once (doubled recipient finding)", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await toCheckout(page);
  const { name, recipient, mobile, addressMobile } = checkoutNameFields(page);

  // The first name, then away (blur): the recipient is prefilled with it.
  await typeInto(page, "Full name", "Layla");
  await page.keyboard.press("Tab");
  await expect(recipient).toHaveValue("Layla");
  // Back into the name, the family name typed after it: the untouched copy follows, whole, never appended to.
  await typeInto(page, "Full name", " Haddad");
  await expect(name).toHaveValue("Layla Haddad");
  await expect(recipient).toHaveValue("Layla Haddad");
  // Tabbing around and through the recipient changes nothing.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await recipient.focus();
  await page.keyboard.press("Tab");
  await name.click();
  await page.keyboard.press("Tab");
  await expect(recipient).toHaveValue("Layla Haddad");
  await expect(name).toHaveValue("Layla Haddad");

  const email = uniqueEmail("names");
  await typeInto(page, "E-mail address", email);
  await typeInto(page, "Mobile number", "050 123 4567");
  // Straight from the mobile into the address's mobile (where the copy used to land under the cursor).
  await addressMobile.click();
  await expect(mobile).toHaveValue("050 123 4567");
  await expect(addressMobile).toHaveValue("050 123 4567");
  await page.getByLabel("Emirate", { exact: true }).selectOption({ label: "Dubai" });
  await typeInto(page, "Area", "Al Barsha");
  await typeInto(page, "Street", "Street 5");
  await typeInto(page, "Building or villa", "Villa 12");
  await page.keyboard.press("Tab");
  await expect(recipient).toHaveValue("Layla Haddad");

  const placing = page.waitForResponse((r) => r.url().endsWith("/api/v1/checkout/placeOrder") && r.ok());
  await page.getByRole("button", { name: "Place order" }).click();
  const placed = (await (await placing).json()).responceObj.order;
  expect(placed.contact.name).toBe("Layla Haddad");
  expect(placed.address.recipient).toBe("Layla Haddad");
  expect(placed.contact.mobile).toBe(placed.address.mobile);

  await expect(page).toHaveURL(/\/pages\/order\/success\?number=BST-/, { timeout: 15_000 });
  const number = new URL(page.url()).searchParams.get("number")!;
  expect(number).toBe(placed.number);
  await expect(page.getByRole("main")).toContainText("Layla Haddad");
  await expect(page.getByRole("main")).not.toContainText("HaddadLayla");

  // The e-mailed tax invoice bills and delivers to the name as typed.
  const invoice = async () => (await mailsTo(request, email)).find((mail) => mail.text.includes(number)) ?? null;
  await expect.poll(invoice, { timeout: 20_000 }).not.toBeNull();
  const text = (await invoice())!.text;
  expect(text).toMatch(/^Hello Layla Haddad,$/m);
  expect(text).toMatch(new RegExp(`^Customer: Layla Haddad, ${email.replace(/[.]/g, "\\.")}, `, "m"));
  expect(text).toMatch(/^Deliver to: Layla Haddad, /m);
  expect(text).not.toContain("HaddadLayla");
});

test("security: a recipient and mobile the shopper typed are never replaced or appended to by the copies", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await toCheckout(page);
  const { recipient, addressMobile } = checkoutNameFields(page);

  // A gift: the recipient and their mobile typed first, the shopper's own details afterwards.
  await typeInto(page, "Recipient's name", "Sara Haddad");
  await typeInto(page, "Recipient's mobile number", "055 765 4321");
  await typeInto(page, "Full name", "Layla Haddad");
  await page.keyboard.press("Tab");
  await page.keyboard.type(uniqueEmail("gift"));
  await typeInto(page, "Mobile number", "050 123 4567");
  await recipient.click();
  await page.keyboard.press("Tab");
  await expect(recipient).toHaveValue("Sara Haddad");
  await expect(addressMobile).toHaveValue("055 765 4321");

  // Emptied on purpose: it stays empty when the name changes again (the form asks for it at placing).
  await recipient.fill("");
  await typeInto(page, "Full name", " Jr");
  await page.keyboard.press("Tab");
  await expect(recipient).toHaveValue("");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(recipient).toBeFocused();
  await expect(recipient).toHaveAccessibleDescription(/Enter the recipient's name$/);
});

test("a member's new address keeps what was typed when a saved one is chosen and back, and the order carries it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("member-names");
  const register = await request.post("/api/v1/user/register", {
    data: envelope({ userRegPld: { name: "Omar Saleh", email, password: "Fern-Pot-Terracotta-42" } }),
  });
  expect(register.ok()).toBe(true);
  await page.goto("/pages/login");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Fern-Pot-Terracotta-42");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/dashboard$/, { timeout: 15_000 });
  await addAddressByApi(page.request, { ...OMAR_ADDRESS, mobile: OMAR_MOBILE });

  await toCheckout(page);
  await expect(page.getByRole("radio", { name: /Home/ })).toBeChecked();
  // The profile has no mobile: the saved address's fills the contact's (it was empty and untouched).
  await expect(page.getByLabel("Mobile number", { exact: true })).toHaveValue("+971557654321");
  await page.getByRole("radio", { name: "Deliver to a new address" }).check();
  const recipient = page.getByLabel("Recipient's name", { exact: true });
  await expect(recipient).toHaveValue("Omar Saleh");
  await typeInto(page, "Recipient's name", " Jr");
  await typeInto(page, "Area", "Al Nahda");
  // A saved address, then the new one again: what was typed is still there, not reset or prefilled over.
  await page.getByRole("radio", { name: /Home/ }).check();
  await page.getByRole("radio", { name: "Deliver to a new address" }).check();
  await expect(recipient).toHaveValue("Omar Saleh Jr");
  await expect(page.getByLabel("Area", { exact: true })).toHaveValue("Al Nahda");
  // The contact name changed afterwards does not reach the recipient the shopper typed.
  await typeInto(page, "Full name", "a");
  await page.keyboard.press("Backspace");
  await expect(recipient).toHaveValue("Omar Saleh Jr");

  await page.getByLabel("Emirate", { exact: true }).selectOption({ label: "Dubai" });
  await typeInto(page, "Street", "Street 9");
  await typeInto(page, "Building or villa", "Villa 3");
  const placing = page.waitForResponse((r) => r.url().endsWith("/api/v1/checkout/placeOrder") && r.ok());
  await page.getByRole("button", { name: "Place order" }).click();
  const order = (await (await placing).json()).responceObj.order;
  expect(order.contact.name).toBe("Omar Saleh");
  expect(order.address.recipient).toBe("Omar Saleh Jr");
  await expect(page).toHaveURL(/\/pages\/order\/success\?number=BST-/, { timeout: 15_000 });
  await page.goto(`/pages/orders/${order.number}`);
  await expect(page.getByRole("main")).toContainText("Omar Saleh Jr");
  await expect(page.getByRole("main")).not.toContainText("Omar Saleh JrOmar");
});
