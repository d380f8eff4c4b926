import {
  checkoutQuoteSchema,
  discountCodeResponseSchema,
  discountCodeSearchResponseSchema,
  dubaiClock,
  placeOrderResponseSchema,
  salesReportResponseSchema,
} from "@shop/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../../test/support/answers";
import { pdfPages } from "../../../../test/support/pdf-text";
import { fileTestContext } from "../../../../test/support/test-app";
import { checkoutKit, guest, type Headers } from "../../../../test/testkits/checkout.testkit";
import { aed } from "../documents/documents.layout";

/**
 * Issue 16 "Discount codes", end to end through HTTP: a code made in the back office is used at checkout, and the
 * back office's list, the sales report and the tax invoice show it, with checkout's own figures.
 */
const ctx = fileTestContext();
const kit = checkoutKit(ctx);
let admin: Headers;
beforeAll(async () => {
  admin = await kit.staff("ROLE_ADMIN");
});

const listed = async (code: string) =>
  successOf(await kit.post("/api/v1/admin/discounts/search", { q: code }, admin), discountCodeSearchResponseSchema)
    .codes[0]!;

describe("issue 16: a back-office code used at checkout", () => {
  it("issue 16: the list's uses, remaining, orders, revenue and discount; the report's table; the invoice's line", async () => {
    const made = successOf(
      await kit.post(
        "/api/v1/admin/discounts/add",
        {
          code: "journey-20",
          kind: "fixed",
          value: 2000,
          minSubtotal: 5000,
          categoryId: null,
          startsAt: null,
          endsAt: null,
          usageLimit: 3,
          perCustomerLimit: null,
        },
        admin,
      ),
      discountCodeResponseSchema,
    ).discountCode;
    expect(made).toMatchObject({ code: "JOURNEY-20", status: "active", remaining: 3 });

    const skuId = await kit.sku({ price: 12_000, stock: 10 });
    const lines = [{ skuId, qty: 1 }];
    const quoteRes = await kit.quote({ lines, emirate: "dubai", discountCode: "Journey-20" });
    expect(quoteRes.statusCode, quoteRes.body).toBe(200);
    const quote = checkoutQuoteSchema.parse(quoteRes.json().responceObj);
    expect(quote.discount).toBe(2000);
    const placed = await kit.placeOrder(
      kit.guestOrder({
        contact: guest("journey@example.com"),
        lines,
        discountCode: "journey-20",
        expectedTotal: quote.total,
      }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placeOrderResponseSchema.parse(placed.json().responceObj).order;

    expect(await listed("JOURNEY")).toMatchObject({
      used: 1,
      remaining: 2,
      orders: 1,
      revenue: order.total,
      discountGiven: 2000,
    });
    // The text of a used code is kept.
    const rename = await kit.post("/api/v1/admin/discounts/update", { ...made, code: "JOURNEY-30" }, admin);
    expect(rename.statusCode, rename.body).toBe(409);

    const today = dubaiClock(new Date()).date;
    const report = successOf(
      await kit.post("/api/v1/admin/reports/sales", { from: today, to: today, grouping: "day" }, admin),
      salesReportResponseSchema,
    );
    expect(report.discountCodes).toContainEqual({
      code: "JOURNEY-20",
      orders: 1,
      discount: 2000,
      revenue: order.total,
    });
    expect(report.totals.discount).toBeGreaterThanOrEqual(2000);

    const pdf = await ctx().app.inject({
      method: "GET",
      url: `/api/v1/admin/orders/${order.number}/invoice.pdf?lang=en`,
      headers: admin,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const [page = ""] = await pdfPages(pdf.rawPayload);
    expect(page).toContain("Discount (JOURNEY-20)");
    expect(page).toContain("AED -20.00");
    expect(page).toContain(aed(order.lines[0]!.vat));
    expect(page).toContain(`AED ${aed(order.total)}`);

    // Cancelled: it leaves the code's orders and revenue (a cash order's use stays counted).
    const cancel = await kit.post("/api/v1/admin/orders/transition", { number: order.number, to: "cancelled" }, admin);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await listed("JOURNEY")).toMatchObject({ used: 1, orders: 0, revenue: 0, discountGiven: 0 });
  });
});
