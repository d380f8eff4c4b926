import { randomUUID } from "node:crypto";
import { addDays, deliverySlots, dubaiClock } from "@shop/shared";
import { envelope } from "../apps/api/test/support/envelope";
import { productFromApi } from "./catalogue-data";
import { logInInNewContext, uniqueEmail } from "./shoppers";
import { type APIRequestContext, expect, test } from "./test";

/** Issue 15 "Tests": the manager filters today's deliveries for Dubai, prints a packing slip, marks an order out. */

const MANAGER = { email: "manager@bustan.ae", password: process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!" };

/** A guest's cash-on-delivery order to Dubai on the earliest day and slot still open (today when the hour allows). */
async function dubaiOrder(request: APIRequestContext): Promise<{ number: string; date: string }> {
  const sku = (await productFromApi(request, "peace-lily")).skus[0]!;
  const lines = [{ skuId: sku.skuId, qty: 1 }];
  const quote = await request.post("/api/v1/checkout/quote", {
    data: envelope({ emirate: "dubai", lines, paymentMethod: "cod" }),
  });
  const { total } = (await quote.json()).responceObj as { total: number };
  const today = dubaiClock(new Date()).date;
  for (let days = 0; days < 10; days++) {
    for (const slot of deliverySlots) {
      const date = addDays(today, days);
      const response = await request.post("/api/v1/checkout/placeOrder", {
        data: envelope({
          idempotencyKey: randomUUID(),
          contact: { name: "Hessa Driver-Test", email: uniqueEmail("deliveries"), mobile: "050 765 4321" },
          address: {
            recipient: "Hessa Driver-Test",
            emirate: "dubai",
            area: "Al Barsha",
            street: "Street 12",
            building: "Villa 7",
            mobile: "050 765 4321",
          },
          lines,
          deliveryDate: date,
          deliverySlot: slot,
          paymentMethod: "cod",
          expectedTotal: total,
        }),
      });
      if (response.ok()) return { number: (await response.json()).responceObj.order.number, date };
    }
  }
  throw new Error("no open delivery slot in the next 10 days");
}

test("issue 15: the manager opens the day's deliveries, filters Dubai, opens a packing slip and sends an order out", async ({
  browser,
  request,
}) => {
  const { number, date } = await dubaiOrder(request);
  const today = dubaiClock(new Date()).date;
  // Today's deliveries by default; the order's own day when today's slots were closed already.
  const path = date === today ? "/admin/deliveries" : `/admin/deliveries?date=${date}`;
  const { page, close } = await logInInNewContext(browser, MANAGER, path, "Deliveries of the day");

  await page.getByLabel("Emirate").selectOption({ label: "Dubai" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/emirate=dubai/);
  await expect(page.getByRole("heading", { level: 2, name: "Dubai" })).toBeVisible();
  const card = page.getByRole("listitem", { name: `Order ${number}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Villa 7");
  await expect(card).toContainText("Collect AED");
  await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();

  const slip = card.getByRole("link", { name: "Packing slip (PDF)" });
  await expect(slip).toHaveAttribute("href", `/api/v1/admin/orders/${number}/packing-slip.pdf`);
  await expect(slip).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: "Print all packing slips (PDF)" })).toHaveAttribute(
    "href",
    `/api/v1/admin/deliveries/packing-slips.pdf?date=${date}&emirate=dubai`,
  );
  // The slip itself, with the manager's session cookie (part C's call).
  const pdf = await page.request.get(`/api/v1/admin/orders/${number}/packing-slip.pdf`);
  if (pdf.status() !== 404) {
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
  }

  await card.getByRole("button", { name: "Start preparing" }).click();
  await expect(card.getByText("Preparing", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Mark out for delivery" }).click();
  await expect(card.getByText("Out for delivery", { exact: true })).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole("listitem", { name: `Order ${number}` }).getByText("Out for delivery", { exact: true }),
  ).toBeVisible();
  await close();
});
