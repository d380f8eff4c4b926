import { DESKTOP, managerLogsIn, PHONE } from "./back-office-steps";
import { productFromApi, type WireSku } from "./catalogue-data";
import { call, login, MANAGER } from "./delivered-order";
import { type APIRequestContext, type Browser, expect, type Page, test } from "./test";
import { textsIn } from "./translations";

/**
 * Issue 16 "Back-in-stock alerts": a visitor on a sold-out SKU's product page asks to be e-mailed (English on a
 * desktop, Arabic on a 390 px phone), the manager sees the demand and restocks it on the back office's stock
 * screen, and the e-mail arrives once with the product's link. The Sago Palm's largest pot is used by no other spec.
 */
const SLUG = "sago-palm";
const en = textsIn("en");
const ar = textsIn("ar");

interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The e-mails the shop sent to `email` (the development mail viewer). */
async function mailsTo(request: APIRequestContext, email: string): Promise<MailMessage[]> {
  const response = await request.get(`/api/v1/dev/mail?to=${encodeURIComponent(email)}`);
  if (!response.ok()) return [];
  return ((await response.json()) as { responceObj: { messages: MailMessage[] } }).responceObj.messages;
}

/** The largest pot, made sold out by the manager (a stock count of zero). */
async function soldOutSku(request: APIRequestContext): Promise<WireSku> {
  const token = await login(request, MANAGER);
  const skus = (await productFromApi(request, SLUG)).skus;
  const sku = skus[skus.length - 1]!;
  if (sku.stock > 0) {
    await call(
      request,
      "/api/v1/admin/stock/adjust",
      { skuId: sku.skuId, delta: -sku.stock, reason: "counted" },
      token,
    );
  }
  // The catalogue's caches follow the change within a second.
  const stockNow = async () => (await productFromApi(request, SLUG)).skus.find((s) => s.skuId === sku.skuId)?.stock;
  await expect.poll(stockNow, { timeout: 10_000 }).toBe(0);
  return sku;
}

/** A visitor opens the SKU's page in `lang`, sees it marked sold out, and leaves `email`. */
async function subscribe(browser: Browser, lang: "en" | "ar", sku: WireSku, email: string): Promise<Page> {
  const t = lang === "en" ? en : ar;
  const page = await (await browser.newContext(lang === "en" ? DESKTOP : PHONE)).newPage();
  await page.goto(`/shop/product/${SLUG}?sku=${sku.skuId}&lang=${lang}`);
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
  // The chosen pot is marked sold out in the picker, and still chosen.
  await expect(page.getByRole("radio", { checked: true, name: new RegExp(t("product.soldOut")) })).toBeVisible();
  const form = page.getByRole("region", { name: t("product.stockAlert.title") });
  await expect(form).toBeVisible();
  // A typo is caught before anything is sent.
  const field = form.getByLabel(t("product.stockAlert.email"));
  await field.fill("not-an-address");
  await expect(async () => {
    await form.getByRole("button", { name: t("product.stockAlert.submit") }).click();
    await expect(form.getByText(t("product.stockAlert.invalidEmail"))).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await field.fill(email);
  await form.getByRole("button", { name: t("product.stockAlert.submit") }).click();
  await expect(form.getByRole("status")).toHaveText(t("product.stockAlert.done"));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  return page;
}

test("issue 16: visitors ask for a sold-out pot (en desktop, ar phone), staff restock it, each e-mail arrives once", async ({
  browser,
  request,
}) => {
  test.slow();
  const sku = await soldOutSku(request);
  const stamp = Date.now();
  const english = `alert-en-${stamp}@example.ae`;
  const arabic = `alert-ar-${stamp}@example.ae`;
  await (await subscribe(browser, "en", sku, english)).context().close();
  await (await subscribe(browser, "ar", sku, arabic)).context().close();

  // The manager sees the demand, then restocks from the stock screen.
  const staff = await managerLogsIn(browser, { title: "desktop", device: DESKTOP, phone: false, lang: "en" }, en);
  await staff.goto("/admin/stock-alerts");
  await expect(staff.getByRole("heading", { level: 1, name: en("admin.stockAlerts.title") })).toBeVisible();
  const row = staff.getByRole("row").filter({ hasText: sku.code });
  await expect(row.getByRole("cell").nth(1)).toHaveText("2");
  await row.getByRole("link", { name: new RegExp(en("admin.stockAlerts.restock")) }).click();
  await expect(staff).toHaveURL(/\/admin\/stock\?code=/);
  const adjust = staff
    .getByRole("row")
    .filter({ hasText: sku.code })
    .getByRole("button", { name: /Adjust/ });
  const dialog = staff.getByRole("dialog", { name: en("admin.stock.adjustTitle") });
  await expect(async () => {
    await adjust.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByLabel(en("admin.stock.quantity")).fill("6");
  await dialog.getByRole("button", { name: en("admin.stock.save") }).click();
  await expect(dialog).toBeHidden();

  // One e-mail each, in their language, with the product page's link from the shop's public address.
  const link = new RegExp(`/shop/product/${SLUG}\\?sku=${sku.skuId}`);
  await expect.poll(async () => (await mailsTo(request, english)).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(async () => (await mailsTo(request, arabic)).length, { timeout: 20_000 }).toBe(1);
  const [toEnglish] = await mailsTo(request, english);
  expect(toEnglish!.subject).toMatch(/is back in stock$/);
  expect(toEnglish!.text).toMatch(link);
  const [toArabic] = await mailsTo(request, arabic);
  expect(toArabic!.subject).toMatch(/متوفر مجددًا$/);
  expect(toArabic!.text).toMatch(link);

  // The demand is met: the SKU leaves the list.
  await staff.goto("/admin/stock-alerts");
  await expect(staff.getByRole("row").filter({ hasText: sku.code })).toHaveCount(0);
  await staff.context().close();
});
