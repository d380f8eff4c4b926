import { registeredShopper, shopper } from "./shoppers";
import { type APIRequestContext, expect, type Page, test } from "./test";

interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The link an e-mail sent to `email` carries (newest first), following the query parameter `param`. */
async function mailedLink(request: APIRequestContext, email: string, param: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/dev/mail?to=${encodeURIComponent(email)}`);
        if (!response.ok()) return "";
        const body = (await response.json()) as { responceObj: { messages: MailMessage[] } };
        const pattern = new RegExp(`https?://[^\\s"<>]*[?&]${param}=[^\\s"<>]+`);
        for (const message of body.responceObj.messages) {
          const found = pattern.exec(message.text)?.[0];
          if (found) {
            const url = new URL(found);
            link = `${url.pathname}${url.search}`;
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

async function logIn(page: Page, email: string, password: string, submit = "Log in"): Promise<void> {
  await page.getByLabel(/^(E-mail address|البريد الإلكتروني)$/).fill(email);
  await page.getByLabel(/^(Password|كلمة المرور)$/).fill(password);
  await page.getByRole("button", { name: submit, exact: true }).click();
}

async function logOutFromMenu(page: Page): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: "My Account" }).click();
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("SPEC 2 / 4: register, confirm the e-mail, log out, meet the guard and log in back to the page asked for", async ({
  page,
}) => {
  test.slow();
  const who = shopper("journey");

  await page.goto("/pages/register");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // Client-side rules first: the first invalid field gets the focus.
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Enter your name")).toBeVisible();
  await expect(page.getByLabel("Full name")).toBeFocused();

  await page.getByLabel("Full name").fill(who.name);
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByLabel("Mobile number (optional)").fill("+971 50 123 4567");
  await page.getByRole("button", { name: "Create account" }).click();

  // Registering logs in and lands on the dashboard, where the address still needs confirming.
  await expect(page).toHaveURL(/\/pages\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: `Hello, ${who.name}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Please confirm your e-mail address" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Recent orders" }).getByText("No orders yet")).toBeVisible();

  // The e-mailed link confirms the address and leads back to the dashboard.
  await page.goto(await mailedLink(page.request, who.email, "verifyToken"));
  await expect(page).toHaveURL(/\/pages\/dashboard$/);
  await expect(toast(page, "Thank you, your e-mail address is confirmed")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Please confirm your e-mail address" })).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Account details" }).getByText("Verified", { exact: true }),
  ).toBeVisible();

  // The My Account menu of a named user: Dashboard, Edit Profile, Track Order, Logout.
  await page.getByRole("banner").getByRole("button", { name: "My Account" }).click();
  const menu = page.getByRole("banner").locator(".account-menu");
  await expect(menu.getByRole("link", { name: "Edit Profile" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Track Order" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Login" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // SPEC 4 logout: login page and the success toast; the session is gone from this browser.
  await logOutFromMenu(page);
  await expect(page).toHaveURL(/\/pages\/login$/);
  await expect(toast(page, "You have been successfully logged out")).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([
    null,
    null,
  ]);
  await page.getByRole("banner").getByRole("button", { name: "My Account" }).click();
  await expect(menu.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Register" })).toBeVisible();
  await page.keyboard.press("Escape");

  // SPEC 2 guard on an in-app navigation: the profile page never shows.
  await page.getByRole("contentinfo").getByRole("link", { name: "My profile" }).click();
  await expect(page).toHaveURL(/\/pages\/login\?redirectURL=%2Fpages%2Fprofile$/);
  await expect(toast(page, "You need to log in to access this page")).toBeVisible();

  // ... and on a fresh page load, keeping the query of the address asked for.
  await page.goto("/pages/dashboard?tab=orders");
  await expect(page).toHaveURL(/\/pages\/login\?redirectURL=%2Fpages%2Fdashboard%3Ftab%3Dorders$/);
  await expect(toast(page, "You need to log in to access this page")).toBeVisible();

  // A wrong password is refused in place.
  await logIn(page, who.email, "not-the-password");
  await expect(
    page.getByRole("alert").filter({ hasText: "The e-mail address or password is incorrect." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/login\?/);

  await logIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/pages\/dashboard\?tab=orders$/);
  await expect(page.getByRole("heading", { level: 1, name: `Hello, ${who.name}` })).toBeVisible();
});

test("a forgotten password is reset through the e-mailed link, and the new one logs in", async ({ page, request }) => {
  test.slow();
  const who = await registeredShopper(request, "reset");

  await page.goto("/pages/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByRole("button", { name: "Send the reset link" }).click();
  await expect(page.getByText(`If an account exists for ${who.email}`)).toBeVisible();

  const link = await mailedLink(page.request, who.email, "resetToken");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  const newPassword = "olive-grove-sunrise-7";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm the new password", { exact: true }).fill("something-else-7");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByText("The two passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm the new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Save the new password" }).click();

  // Setting the password logs in.
  await expect(page).toHaveURL(/\/pages\/dashboard$/);
  await expect(toast(page, "Your password has been changed and you are logged in")).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("third-fig-tree-9");
  await page.getByLabel("Confirm the new password", { exact: true }).fill("third-fig-tree-9");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "This link is invalid, already used or expired." }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();

  await page.goto("/pages/dashboard");
  await logOutFromMenu(page);
  await expect(page).toHaveURL(/\/pages\/login$/);
  await logIn(page, who.email, who.password);
  await expect(page.getByRole("alert").filter({ hasText: "incorrect" })).toBeVisible();
  await logIn(page, who.email, newPassword);
  await expect(page).toHaveURL(/\/pages\/dashboard$/);
});

test("the reset request answers the same for an address without an account", async ({ page }) => {
  await page.goto("/pages/forget/password");
  await page.getByLabel("E-mail address").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Send the reset link" }).click();
  await expect(
    page.getByText(
      "If an account exists for nobody-here@example.com, we have sent it a link to choose a new password.",
    ),
  ).toBeVisible();
});

test("SPEC 2: after login only a path of this site is followed", async ({ page, request }) => {
  const who = await registeredShopper(request, "redirect");
  await page.goto("/pages/login?redirectURL=//evil.example/steal");
  await logIn(page, who.email, who.password);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/pages\/dashboard$/);
});

test("the login page in Arabic is right-to-left, with Arabic messages, and logs in", async ({ page, request }) => {
  const who = await registeredShopper(request, "ar");
  await page.goto("/pages/login?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "تسجيل الدخول" })).toBeVisible();

  await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
  await expect(page.getByText("أدخل بريداً إلكترونياً صحيحاً، مثل name@example.com")).toBeVisible();
  await expect(page.getByText("أدخل كلمة المرور")).toBeVisible();
  await expect(page.getByLabel("البريد الإلكتروني")).toBeFocused();

  // The show-password toggle (keyboard) reveals what was typed.
  const password = page.getByLabel("كلمة المرور", { exact: true });
  await password.fill(who.password);
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "إظهار كلمة المرور" }).press("Enter");
  await expect(password).toHaveAttribute("type", "text");

  await logIn(page, who.email, who.password, "تسجيل الدخول");
  await expect(page).toHaveURL(/\/pages\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: `مرحباً يا ${who.name}` })).toBeVisible();
});
