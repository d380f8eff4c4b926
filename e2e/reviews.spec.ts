import { photo } from "./back-office-steps";
import { productFromApi } from "./catalogue-data";
import { deliveredOrder, login, MANAGER } from "./delivered-order";
import { logInInNewContext, registeredShopper } from "./shoppers";
import { expect, test } from "./test";

/** Issue 14 "Reviews": only a shopper whose order was delivered writes one; staff approve; the page shows it. */

const SLUG = "peace-lily";

test("issue 14: a shopper with a delivered order reviews it, staff approve, the page shows it (en, ar)", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await productFromApi(request, SLUG);
  const sku = product.skus.find((s) => s.stock >= 2);
  expect(sku).toBeTruthy();
  const who = await registeredShopper(request, "review");
  const number = await deliveredOrder(request, await login(request, who), sku!.skuId, {
    qty: 1,
    slot: "morning",
    address: {
      recipient: "Aisha Review",
      area: "Dubai Marina",
      street: "Al Marsa Street",
      building: "Marina Heights",
      mobile: "050 123 4567",
    },
  });

  // The delivered order's page links to the review form.
  const shopper = await logInInNewContext(browser, who, `/pages/orders/${number}`, `Order ${number}`);
  const { page } = shopper;
  await page.getByRole("link", { name: "Write a review" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Write a review" })).toBeVisible();
  await expect(page.getByRole("link", { name: product.name })).toBeVisible();
  await page.getByRole("radio", { name: "5 out of 5 stars" }).check({ force: true });
  await page.getByLabel("Title").fill("Thriving on my balcony");
  await page.getByLabel("Your review").fill("Arrived healthy, well packed, and it flowered within a week.");
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByRole("status").filter({ hasText: "waiting for the shop's approval" })).toBeVisible();
  // A photo through the catalogue's picture pipeline.
  await page
    .getByLabel("Add a photo")
    .setInputFiles({ name: "lily.jpg", mimeType: "image/jpeg", buffer: await photo("#3a7d44") });
  await expect(page.getByRole("img", { name: "Customer photo 1" })).toBeVisible({ timeout: 15_000 });
  await shopper.close();

  // The manager approves it in the back office (waiting reviews first).
  const manager = await logInInNewContext(browser, MANAGER, "/admin/reviews", "Reviews");
  const card = manager.page.getByRole("article", { name: "Thriving on my balcony" });
  await expect(card).toContainText(product.name);
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(manager.page.getByText("Review published.").first()).toBeVisible();
  await manager.close();

  // The product page shows it with the verified mark and the new figures, and JSON-LD carries them.
  const approved = await productFromApi(request, SLUG);
  expect(approved.reviewCount).toBeGreaterThanOrEqual(1);
  const visitor = await browser.newPage();
  await visitor.goto(`/shop/product/${SLUG}`);
  const section = visitor.getByRole("region", { name: "Customer reviews" });
  await expect(section).toContainText("Thriving on my balcony");
  await expect(section).toContainText("Verified purchase");
  await expect(section.getByRole("img", { name: "Customer photo 1" })).toBeVisible();
  await expect(section).toContainText(`Reviews: ${approved.reviewCount}`);
  await expect(visitor.locator(".product-summary").getByRole("img", { name: /^Rating: / })).toHaveAttribute(
    "data-value",
    String(approved.rating),
  );
  const ld = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  const data = ld.map((text) => JSON.parse(text)).find((item) => item["@type"] === "Product");
  expect(data.aggregateRating).toMatchObject({ ratingValue: approved.rating, reviewCount: approved.reviewCount });
  expect(data.review.map((r: { name: string }) => r.name)).toContain("Thriving on my balcony");

  // Arabic: right to left, the same review with the Arabic verified mark.
  await visitor.goto(`/shop/product/${SLUG}?lang=ar`);
  await expect(visitor.locator("html")).toHaveAttribute("dir", "rtl");
  const arabic = visitor.getByRole("region", { name: "آراء العملاء" });
  await expect(arabic).toContainText("Thriving on my balcony");
  await expect(arabic).toContainText("شراء موثّق");
  await visitor.close();
});
