import { randomUUID } from "node:crypto";
import { addDays, dubaiClock } from "@shop/shared";
import { envelope } from "../apps/api/test/support/envelope";
import { hasArabic, pdfPages } from "../apps/api/test/support/pdf-text";
import { productFromApi } from "./catalogue-data";
import { MANAGER } from "./delivered-order";
import { logInInNewContext, uniqueEmail } from "./shoppers";
import { type APIRequestContext, expect, test } from "./test";

/** Issue 16: a guest's gift order, tracked on a phone in Arabic, seen and packed by the manager on a desktop. */

const MESSAGE = "عيد ميلاد سعيد يا مريم! With love from Dubai.";

/** A guest's cash-on-delivery gift order to Dubai (the first open evening), placed through the API. */
async function placeGiftOrder(request: APIRequestContext, email: string): Promise<string> {
  const sku = (await productFromApi(request, "peace-lily")).skus[0]!;
  const lines = [{ skuId: sku.skuId, qty: 1 }];
  const quote = await request.post("/api/v1/checkout/quote", {
    data: envelope({ emirate: "dubai", lines, paymentMethod: "cod" }),
  });
  const { total } = (await quote.json()).responceObj as { total: number };
  for (let days = 1; days < 10; days++) {
    const response = await request.post("/api/v1/checkout/placeOrder", {
      data: envelope({
        idempotencyKey: randomUUID(),
        contact: { name: "Khalid Buyer", email, mobile: "050 765 4321" },
        address: {
          recipient: "Maryam Saeed",
          emirate: "dubai",
          area: "Jumeirah",
          street: "Street 3",
          building: "Villa 12",
          mobile: "050 765 4321",
        },
        lines,
        deliveryDate: addDays(dubaiClock(new Date()).date, days),
        deliverySlot: "evening",
        paymentMethod: "cod",
        expectedTotal: total,
        gift: { recipientName: "مريم سعيد", recipientMobile: "055 987 6543", message: MESSAGE },
      }),
    });
    if (response.ok()) return (await response.json()).responceObj.order.number;
  }
  throw new Error("no open delivery slot in the next 10 days");
}

test("issue 16: a gift order on the tracking page (phone, Arabic), in the back office and on its packing slip", async ({
  browser,
  request,
}) => {
  const email = uniqueEmail("gift");
  const number = await placeGiftOrder(request, email);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(`/shop/trackorder?number=${number}&lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByLabel("البريد الإلكتروني أو رقم الجوال").fill(email);
  await page.getByRole("button", { name: "تتبّع الطلب" }).click();
  const gift = page.getByRole("region", { name: /هدية إلى/ });
  await expect(gift).toContainText("مريم سعيد");
  await expect(gift.getByRole("blockquote")).toHaveText(MESSAGE);
  await expect(gift).not.toContainText("987");
  await gift.screenshot({ path: test.info().outputPath("track-gift-ar-390.png") });
  await phone.close();

  const staff = await logInInNewContext(browser, MANAGER, `/admin/orders/${number}`, `Order ${number}`);
  const card = staff.page.getByRole("region", { name: /Gift for/ });
  await expect(card).toContainText("+971 55 987 6543");
  await expect(card.getByRole("blockquote")).toHaveText(MESSAGE);
  await card.screenshot({ path: test.info().outputPath("admin-gift-en.png") });
  const slip = await staff.page.request.get(`/api/v1/admin/orders/${number}/packing-slip.pdf`);
  const [text = ""] = await pdfPages(await slip.body());
  expect(hasArabic(text, "عيد ميلاد سعيد")).toBe(true);
  expect(text).toContain("With love from Dubai");
  expect(text).not.toContain("AED");
  await staff.close();
});
