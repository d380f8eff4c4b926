import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { addDays, dubaiClock } from "@shop/shared";
import { envelope } from "../apps/api/test/support/envelope";
import { productFromApi } from "./catalogue-data";
import { logInInNewContext, registeredShopper } from "./shoppers";
import { type APIRequestContext, expect, test } from "./test";

/** Issue 15 "Reports": the admin opens this month's sales, sees the chart beside the table, downloads the CSV. */

const ADMIN = { email: "admin@bustan.ae", password: process.env.DEMO_STAFF_PASSWORD || "Bustan-Staff-2026!" };

async function call<T>(request: APIRequestContext, path: string, payload: unknown, token: string): Promise<T> {
  const response = await request.post(path, { data: envelope(payload), headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body.responceObj as T;
}

/** A shopper's cash-on-delivery order placed now, so this month has a sale whatever ran before. */
async function orderNow(request: APIRequestContext): Promise<void> {
  const who = await registeredShopper(request, "report");
  const { token } = await call<{ token: string }>(request, "/api/v1/user/login", who, "");
  const product = await productFromApi(request, "peace-lily");
  const sku = product.skus.find((s) => s.stock >= 1)!;
  await call(request, "/api/v2/cart/add", { skuId: sku.skuId, qty: 1 }, token);
  const quote = await call<{ total: number }>(request, "/api/v1/checkout/quote", { emirate: "sharjah" }, token);
  let refused = "";
  for (let days = 2; days < 10; days++) {
    const response = await request.post("/api/v1/checkout/placeOrder", {
      headers: { authorization: `Bearer ${token}` },
      data: envelope({
        idempotencyKey: randomUUID(),
        address: {
          recipient: "Report Shopper",
          emirate: "sharjah",
          area: "Al Majaz",
          street: "Corniche Street",
          building: "Majaz Tower",
          mobile: "050 123 4567",
        },
        deliveryDate: addDays(dubaiClock(new Date()).date, days),
        deliverySlot: "morning",
        paymentMethod: "cod",
        expectedTotal: quote.total,
      }),
    });
    if (response.ok()) return;
    refused = await response.text();
  }
  throw new Error(`no order placed for the report: ${refused}`);
}

test("issue 15: the admin opens the reports, sees this month's table and chart, and downloads the CSV", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  await orderNow(request);
  const admin = await logInInNewContext(browser, ADMIN, "/admin/reports", "Reports");
  const { page } = admin;
  const today = dubaiClock(new Date()).date;
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(`${today.slice(0, 8)}01`);
  await expect(page.getByLabel("To", { exact: true })).toHaveValue(today);

  // The table of the month's days, with a total row, and the chart beside it (drawn in the browser).
  const table = page.getByRole("table", { name: "Sales per period" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(Number(today.slice(8)) + 2);
  await expect(table.getByRole("rowheader", { name: "Total" })).toBeVisible();
  const chart = page.getByRole("img", { name: "Chart of revenue per period" });
  await expect(chart.locator("svg.recharts-surface")).toBeVisible();
  await expect(chart.locator(".recharts-bar-rectangle").first()).toBeAttached();

  // The emirates tab keeps the range and shows Sharjah's sale.
  await page.getByRole("link", { name: "By emirate" }).click();
  const emirates = page.getByRole("table", { name: "Sales per emirate" });
  await expect(emirates.getByRole("row", { name: /Sharjah/ })).toBeVisible();

  await page.getByRole("link", { name: "Sales", exact: true }).click();
  // The download link follows the tab shown: wait for the sales table before taking it.
  await expect(page.getByRole("table", { name: "Sales per period" })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sales-periods-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\n");
  expect(lines[0]).toBe(
    "From,To,Orders,Revenue AED,VAT AED,Average order AED,Refunds AED,Refunds VAT AED,Net AED,Discounts AED",
  );
  expect(lines).toHaveLength(Number(today.slice(8)) + 2);
  expect(lines.at(-1)).toMatch(/^Total,,[1-9]\d*,/);
  await admin.close();
});
