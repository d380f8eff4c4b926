import { seriousViolations } from "./axe";
import { productFromApi } from "./catalogue-data";
import { uniqueEmail } from "./shoppers";
import { expect, type Locator, type Page, test } from "./test";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last();
const PASSWORD = "Olive-Grove-Terrace-42";

interface RegisterLabels {
  name: string;
  email: string;
  password: string;
  mobile: string;
  submit: string;
}
const englishRegister: RegisterLabels = {
  name: "Full name",
  email: "E-mail address",
  password: "Password",
  mobile: "Mobile number (optional)",
  submit: "Create account",
};

/** Registers through the page (which logs in and lands on the dashboard). */
async function registerMember(page: Page, name: string, labels = englishRegister): Promise<string> {
  const email = uniqueEmail("book");
  await page.goto("/pages/register");
  await page.getByLabel(labels.name, { exact: true }).fill(name);
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(labels.mobile, { exact: true }).fill("+971 50 123 4567");
  await page.getByRole("button", { name: labels.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/dashboard$/, { timeout: 15_000 });
  return email;
}

/** Axe finds nothing serious or critical (WCAG 2.1 A and AA). */
async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const card = (page: Page, name: string): Locator => page.getByRole("article", { name: new RegExp(`^${name}`) });

test("Issue: the address book — add two, set the default, edit, delete; the dashboard shows the default and recent orders", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Guarded like the dashboard (SPEC 2 guard).
  await page.goto("/pages/addresses");
  await expect(page).toHaveURL(/\/pages\/login\?redirectURL=%2Fpages%2Faddresses$/);

  await registerMember(page, "Mariam Khoury");
  const addressesCard = page.getByRole("region", { name: "Addresses" });
  await expect(addressesCard.getByText("No saved addresses yet.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Recent orders" }).getByText("No orders yet")).toBeVisible();

  // The account navigation leads to the address book (and to the order history).
  const nav = page.getByRole("navigation", { name: "Account" });
  await expect(nav.getByRole("link", { name: "My orders" })).toHaveAttribute("href", "/pages/orders");
  await nav.getByRole("link", { name: "Addresses" }).click();
  await expect(page).toHaveURL(/\/pages\/addresses$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(nav.getByRole("link", { name: "Addresses" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "No saved addresses yet" })).toBeVisible();

  // First address: the rules are checked before sending; the member's name and mobile are filled in.
  await page.getByRole("button", { name: "Add an address" }).click();
  await expect(page.getByRole("heading", { name: "New address" })).toBeFocused();
  await expect(page.getByLabel("Recipient's name")).toHaveValue("Mariam Khoury");
  await expect(page.getByLabel("Recipient's mobile number")).toHaveValue("+971 50 123 4567");
  await page.getByRole("button", { name: "Save the address" }).click();
  await expect(page.getByLabel("Emirate", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Emirate", { exact: true })).toHaveAccessibleDescription(/Choose the emirate$/);
  await expect(page.getByLabel("Street", { exact: true })).toHaveAccessibleDescription(/Enter the street$/);
  await page.getByLabel("Address name (optional)").fill("Home");
  await page.getByLabel("Emirate", { exact: true }).selectOption({ label: "Dubai" });
  await page.getByLabel("Area", { exact: true }).fill("Al Barsha");
  await page.getByLabel("Street", { exact: true }).fill("Street 5");
  await page.getByLabel("Building or villa", { exact: true }).fill("Villa 12");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save the address" }).click();
  await expect(toast(page, "The address has been added")).toBeVisible();
  // The first address is the default.
  await expect(card(page, "Home")).toContainText("Default");
  await expect(card(page, "Home")).toContainText("Villa 12, Street 5, Al Barsha, Dubai");
  await expect(card(page, "Home").getByRole("heading", { name: /Home/ })).toBeFocused();

  // Second address, from the keyboard: Enter on the button, the fields filled, Enter submits.
  await page.getByRole("button", { name: "Add an address" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "New address" })).toBeFocused();
  await page.getByLabel("Address name (optional)").fill("Office");
  await page.getByLabel("Recipient's name").fill("Mariam at work");
  await page.getByLabel("Emirate", { exact: true }).selectOption({ label: "Abu Dhabi" });
  await page.getByLabel("Area", { exact: true }).fill("Al Reem Island");
  await page.getByLabel("Street", { exact: true }).fill("Najmat Street");
  await page.getByLabel("Building or villa", { exact: true }).fill("Sky Tower");
  await page.getByLabel("Apartment or floor (optional)").fill("Floor 31");
  await page.getByLabel("Nearby landmark (optional)").fill("Next to the mall");
  await page.getByLabel("Recipient's mobile number").fill("055 765 4321");
  await page.getByLabel("Delivery notes (optional)").fill("Reception desk");
  await page.getByLabel("Building or villa", { exact: true }).press("Enter");
  await expect(toast(page, "The address has been added")).toBeVisible();
  const office = card(page, "Office");
  await expect(office).toContainText("Floor 31, Sky Tower, Najmat Street, Al Reem Island, Abu Dhabi");
  await expect(office).toContainText("Next to the mall");
  await expect(office).toContainText("Reception desk");
  await expect(office.locator('bdi[dir="ltr"]')).toHaveText("+971 55 765 4321");
  await expect(office).not.toContainText("Default");

  // Set the second as default: it comes first, with the badge.
  await office.getByRole("button", { name: "Set Office as default" }).click();
  await expect(toast(page, "“Office” is now your default address")).toBeVisible();
  await expect(office).toContainText("Default");
  await expect(card(page, "Home")).not.toContainText("Default");
  await expect(page.getByRole("article").first()).toHaveAccessibleName(/^Office/);
  await expect(office.getByRole("button", { name: "Set Office as default" })).toHaveCount(0);

  // Edit: Escape leaves the form unchanged; then the change is saved.
  await card(page, "Home").getByRole("button", { name: "Edit Home" }).click();
  await expect(page.getByRole("heading", { name: "Edit “Home”" })).toBeFocused();
  await page.getByLabel("Street", { exact: true }).fill("Changed and left");
  await page.keyboard.press("Escape");
  await expect(card(page, "Home")).toContainText("Street 5");
  await card(page, "Home").getByRole("button", { name: "Edit Home" }).click();
  await expect(page.getByLabel("Street", { exact: true })).toHaveValue("Street 5");
  await page.getByLabel("Street", { exact: true }).fill("Street 7");
  await page.getByLabel("Apartment or floor (optional)").fill("Flat 4");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "The address has been saved")).toBeVisible();
  await expect(card(page, "Home")).toContainText("Flat 4, Villa 12, Street 7, Al Barsha, Dubai");

  // Delete, with a confirm step that can be left.
  await card(page, "Home").getByRole("button", { name: "Delete Home" }).click();
  await expect(page.getByRole("button", { name: "Yes, delete it" })).toBeFocused();
  await page.getByRole("button", { name: "Keep it" }).click();
  await expect(card(page, "Home").getByRole("button", { name: "Delete Home" })).toBeFocused();
  await card(page, "Home").getByRole("button", { name: "Delete Home" }).click();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(toast(page, "“Home” has been deleted")).toBeVisible();
  await expect(card(page, "Home")).toHaveCount(0);
  await expect(page.getByRole("article")).toHaveCount(1);

  // The book is kept on the server: a reload shows the same.
  await page.reload();
  await expect(card(page, "Office")).toContainText("Default");
  await expect(page.getByRole("article")).toHaveCount(1);

  // The dashboard shows the default address and the count.
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(addressesCard.getByText("Saved addresses: 1")).toBeVisible();
  await expect(addressesCard).toContainText("Office");
  await expect(addressesCard).toContainText("Default");
  await expect(addressesCard).toContainText("Sky Tower");
  await expect(addressesCard.getByRole("link", { name: "Manage addresses" })).toHaveAttribute(
    "href",
    "/pages/addresses",
  );

  // An order placed with the default address shows among the recent orders.
  // A product no other spec counts the stock of (they run at the same time on one server).
  const product = await productFromApi(page.request, "rubber-plant-burgundy");
  const sku = [...product.skus].sort((a, b) => b.stock - a.stock)[0];
  if (!sku || sku.stock < 1) throw new Error("No SKU of rubber-plant-burgundy in stock");
  await page.goto(`/shop/product/rubber-plant-burgundy?sku=${sku.skuId}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await page.goto("/pages/checkout");
  await expect(page.getByRole("radio", { name: /Office/ })).toBeChecked();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/pages\/order\/success\?number=BST-/, { timeout: 15_000 });
  const number = new URL(page.url()).searchParams.get("number")!;

  await page.goto("/pages/dashboard");
  const recent = page.getByRole("region", { name: "Recent orders" });
  const item = recent.getByRole("listitem").filter({ hasText: number });
  await expect(item).toContainText("Confirmed");
  await expect(item).toContainText(/AED \d/);
  await expect(recent.getByRole("link", { name: "View all orders" })).toHaveAttribute("href", "/pages/orders");
  await item.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
  // The order history is current in the account navigation on an order's page.
  await expect(nav.getByRole("link", { name: "My orders" })).toHaveAttribute("aria-current", "page");
});

test.describe("Issue: the address book in Arabic on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("right to left, mobiles left to right, nothing wider than the screen", async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await context.addCookies([{ name: "lang", value: "ar", url: baseURL! }]);
    await registerMember(page, "مريم خوري", {
      name: "الاسم الكامل",
      email: "البريد الإلكتروني",
      password: "كلمة المرور",
      mobile: "رقم الجوال (اختياري)",
      submit: "إنشاء الحساب",
    });
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const addressesCard = page.getByRole("region", { name: "العناوين" });
    await expect(addressesCard.getByText("لا توجد عناوين محفوظة بعد.")).toBeVisible();
    await expectNoHorizontalOverflow(page);

    // The dashboard's empty state opens the form straight away.
    await addressesCard.getByRole("link", { name: "إضافة عنوان" }).click();
    await expect(page).toHaveURL(/\/pages\/addresses#new$/);
    await expect(page.getByRole("heading", { name: "عنوان جديد" })).toBeFocused();
    await expectNoHorizontalOverflow(page);
    await page.getByLabel("اسم العنوان (اختياري)").fill("المنزل");
    await page.getByLabel("الإمارة", { exact: true }).selectOption({ label: "دبي" });
    await page.getByLabel("المنطقة", { exact: true }).fill("البرشاء");
    await page.getByLabel("الشارع", { exact: true }).fill("الشارع 5");
    await page.getByLabel("المبنى أو الفيلا", { exact: true }).fill("فيلا 12");
    await page.getByLabel("ملاحظات التوصيل (اختياري)").fill("اتصل عند الوصول، البوابة الخلفية");
    await page.getByRole("button", { name: "حفظ العنوان" }).click();
    await expect(toast(page, "تمت إضافة العنوان")).toBeVisible();

    const home = card(page, "المنزل");
    await expect(home).toContainText("الافتراضي");
    await expect(home).toContainText("فيلا 12، الشارع 5، البرشاء، دبي");
    const mobile = home.locator('bdi[dir="ltr"]');
    await expect(mobile).toHaveText("+971 50 123 4567");
    await expect(home).toHaveCSS("direction", "rtl");
    await expect(mobile).toHaveCSS("direction", "ltr");
    // The card's start edge is on the right.
    const title = await home.getByRole("heading").boundingBox();
    const box = await home.boundingBox();
    expect(title && box && box.x + box.width - (title.x + title.width)).toBeLessThan(40);
    await expectNoHorizontalOverflow(page);

    // The confirm step fits too.
    await home.getByRole("button", { name: /^حذف/ }).click();
    await expect(page.getByRole("button", { name: "نعم، احذفه" })).toBeFocused();
    await expectNoHorizontalOverflow(page);
    await page.getByRole("button", { name: "الإبقاء عليه" }).click();
    await expectAccessible(page);

    await page.getByRole("navigation", { name: "الحساب" }).getByRole("link", { name: "لوحة التحكم" }).click();
    await expect(addressesCard.getByText("العناوين المحفوظة: 1")).toBeVisible();
    await expect(addressesCard).toContainText("المنزل");
    await expect(addressesCard.locator('bdi[dir="ltr"]')).toHaveText("+971 50 123 4567");
    await expectNoHorizontalOverflow(page);
  });
});
