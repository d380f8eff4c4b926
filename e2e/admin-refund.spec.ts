import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { addDays, dubaiClock } from "@shop/shared";
import { envelope } from "../apps/api/test/support/envelope";
import { aed, unitFils } from "../apps/api/test/support/money";
import { productFromApi } from "./catalogue-data";
import { logInInNewContext, registeredShopper } from "./shoppers";

/** Issue 15: staff refund one line of a delivered cash-on-delivery order; the shopper sees the refund. */

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

/** The member's cash-on-delivery order of two units of the SKU, moved by the manager to delivered. */
async function deliveredOrder(request: APIRequestContext, token: string, skuId: number): Promise<string> {
  await call(request, "/api/v2/cart/add", { skuId, qty: 2 }, token);
  const quote = await call<{ total: number }>(request, "/api/v1/checkout/quote", { emirate: "dubai" }, token);
  let number = "";
  for (let days = 2; days < 12 && !number; days++) {
    const response = await request.post("/api/v1/checkout/placeOrder", {
      headers: { authorization: `Bearer ${token}` },
      data: envelope({
        idempotencyKey: randomUUID(),
        address: {
          recipient: "Noura Refund",
          emirate: "dubai",
          area: "Al Barsha",
          street: "Street 12",
          building: "Villa 4",
          mobile: "050 222 3344",
        },
        deliveryDate: addDays(dubaiClock(new Date()).date, days),
        deliverySlot: "afternoon",
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

test("issue 15: staff refund one line of a delivered COD order; the order page and the shopper show it", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await productFromApi(request, "pygmy-date-palm");
  const sku = product.skus.find((s) => s.stock >= 3);
  expect(sku).toBeTruthy();
  const amount = aed(unitFils(sku!));
  const who = await registeredShopper(request, "refund");
  const number = await deliveredOrder(request, await login(request, who), sku!.skuId);

  const staff = await logInInNewContext(browser, MANAGER, `/admin/orders/${number}`, `Order ${number}`);
  const page = staff.page;
  const panel = page.getByRole("region", { name: "Refunds" });
  await expect(panel.getByText("No refunds yet.")).toBeVisible();
  await panel.getByLabel(`Units to refund of ${product.name}`).fill("1");
  await panel.getByLabel("Put the units back in stock").uncheck();
  await panel.getByLabel("Reason").fill("One palm arrived with broken fronds");
  await expect(panel.getByText(`To refund: ${amount}`)).toBeVisible();
  await panel.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(panel.getByText(`Record a refund of ${amount}`)).toBeVisible();
  await panel.getByRole("button", { name: `Yes, refund ${amount}` }).click();
  const row = panel.getByRole("row").filter({ hasText: `1 × ${product.name}` });
  await expect(row).toContainText("Refunded");
  await expect(row).toContainText(amount);
  await expect(page.getByRole("list").getByText("Refund", { exact: true })).toBeVisible();
  await staff.close();

  const shopper = await logInInNewContext(browser, who, `/pages/orders/${number}`, `Order ${number}`);
  const refunds = shopper.page.getByRole("region", { name: "Refunds" });
  await expect(refunds.getByText(amount)).toBeVisible();
  await expect(refunds.getByText("Paid back by the shop")).toBeVisible();
  const history = shopper.page.getByRole("region", { name: "History" });
  await expect(history.getByText("Refund", { exact: true })).toBeVisible();
  await expect(history.getByText("Reason: One palm arrived with broken fronds")).toBeVisible();
  await shopper.close();
});
