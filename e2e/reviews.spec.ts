import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { addDays, dubaiClock } from "@shop/shared";
import { envelope } from "../apps/api/test/support/envelope";
import { photo } from "./back-office-steps";
import { productFromApi } from "./catalogue-data";
import { logInInNewContext, registeredShopper } from "./shoppers";

/** Issue 14 "Reviews": only a shopper whose order was delivered writes one; staff approve; the page shows it. */

const SLUG = "peace-lily";
const MANAGER = { email: "manager@bustan.ae", password: process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!" };

async function call<T>(request: APIRequestContext, path: string, payload: unknown, token?: string): Promise<T> {
  const response = await request.post(path, {
    data: envelope(payload),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await response.json();
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body.responceObj as T;
}

const login = async (request: APIRequestContext, who: { email: string; password: string }) =>
  (await call<{ token: string }>(request, "/api/v1/user/login", who)).token;

/** The member's cash-on-delivery order of one unit of the SKU, moved by the manager to delivered. */
async function deliveredOrder(request: APIRequestContext, token: string, skuId: number): Promise<string> {
  await call(request, "/api/v2/cart/add", { skuId, qty: 1 }, token);
  const quote = await call<{ total: number }>(request, "/api/v1/checkout/quote", { emirate: "dubai" }, token);
  let number = "";
  // The first day with an open morning slot (a closed day or a full slot is refused).
  for (let days = 2; days < 10 && !number; days++) {
    const response = await request.post("/api/v1/checkout/placeOrder", {
      headers: { authorization: `Bearer ${token}` },
      data: envelope({
        idempotencyKey: randomUUID(),
        address: {
          recipient: "Aisha Review",
          emirate: "dubai",
          area: "Dubai Marina",
          street: "Al Marsa Street",
          building: "Marina Heights",
          mobile: "050 123 4567",
        },
        deliveryDate: addDays(dubaiClock(new Date()).date, days),
        deliverySlot: "morning",
        paymentMethod: "cod",
        expectedTotal: quote.total,
      }),
    });
    if (response.ok()) number = (await response.json()).responceObj.order.number;
  }
  expect(number).toMatch(/^BST-/);
  const staff = await login(request, MANAGER);
  for (const to of ["preparing", "out_for_delivery", "delivered"]) {
    await call(request, "/api/v1/admin/orders/transition", { number, to }, staff);
  }
  return number;
}

test("issue 14: a shopper with a delivered order reviews it, staff approve, the page shows it (en, ar)", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await productFromApi(request, SLUG);
  const sku = product.skus.find((s) => s.stock >= 2);
  expect(sku).toBeTruthy();
  const who = await registeredShopper(request, "review");
  const number = await deliveredOrder(request, await login(request, who), sku!.skuId);

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
