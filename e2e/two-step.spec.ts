import { generate } from "otplib";
import { violationsIn } from "./axe";
import { logInInNewContext } from "./shoppers";
import { type Browser, expect, type Page, test } from "./test";

/**
 * Staff two-step login (docs/decisions/0009-staff-two-step-login.md) in Chromium: the manager turns it on from the
 * account page, logs in with a code from the app (in Arabic, right to left) and with a recovery code, then turns it
 * off. The back-office specs log in as manager@bustan.ae too, so this spec runs after them (its own project in
 * playwright.config.ts).
 */
const MANAGER = { email: "manager@bustan.ae", password: process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!" };

/** The authenticator app's code `steps` time steps from now (the server accepts one step either side). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function passwordStep(browser: Browser, lang = "en"): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/pages/login?lang=${lang}&redirectURL=${encodeURIComponent("/pages/profile")}`);
  await page.waitForLoadState("networkidle");
  const en = lang === "en";
  await page.getByLabel(en ? "E-mail address" : "البريد الإلكتروني").fill(MANAGER.email);
  await page.getByLabel(en ? "Password" : "كلمة المرور", { exact: true }).fill(MANAGER.password);
  await page.getByLabel(en ? "Password" : "كلمة المرور", { exact: true }).press("Enter");
  return { page, close: () => context.close() };
}

test.describe.configure({ mode: "serial" });

test("a manager turns on two-step login, logs in with an app code and with a recovery code, then turns it off", async ({
  browser,
}) => {
  test.slow();

  // 1. Logged in with the password only, the account page offers two-step login (staff only).
  const first = await passwordStep(browser);
  const page = first.page;
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible({ timeout: 15_000 });
  const section = page.getByRole("region", { name: "Two-step login" });
  await expect(section.getByText("Two-step login is off.")).toBeVisible();
  await section.getByRole("button", { name: "Turn on two-step login" }).click();

  // 2. The QR code, the key for manual entry, and the first code from the "app".
  await expect(section.getByRole("img", { name: /QR code/ })).toBeVisible();
  const key = section.getByLabel("Cannot scan? Enter this key in the app instead");
  const secret = (await key.inputValue()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const codeField = section.getByLabel("6-digit code");
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await codeField.fill("000000");
  await codeField.press("Enter");
  // "000000" may by chance be right; when it is not, the field says so and stays.
  const wrong = section.getByText("This code is not correct. Check the app and try again.");
  const codes = section.getByRole("list", { name: "Recovery codes" });
  await expect(wrong.or(codes)).toBeVisible();
  if (await wrong.isVisible()) {
    await codeField.fill(await codeAt(secret));
    await codeField.press("Enter");
  }

  // 3. The recovery codes, shown once.
  await expect(section.getByRole("heading", { name: "Your recovery codes" })).toBeFocused();
  await expect(codes.getByRole("listitem")).toHaveCount(8);
  const recoveryCodes = await codes.getByRole("listitem").allInnerTexts();
  await section.getByRole("button", { name: "I have saved them" }).click();
  await expect(section.getByText("Two-step login is on. Recovery codes left: 8.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Turn off two-step login" })).toBeFocused();

  // 4. In Arabic (right to left): the password is not enough any more; the app's next code logs in.
  const arabic = await passwordStep(browser, "ar");
  await expect(arabic.page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(arabic.page.getByRole("heading", { name: "تسجيل الدخول بخطوتين" })).toBeVisible();
  const arabicCode = arabic.page.getByLabel("الرمز المكوّن من 6 أرقام");
  await expect(arabicCode).toBeFocused();
  await expect(arabicCode).toHaveAttribute("autocomplete", "one-time-code");
  await expect(arabicCode).toHaveAttribute("inputmode", "numeric");
  await expect(arabicCode).toHaveAttribute("dir", "ltr");
  expect(await violationsIn(arabic.page, ".auth-card")).toEqual([]);
  await arabicCode.fill(await codeAt(secret, 1));
  await arabicCode.press("Enter");
  await expect(arabic.page).toHaveURL(/\/pages\/profile$/, { timeout: 15_000 });
  await arabic.close();

  // 5. A recovery code instead of the app, by keyboard.
  const recovery = await passwordStep(browser);
  await expect(recovery.page.getByLabel("6-digit code")).toBeFocused();
  await recovery.page.getByRole("button", { name: "Use a recovery code" }).click();
  const recoveryField = recovery.page.getByLabel("Recovery code");
  await expect(recoveryField).toBeFocused();
  await recoveryField.fill(recoveryCodes[0] ?? "");
  await recoveryField.press("Enter");
  await expect(recovery.page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible({ timeout: 15_000 });
  await expect(
    recovery.page.getByRole("region", { name: "Two-step login" }).getByText("Recovery codes left: 7", { exact: false }),
  ).toBeVisible();
  await recovery.close();

  // 6. Off again, with the password (the phone is gone).
  await section.getByRole("button", { name: "Turn off two-step login" }).click();
  await section.getByRole("button", { name: "Use my password instead" }).click();
  const password = section.getByLabel("Password", { exact: true });
  await expect(password).toBeFocused();
  await password.fill(MANAGER.password);
  await section.getByRole("button", { name: "Turn off", exact: true }).click();
  await expect(section.getByText("Two-step login is off.")).toBeVisible();
  await first.close();

  // The password alone logs in again.
  const plain = await passwordStep(browser);
  await expect(plain.page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible({ timeout: 15_000 });
  await plain.close();
});

test("on /admin/settings only admins see the two-step toggle, and it needs their own two-step login first", async ({
  browser,
}) => {
  const admin = { email: "admin@bustan.ae", password: MANAGER.password };
  const { page, close } = await logInInNewContext(browser, admin, "/admin/settings", "Settings");
  const section = page.getByRole("region", { name: "Two-step login" });
  const toggle = section.getByRole("checkbox", { name: "Require two-step login for admins" });
  await expect(toggle).not.toBeChecked();
  // By keyboard: Space ticks it.
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toggle).toBeChecked();
  await section.getByRole("button", { name: "Save two-step login" }).click();
  // The admin has no two-step login: refused, nothing changes for the admins of the other specs.
  await expect(section.getByRole("alert")).toContainText("Turn on two-step login for your own account first.");
  await expect(section.getByRole("link", { name: "Go to your account page" })).toHaveAttribute(
    "href",
    "/pages/profile",
  );
  await close();

  const manager = await passwordStep(browser);
  await expect(manager.page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible({ timeout: 15_000 });
  await manager.page.goto("/admin/settings");
  await expect(manager.page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible({ timeout: 15_000 });
  await expect(manager.page.getByRole("checkbox", { name: "Require two-step login for admins" })).toHaveCount(0);
  await manager.close();
});
