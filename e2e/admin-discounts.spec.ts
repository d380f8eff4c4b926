import { PHONE } from "./back-office-steps";
import { call, login } from "./delivered-order";
import { logInInNewContext } from "./shoppers";
import { expect, type Page, test } from "./test";
import { textsIn } from "./translations";

/** Issue 16 "Discount codes": the admin makes a code in the back office and finds it in the list. */

const ADMIN = { email: "admin@bustan.ae", password: process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!" };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/** The page is no wider than the screen: nothing to scroll sideways. */
async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test("issue 16: the admin creates a discount code, is told a duplicate exists, and sees the code listed", async ({
  browser,
}) => {
  const t = textsIn("en");
  const code = `SPRING-${unique()}`;
  const admin = await logInInNewContext(browser, ADMIN, "/admin/discounts", t("admin.discounts.title"));
  const { page } = admin;

  await page.getByRole("button", { name: t("admin.discounts.new") }).click();
  const form = page.getByRole("region", { name: t("admin.discounts.form.newTitle") });
  // Typed in lower case with spaces around: stored trimmed and upper-cased.
  await form.getByLabel(t("admin.discounts.form.code")).fill(` ${code.toLowerCase()} `);
  await form.getByLabel(t("admin.discounts.form.kind")).selectOption("percent");
  await form.getByLabel(t("admin.discounts.form.percent")).fill("150");
  await form.getByLabel(t("admin.discounts.form.usageLimit")).fill("100");
  await form.getByRole("button", { name: t("admin.discounts.form.save") }).click();
  await expect(form.getByText(t("admin.discounts.errors.value_percent"))).toBeVisible();
  await form.getByLabel(t("admin.discounts.form.percent")).fill("15");
  await form.getByRole("button", { name: t("admin.discounts.form.save") }).click();
  await expect(page.getByText(t("admin.discounts.saved", { code })).first()).toBeVisible({ timeout: 15_000 });

  const row = page.getByRole("row", { name: new RegExp(code) });
  await expect(row).toBeVisible();
  await expect(row.getByRole("cell", { name: t("admin.discounts.status.active"), exact: true })).toBeVisible();
  await expect(
    row.getByRole("cell", { name: t("admin.discounts.usesOf", { used: 0, limit: 100 }), exact: true }),
  ).toBeVisible();
  await expect(row.getByText(t("admin.discounts.off", { amount: "15\u00a0%" }))).toBeVisible();

  // The same code again, in another case: refused on the code field.
  await page.getByRole("button", { name: t("admin.discounts.new") }).click();
  await form.getByLabel(t("admin.discounts.form.code")).fill(code.toLowerCase());
  await form.getByLabel(t("admin.discounts.form.percent")).fill("5");
  await form.getByRole("button", { name: t("admin.discounts.form.save") }).click();
  await expect(form.getByText(t("admin.discounts.errors.codeTaken"))).toBeVisible();
  await form.getByRole("button", { name: t("admin.discounts.form.cancel") }).click();

  // Switched off from the list: the status and the button follow.
  await row.getByRole("button", { name: `${t("admin.discounts.switchOff")} ${code}` }).click();
  await expect(row.getByRole("cell", { name: t("admin.discounts.status.off"), exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `${t("admin.discounts.switchOn")} ${code}` })).toBeVisible();
  await fitsWidth(page);
  await page.screenshot({ path: test.info().outputPath("discounts-en-desktop.png"), fullPage: true });
  await admin.close();
});

test("issue 16: the discount codes page in Arabic on a 390 px phone: right to left, the code listed, nothing wider than the screen", async ({
  browser,
  request,
}) => {
  const t = textsIn("ar");
  const code = `EID-${unique()}`;
  const token = await login(request, ADMIN);
  await call(
    request,
    "/api/v1/admin/discounts/add",
    {
      code,
      kind: "fixed",
      value: 2500,
      minSubtotal: 10000,
      categoryId: null,
      startsAt: null,
      endsAt: null,
      usageLimit: 20,
      perCustomerLimit: 1,
    },
    token,
  );

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto("/pages/login?lang=ar&redirectURL=%2Fadmin%2Fdiscounts");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByLabel(t("auth.fields.email")).fill(ADMIN.email);
  await page.getByLabel(t("auth.fields.password"), { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: t("auth.login.submit") }).click();
  await expect(page.getByRole("heading", { level: 1, name: t("admin.discounts.title") })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel(t("admin.discounts.search")).fill(code);
  await page.getByRole("button", { name: t("admin.discounts.apply") }).click();
  await expect(page).toHaveURL(new RegExp(`q=${code}`));
  const row = page.getByRole("row", { name: new RegExp(code) });
  await expect(row).toBeVisible();
  await expect(row.getByText(t("admin.discounts.status.active"))).toBeVisible();
  await expect(row.getByText(t("admin.discounts.usesOf", { used: 0, limit: 20 }))).toBeVisible();
  await fitsWidth(page);

  // The form opens on the phone too, in Arabic, and fits.
  await row.getByRole("button", { name: `${t("admin.discounts.edit")} ${code}` }).click();
  const form = page.getByRole("region", { name: t("admin.discounts.form.editTitle", { code }) });
  await expect(form.getByLabel(t("admin.discounts.form.amount"))).toHaveValue("25.00");
  await fitsWidth(page);
  await page.screenshot({ path: test.info().outputPath("discounts-ar-390.png"), fullPage: true });
  await context.close();
});
