import { envelope } from "../apps/api/test/support/envelope";
import { seriousViolations } from "./axe";
import { registeredShopper, type shopper } from "./shoppers";
import { type BrowserContext, expect, type Page, test } from "./test";

async function logIn(page: Page, who: ReturnType<typeof shopper>): Promise<void> {
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem("token"));

test("security: a hostile redirectURL after login lands on a page of this site (off-site redirect finding)", async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  const who = await registeredShopper(request, "redirect");
  // Any request to the other site is recorded (and answered by nobody).
  const offSite: string[] = [];
  await page.context().route(
    (url) => url.hostname.endsWith("evil.example"),
    (route) => {
      offSite.push(route.request().url());
      return route.abort();
    },
  );
  const origin = new URL(baseURL!).origin;
  for (const hostile of ["/.//evil.example", "/%2F%2Fevil.example", "/%252F%252Fevil.example", "/\\evil.example"]) {
    await page.context().clearCookies();
    await page.goto(`/pages/login?redirectURL=${encodeURIComponent(hostile)}`);
    await page.evaluate(() => localStorage.clear());
    await logIn(page, who);
    await expect(page, hostile).toHaveURL(`${origin}/pages/dashboard`, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1, name: `Hello, ${who.name}` })).toBeVisible();
  }
  expect(offSite).toEqual([]);

  // A page of this site is still where the shopper comes back to.
  await page.context().clearCookies();
  await page.goto(`/pages/login?redirectURL=${encodeURIComponent("/pages/orders")}`);
  await page.evaluate(() => localStorage.clear());
  await logIn(page, who);
  await expect(page).toHaveURL(`${origin}/pages/orders`, { timeout: 15_000 });
});

test("Log out everywhere on the account page ends the session in the other browser too", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const who = await registeredShopper(request, "everywhere");
  const contexts: BrowserContext[] = [await browser.newContext(), await browser.newContext()];
  try {
    const [here, there] = await Promise.all(contexts.map((context) => context.newPage()));
    for (const page of [here!, there!]) {
      await page.goto("/pages/login?redirectURL=%2Fpages%2Fprofile");
      await logIn(page, who);
      await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible({ timeout: 15_000 });
    }
    const a = here!;
    const b = there!;

    // A confirm step that can be left with Escape or No.
    const start = a.getByRole("button", { name: "Log out everywhere" });
    await start.click();
    const yes = a.getByRole("button", { name: "Yes, log out everywhere" });
    await expect(yes).toBeFocused();
    await expect(a.getByRole("region", { name: "Log out on every device?" })).toBeVisible();
    await a.keyboard.press("Escape");
    await expect(start).toBeFocused();
    await start.click();
    await a.getByRole("button", { name: "Stay logged in" }).click();
    await expect(start).toBeFocused();
    expect(await storedToken(a)).not.toBeNull();

    await start.click();
    await yes.click();
    await expect(a).toHaveURL(/\/pages\/login$/, { timeout: 15_000 });
    await expect(toast(a, "You have been logged out on every device")).toBeVisible();
    expect(await storedToken(a)).toBeNull();
    // This browser's HttpOnly session cookie is gone as well.
    expect((await contexts[0]!.cookies()).filter((cookie) => cookie.name === "session" && cookie.value)).toEqual([]);

    // The other browser still has its stored claims, but the server refuses its token now.
    expect(await storedToken(b)).not.toBeNull();
    const refused = await b.request.post("/api/v1/user/loadUser", {
      data: envelope({}),
    });
    expect(refused.status()).toBe(401);
    // Its next navigation to an account page ends there at the login page, its stored session cleared.
    await b.goto("/pages/dashboard");
    await expect(b).toHaveURL(/\/pages\/login\?redirectURL=%2Fpages%2Fdashboard$/, { timeout: 15_000 });
    await expect.poll(() => storedToken(b)).toBeNull();

    // Logging in again works.
    await logIn(b, who);
    await expect(b).toHaveURL(/\/pages\/dashboard$/, { timeout: 15_000 });
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test("Log out everywhere in Arabic at 390 px: right to left, its confirm step without serious accessibility issues", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  const who = await registeredShopper(request, "arabic");
  await context.addCookies([{ name: "lang", value: "ar", url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pages/login?redirectURL=%2Fpages%2Fprofile");
  await page.getByLabel("البريد الإلكتروني").fill(who.email);
  await page.getByLabel("كلمة المرور", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "حسابي" })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("button", { name: "تسجيل الخروج من كل الأجهزة" }).click();
  const yes = page.getByRole("button", { name: "نعم، سجّل خروجي من كل الأجهزة" });
  await expect(yes).toBeFocused();
  // Nothing sticks out of the narrow screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await yes.click();
  await expect(page).toHaveURL(/\/pages\/login$/, { timeout: 15_000 });
  await expect(toast(page, "تم تسجيل خروجك من كل الأجهزة")).toBeVisible();
});
