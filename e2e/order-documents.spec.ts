import { randomUUID } from "node:crypto";
import { addDays, dubaiClock } from "@shop/shared";
import { envelope } from "../apps/api/test/support/envelope";
import { productFromApi } from "./catalogue-data";
import { logInInNewContext, registeredShopper } from "./shoppers";
import { type APIRequestContext, expect, test } from "./test";

/** Issue 15: the tax invoice and packing slip as PDF, from the admin order page and the shopper's order page. */

const MANAGER = { email: "manager@bustan.ae", password: process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!" };

/** A cash-on-delivery order to Dubai placed with `request`'s session (a member's own when logged in). */
async function placeOrder(request: APIRequestContext, email: string): Promise<string> {
  const sku = (await productFromApi(request, "peace-lily")).skus[0]!;
  const lines = [{ skuId: sku.skuId, qty: 1 }];
  const quote = await request.post("/api/v1/checkout/quote", {
    data: envelope({ emirate: "dubai", lines, paymentMethod: "cod" }),
  });
  const { total } = (await quote.json()).responceObj as { total: number };
  const address = {
    recipient: "Mariam Invoice-Test",
    emirate: "dubai",
    area: "Jumeirah",
    street: "Street 3",
    building: "Villa 12",
    mobile: "050 765 4321",
  };
  for (let days = 1; days < 10; days++) {
    const response = await request.post("/api/v1/checkout/placeOrder", {
      data: envelope({
        idempotencyKey: randomUUID(),
        contact: { name: "Mariam Invoice-Test", email, mobile: "050 765 4321" },
        address,
        lines,
        deliveryDate: addDays(dubaiClock(new Date()).date, days),
        deliverySlot: "evening",
        paymentMethod: "cod",
        expectedTotal: total,
      }),
    });
    if (response.ok()) return (await response.json()).responceObj.order.number;
  }
  throw new Error("no open delivery slot in the next 10 days");
}

test("issue 15: a shopper downloads their tax invoice; the manager opens the order's invoice and packing slip", async ({
  browser,
  baseURL,
  request,
}) => {
  const shopper = await registeredShopper(request, "invoice");
  const member = await logInInNewContext(browser, shopper, "/pages/orders", "My orders");
  const number = await placeOrder(member.page.request, shopper.email);

  await member.page.goto(`/pages/orders/${number}`);
  const download = member.page.getByRole("link", { name: "Download tax invoice (PDF)" });
  await expect(download).toHaveAttribute("href", `/api/v1/orders/${number}/invoice.pdf`);
  const own = await member.page.request.get(`/api/v1/orders/${number}/invoice.pdf`);
  expect(own.status()).toBe(200);
  expect(own.headers()["content-type"]).toBe("application/pdf");
  expect((await own.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await member.close();

  const staff = await logInInNewContext(browser, MANAGER, `/admin/orders/${number}`, `Order ${number}`);
  const documents = staff.page.getByRole("region", { name: "Documents" });
  await expect(documents.getByRole("link", { name: "Tax invoice (PDF)" })).toHaveAttribute(
    "href",
    `/api/v1/admin/orders/${number}/invoice.pdf`,
  );
  const slipLink = documents.getByRole("link", { name: "Packing slip (PDF)" });
  await expect(slipLink).toHaveAttribute("target", "_blank");
  for (const href of [`/api/v1/admin/orders/${number}/invoice.pdf`, (await slipLink.getAttribute("href"))!]) {
    const pdf = await staff.page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
  }

  // The block in Arabic on a phone: right to left, each link a full line.
  await staff.page.context().addCookies([{ name: "lang", value: "ar", url: baseURL! }]);
  await staff.page.setViewportSize({ width: 390, height: 844 });
  await staff.page.reload();
  const arabic = staff.page.getByRole("region", { name: "المستندات" });
  await expect(arabic.getByRole("link", { name: "الفاتورة الضريبية (PDF)" })).toBeVisible();
  await expect(staff.page.locator("html")).toHaveAttribute("dir", "rtl");
  await arabic.screenshot({ path: test.info().outputPath("documents-ar-390.png") });
  await staff.close();
});
