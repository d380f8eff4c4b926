import { type Browser, type BrowserContextOptions, expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { aed } from "../apps/api/test/support/money";
import { type Lang, type Texts, textsIn } from "./translations";

// Steps of issue 13's back-office journey (e2e/back-office.spec.ts), the same on a desktop and on a phone.

const MANAGER = { email: "manager@bustan.ae", password: process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!" };

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** One run of the journey: a device and the language the manager and the shop use. */
export interface Journey {
  title: string;
  device: BrowserContextOptions;
  phone: boolean;
  lang: Lang;
}

/** A product no other test of the run makes: its own search word and SKU codes. */
export function newProduct(tag: string) {
  const word = `fern${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    word,
    name: `Test ${word} Palm`,
    // What the manager types in the Arabic tab: the product's data, not a label of the page.
    arabicName: `نخلة تجربة ${word}`,
    codes: [`${word}-S`.toUpperCase(), `${word}-L`.toUpperCase()] as const,
  };
}
export type NewProduct = ReturnType<typeof newProduct>;

/** A plain JPEG of one colour, as a phone's camera would upload it. */
export function photo(background: string, width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * Clicks `opener` until `opened` shows: a click before the page has hydrated does nothing yet. A later try clicks
 * only while `opened` is still hidden (a second click on an opened dialog would close it, or wait on its
 * backdrop), and each click has its own timeout so that the next try comes.
 */
export async function openWith(opener: Locator, opened: Locator) {
  await expect(async () => {
    if (!(await opened.isVisible())) await opener.click({ timeout: 5_000 });
    await expect(opened).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** The manager logs in on the login page, in the journey's language, and the shop shows them logged in. */
export async function managerLogsIn(browser: Browser, journey: Journey, t: Texts): Promise<Page> {
  const page = await (await browser.newContext(journey.device)).newPage();
  await page.goto(`/pages/login?lang=${journey.lang}`);
  await expect(page.locator("html")).toHaveAttribute("dir", journey.lang === "ar" ? "rtl" : "ltr");
  await page.getByLabel(t("auth.fields.email")).fill(MANAGER.email);
  await page.getByLabel(t("auth.fields.password"), { exact: true }).fill(MANAGER.password);
  await page.getByRole("button", { name: t("auth.login.submit") }).click();
  await expect(page).not.toHaveURL(/\/pages\/login/, { timeout: 15_000 });
  return page;
}

/** From the header's My Account menu to the back office's product list. */
export async function openBackOffice(page: Page, t: Texts) {
  const backOffice = page.getByRole("link", { name: t("account.backOffice") });
  await openWith(page.getByRole("banner").getByRole("button", { name: t("account.myAccount") }), backOffice);
  await backOffice.click();
  await expect(page.getByRole("heading", { level: 1, name: t("admin.title") })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: t("admin.dashboard.toPrepare") })).toBeVisible();
  const sections = page.getByRole("navigation", { name: t("admin.nav") });
  await sections.getByRole("link", { name: t("admin.products.title") }).click();
  await expect(page.getByRole("heading", { level: 1, name: t("admin.products.title") })).toBeVisible();
}

/** Saves the product form: waits for the server's answer to the save, then for the saved toast. */
export async function save(page: Page, t: Texts) {
  const answered = page.waitForResponse(
    (r) => /\/api\/v1\/admin\/products\/(create|update)$/.test(r.url()) && r.status() === 200,
  );
  await page.getByRole("button", { name: t("admin.products.save"), exact: true }).click();
  await answered;
  await expect(page.getByText(t("admin.products.saved")).last()).toBeVisible({ timeout: 15_000 });
}

const sku = (page: Page, t: Texts, n: number) => page.getByRole("group", { name: t("admin.products.skuN", { n }) });

/** A new draft with English and Arabic texts and two SKUs (white 49.00, black 79.00). */
export async function createDraft(page: Page, t: Texts, product: NewProduct) {
  await page.getByRole("link", { name: t("admin.products.new") }).click();
  const language = (lang: string) => ({ language: t(`admin.products.languages.${lang}`) });
  await page.getByLabel(t("admin.products.nameRequired", language("en"))).fill(product.name);
  await page.getByLabel(t("admin.products.descriptionIn", language("en"))).fill("A small palm.\n\nWater weekly.");
  await page.getByRole("tab", { name: t("admin.products.languages.ar") }).click();
  const arabicName = page.getByLabel(t("admin.products.nameIn", language("ar")));
  await expect(arabicName).toHaveAttribute("dir", "rtl");
  await arabicName.fill(product.arabicName);
  await page.getByLabel(t("admin.products.category"), { exact: true }).selectOption({ index: 1 });
  await expect(page.getByLabel(t("admin.products.status"), { exact: true })).toHaveValue("draft");
  for (const [index, [colour, price]] of [
    ["white", "49.00"],
    ["black", "79.00"],
  ].entries()) {
    if (index > 0) await page.getByRole("button", { name: t("admin.products.addSku") }).click();
    const row = sku(page, t, index + 1);
    await row.getByLabel(t("admin.products.code")).fill(product.codes[index] ?? "");
    await row.getByLabel(t("admin.products.potColour")).fill(colour ?? "");
    await row.getByLabel(t("admin.products.priceAed")).fill(price ?? "");
  }
  await save(page, t);
  await expect(page).toHaveURL(/\/admin\/products\/\d+/);
}

/** Publishes the product (status active) and answers its page in the shop, linked once it is published. */
export async function publish(page: Page, t: Texts): Promise<string> {
  const shopLink = page.getByRole("link", { name: t("admin.products.viewInShop") });
  await expect(shopLink).toHaveCount(0);
  await page.getByLabel(t("admin.products.status"), { exact: true }).selectOption("active");
  await save(page, t);
  return new URL((await shopLink.getAttribute("href")) ?? "", page.url()).pathname;
}

/** Uploads a picture through the labelled file input and gives it an English alt text and a pot colour. */
export async function addPicture(page: Page, t: Texts, n: number, file: Buffer, alt: string, potColour?: string) {
  const pictures = page.getByRole("region", { name: t("admin.images.title"), exact: true });
  if (n === 1) await expect(pictures.getByText(t("admin.images.empty"))).toBeVisible();
  const uploaded = page.waitForResponse((r) => r.url().endsWith("/admin/products/images/upload"));
  await pictures
    .getByLabel(t("admin.images.add"), { exact: true })
    .setInputFiles({ name: `picture-${n}.jpg`, mimeType: "image/jpeg", buffer: file });
  expect((await uploaded).status()).toBe(200);
  const card = pictures.getByRole("listitem", { name: t("admin.images.position", { n, count: n }) });
  if (n === 1) await expect(card.getByText(t("admin.images.main"))).toBeVisible();
  const thumbnail = card.getByRole("img");
  // Loaded lazily: the manager looks at it.
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  if (potColour) {
    const colourSaved = page.waitForResponse((r) => r.url().endsWith("/admin/products/images/update"));
    await card.getByLabel(t("admin.images.potColour")).selectOption(potColour);
    expect((await colourSaved).status()).toBe(200);
  }
  const altIn = (lang: string) => t("admin.images.altIn", { language: t(`admin.products.languages.${lang}`) });
  await card.getByLabel(altIn("en")).fill(alt);
  // Saved when the field is left.
  const altSaved = page.waitForResponse((r) => r.url().endsWith("/admin/products/images/update"));
  await card.getByLabel(altIn("fr")).focus();
  expect((await altSaved).status()).toBe(200);
}

/** Sets SKU 1's price and saves. */
export async function changePrice(page: Page, t: Texts, from: string, to: string) {
  const price = sku(page, t, 1).getByLabel(t("admin.products.priceAed"));
  await expect(price).toHaveValue(from);
  await price.fill(to);
  await save(page, t);
  await expect(price).toHaveValue(to);
}

/** A page of the shop for a visitor on the journey's device, in Arabic. */
export async function shopInArabic(browser: Browser, journey: Journey): Promise<Page> {
  const shop = await (await browser.newContext(journey.device)).newPage();
  await shop.goto("/pages/aboutus?lang=ar");
  await expect(shop.locator("html")).toHaveAttribute("dir", "rtl");
  return shop;
}

/**
 * The visitor searches the shop for `word` as a person would (the header's search on a desktop, the icon bar's on
 * a phone): the suggestions and the results page show the product's Arabic name. Answers the result's link.
 */
export async function searchShop(shop: Page, journey: Journey, word: string, arabicName: string): Promise<Locator> {
  const t = textsIn("ar");
  const opener = journey.phone
    ? shop.getByRole("navigation", { name: t("mobileBar.label") }).getByRole("button", { name: t("mobileBar.search") })
    : shop.getByRole("banner").getByRole("button", { name: t("search.open") });
  const field = shop.getByRole("dialog").getByRole("combobox", { name: t("search.label") });
  await openWith(opener, field);
  await expect(field).toBeFocused();
  await field.fill(word);
  await expect(shop.getByRole("option", { name: arabicName })).toBeVisible({ timeout: 10_000 });
  await field.press("Enter");
  await expect(shop).toHaveURL(new RegExp(`/shop/collection/productName/${word}$`));
  await expect(shop.getByRole("heading", { level: 1 })).toContainText(word);
  return shop.getByRole("link", { name: arabicName });
}

/** The product page in Arabic, right to left, with its Arabic name and SKU 1's price. */
export async function expectProductPage(shop: Page, arabicName: string, fils: number) {
  await expect(shop.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(shop.getByRole("heading", { level: 1 })).toHaveText(arabicName);
  await expect(shop.locator(".product-summary .price__now")).toHaveText(aed(fils), { timeout: 10_000 });
}
