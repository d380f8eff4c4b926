import { type Browser, expect, type Page, test } from "./test";
import { textsIn } from "./translations";

/**
 * Issue 15 "Content pages": staff edit the about, delivery, refund and FAQ pages in the back office (Markdown per
 * language with a live preview); the storefront shows the published text, right to left in Arabic, and the
 * delivery page's figures come from the live delivery settings.
 */

const en = textsIn("en");

async function adminLogsIn(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const staff = await (await browser.newContext(viewport ? { viewport, hasTouch: true } : {})).newPage();
  await staff.goto("/pages/login");
  await staff.getByLabel("E-mail address").fill("admin@bustan.ae");
  await staff.getByLabel("Password", { exact: true }).fill(process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!");
  await staff.getByRole("button", { name: "Log in" }).click();
  await expect(staff).not.toHaveURL(/\/pages\/login/, { timeout: 15_000 });
  return staff;
}

test("issue 15: the admin edits the refund page in Arabic, publishes it, and the shop shows it right to left", async ({
  browser,
  page,
}) => {
  test.slow();
  const staff = await adminLogsIn(browser);
  await staff.goto("/admin");
  await staff
    .getByRole("link", { name: en("admin.pages.title") })
    .first()
    .click();
  await expect(staff.getByRole("heading", { level: 1, name: en("admin.pages.title") })).toBeVisible();
  const refundTitle = en("pages.refund.title");
  await staff.getByRole("link", { name: `${en("admin.catalogue.edit")} ${refundTitle}` }).click();
  await expect(staff).toHaveURL(/\/admin\/pages\/refund$/);

  await staff.getByRole("tab", { name: en("admin.catalogue.language.ar") }).click();
  const arabic = staff.getByLabel(en("admin.pages.textIn", { language: en("admin.catalogue.language.ar") }));
  await expect(arabic).toHaveAttribute("dir", "rtl");
  const word = `سياسة-${Date.now().toString(36)}`;
  await arabic.fill(`## إرجاع سهل ${word}\n\nنستبدل النبتة التالفة خلال **١٤ يومًا**.\n\n<script>alert(1)</script>`);
  const preview = staff.getByRole("region", { name: en("admin.pages.preview") });
  await expect(preview.getByRole("heading", { name: `إرجاع سهل ${word}` })).toBeVisible();
  await expect(preview.getByText("<script>alert(1)</script>")).toBeVisible();
  await staff.getByRole("button", { name: en("admin.pages.publish") }).click();
  await expect(staff.getByText(en("admin.pages.published", { title: refundTitle }))).toBeVisible();

  await page.goto("/pages/refund?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(textsIn("ar")("pages.refund.title"));
  const heading = page.getByRole("heading", { level: 2, name: `إرجاع سهل ${word}` });
  await expect(heading).toBeVisible();
  await expect(page.locator('.guide-body[dir="rtl"][lang="ar"]').first()).toContainText("١٤ يومًا");
  await expect(page.getByText("<script>alert(1)</script>")).toBeVisible();
  // The English page has no Arabic text: it keeps its own language's text (the English built-in words, here).
  await page.goto("/pages/refund?lang=en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByText(word)).toHaveCount(0);
});

test("issue 15: on a phone the admin publishes the delivery page; the shop shows the text and the live charges", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const staff = await adminLogsIn(browser, { width: 390, height: 844 });
  await staff.goto("/admin/pages/delivery");
  const english = staff.getByLabel(en("admin.pages.textIn", { language: en("admin.catalogue.language.en") }));
  await english.fill("## Plants travel upright\n\nOur drivers carry them to your door.");
  const preview = staff.getByRole("region", { name: en("admin.pages.preview") });
  await expect(preview.locator(".delivery-charges")).toBeVisible();
  const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await staff.screenshot({ path: test.info().outputPath("delivery-editor-390.png"), fullPage: true });
  await staff.getByRole("button", { name: en("admin.pages.publish") }).click();
  await expect(staff.getByText(en("admin.pages.published", { title: en("pages.delivery.title") }))).toBeVisible();

  const config = (await (await request.get("/api/v1/config")).json()).responceObj;
  const dubai = config.delivery.charges.find((c: { emirate: string }) => c.emirate === "dubai").charge as number;
  await page.goto("/pages/delivery");
  await expect(page.getByRole("heading", { level: 2, name: "Plants travel upright" })).toBeVisible();
  const row = page.locator(".delivery-charges").getByRole("row", { name: en("emirates.dubai") });
  await expect(row).toContainText(`AED ${(dubai / 100).toFixed(2)}`);
  await expect(page.getByRole("main")).toContainText(config.delivery.sameDayCutoff);
});
