import { aed, unitFils } from "../apps/api/test/support/money";
import { productFromApi } from "./catalogue-data";
import { deliveredOrder, login, MANAGER } from "./delivered-order";
import { logInInNewContext, registeredShopper } from "./shoppers";
import { expect, test } from "./test";

/** Issue 15: staff refund one line of a delivered cash-on-delivery order; the shopper sees the refund. */

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
  const number = await deliveredOrder(request, await login(request, who), sku!.skuId, {
    qty: 2,
    slot: "afternoon",
    address: {
      recipient: "Noura Refund",
      area: "Al Barsha",
      street: "Street 12",
      building: "Villa 4",
      mobile: "050 222 3344",
    },
  });

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
