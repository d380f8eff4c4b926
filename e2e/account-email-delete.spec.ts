import { productFromApi } from "./catalogue-data";
import { registeredShopper, uniqueEmail } from "./shoppers";
import { type APIRequestContext, expect, type Page, test } from "./test";

/** Issue 16, the member's own account: change the e-mail from the link, delete the account, an account from a guest order. */

/** The path of the newest link e-mailed to `email` that carries `param`. */
async function mailedLink(request: APIRequestContext, email: string, param: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/dev/mail?to=${encodeURIComponent(email)}`);
        if (!response.ok()) return "";
        const messages = (await response.json()).responceObj.messages as Array<{ text: string }>;
        const pattern = new RegExp(`https?://[^\\s"<>]*[?&]${param}=[^\\s"<>]+`);
        for (const message of messages) {
          const found = pattern.exec(message.text)?.[0];
          if (found) {
            const url = new URL(found);
            link = url.pathname + url.search;
            return link;
          }
        }
        return "";
      },
      { timeout: 15_000, message: `an e-mail to ${email} with ${param}` },
    )
    .not.toBe("");
  return link;
}

async function logIn(page: Page, who: { email: string; password: string }, path: string) {
  await page.goto(`/pages/login?redirectURL=${encodeURIComponent(path)}`);
  await page.getByLabel(/^(E-mail address|البريد الإلكتروني)$/).fill(who.email);
  await page.getByLabel(/^(Password|كلمة المرور)$/).fill(who.password);
  await page.getByRole("button", { name: /^(Log in|تسجيل الدخول)$/ }).click();
}

test("issue 16: a member changes their e-mail with the link sent to the new address, then deletes the account", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const who = await registeredShopper(request, "email-change");
  await logIn(page, who, "/pages/profile");
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible({ timeout: 15_000 });

  const section = page.getByRole("region", { name: "E-mail address" });
  const newEmail = uniqueEmail("moved");
  await section.getByLabel("New e-mail address").fill(newEmail);
  await section.getByLabel("Current password").fill(who.password);
  await section.getByRole("button", { name: "Change e-mail" }).click();
  await expect(section.getByRole("status")).toContainText(`We sent a link to ${newEmail}`);

  await page.goto(await mailedLink(request, newEmail, "token"));
  await page.getByRole("button", { name: "Confirm my new e-mail address" }).click();
  await expect(page.getByRole("status")).toContainText(`is now ${newEmail}`);
  await page.getByRole("link", { name: "Go to my profile" }).click();
  await expect(page.getByText(`Your e-mail address is ${newEmail}.`)).toBeVisible();

  // The danger zone: the dialog says what goes and what stays, and wants the password.
  const danger = page.getByRole("region", { name: "Delete my account" });
  await danger.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account for good?" });
  await expect(dialog).toContainText("Kept: your orders, for the tax record");
  await dialog.getByLabel("Current password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("The password is not correct.")).toBeVisible();
  await dialog.getByLabel("Current password").fill(who.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/pages\/account\/deleted$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account is deleted" })).toBeVisible();
  // The session is over: the account's pages ask for a login, and the address no longer logs in.
  await page.goto("/pages/profile");
  await expect(page).toHaveURL(/\/pages\/login/);
  const relogin = await request.post("/api/v1/user/login", {
    data: { payload: { requestPayload: { email: newEmail, password: who.password } } },
  });
  expect(relogin.status()).toBe(401);
});

test("issue 16: the danger zone in Arabic on a 390 px phone", async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const who = await registeredShopper(request, "danger-ar");
  await page.context().addCookies([{ name: "lang", value: "ar", url: baseURL! }]);
  await logIn(page, who, "/pages/profile");
  const danger = page.getByRole("region", { name: "حذف حسابي" });
  await expect(danger).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await danger.getByRole("button", { name: "حذف حسابي" }).click();
  const dialog = page.getByRole("alertdialog", { name: "هل تريد حذف حسابك نهائيًا؟" });
  await expect(dialog).toBeVisible();
  // Nothing wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(danger.getByRole("button", { name: "حذف حسابي" })).toBeFocused();
});

test("issue 16: after a guest checkout, an account made from the confirmation page holds the order once verified", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await productFromApi(request, "monstera-deliciosa", "en");
  const sku = product.skus.find((s) => s.stock >= 2)!;
  await page.goto(`/shop/product/monstera-deliciosa?sku=${sku.skuId}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cartItems"))).not.toBeNull();
  await page.goto("/pages/checkout");
  const email = uniqueEmail("guest-claim");
  await page.getByLabel("Full name", { exact: true }).fill("Layla Haddad");
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Mobile number", { exact: true }).fill("050 123 4567");
  await page.getByLabel("Emirate", { exact: true }).selectOption({ label: "Dubai" });
  await page.getByLabel("Area", { exact: true }).fill("Al Barsha");
  await page.getByLabel("Street", { exact: true }).fill("Street 5");
  await page.getByLabel("Building or villa", { exact: true }).fill("Villa 12");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/pages\/order\/success\?number=BST-/, { timeout: 15_000 });
  const number = new URL(page.url()).searchParams.get("number")!;

  const offer = page.getByRole("region", { name: "Create an account to track this order" });
  await expect(offer.getByLabel("E-mail address")).toHaveValue(email);
  await expect(offer.getByLabel("Full name")).toHaveValue("Layla Haddad");
  await offer.getByLabel("Password", { exact: true }).fill("Fern-Pot-Terracotta-42");
  await offer.getByRole("button", { name: "Create my account" }).click();
  await expect(offer.getByRole("status")).toContainText(`Open the link we sent to ${email}`);

  await page.goto(await mailedLink(request, email, "verifyToken"));
  await expect(page).toHaveURL(/\/pages\/dashboard$/, { timeout: 15_000 });
  await page.goto("/pages/orders");
  await expect(page.getByRole("main")).toContainText(number);
  await page.goto(`/pages/orders/${number}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(number);
});
