import { vatPart } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { hasArabic, pdfPages } from "../../../../test/support/pdf-text";
import { fileTestContext } from "../../../../test/support/test-app";
import { ordersClient } from "../../../../test/testkits/orders.testkit";
import { aed } from "./documents.layout";

/**
 * Issue 16 "Discount codes": the tax invoice of an order that used a code shows "Discount (CODE)" as a negative
 * amount after the items before the discount, and each line at what it was charged (its total less its share of
 * the discount) with the VAT of that.
 */
const ctx = fileTestContext();
const c = ordersClient(ctx);
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await c.staff("ROLE_ADMIN");
});

const invoice = async (number: string, lang: string) => {
  const res = await ctx().app.inject({
    method: "GET",
    url: `/api/v1/admin/orders/${number}/invoice.pdf?lang=${lang}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [page = ""] = await pdfPages(res.rawPayload);
  return page;
};

/** An order of two lines given `discount` off by the code, shared as checkout shares it, figures as checkout's. */
async function orderWithDiscount(code: string, discount: number, locale = "en") {
  const skus = await c.freshSkus(2);
  const placed = await c.placeOrder({
    locale,
    lines: [
      { skuId: skus[0]!, qty: 2 },
      { skuId: skus[1]!, qty: 1 },
    ],
  });
  const lines = await c.rows<{ id: number; total: number }>(
    sql`select id, line_total_fils as total from order_lines where order_id = ${placed.orderId} order by id`,
  );
  const items = lines.reduce((s, l) => s + Number(l.total), 0);
  // The first line gets its share rounded down, the last the rest: the shares add up to the discount.
  const first = Math.floor((discount * Number(lines[0]!.total)) / items);
  const shares = [first, discount - first];
  const charged = lines.map((l, i) => ({ id: Number(l.id), charged: Number(l.total) - shares[i]!, share: shares[i]! }));
  for (const l of charged) {
    await c.rows(sql`update order_lines set code_discount_fils = ${l.share}, vat_fils = ${vatPart(l.charged)}
      where id = ${l.id}`);
  }
  const [order] = await c.rows<{ delivery: number; cod: number }>(
    sql`select delivery_fils as delivery, cod_fee_fils as cod from orders where id = ${placed.orderId}`,
  );
  const total = items - discount + Number(order!.delivery) + Number(order!.cod);
  await c.rows(sql`update orders set items_fils = ${items}, discount_fils = ${discount}, discount_code = ${code},
    total_fils = ${total}, vat_fils = ${vatPart(total)} where id = ${placed.orderId}`);
  return { number: placed.number, items, total, vat: vatPart(total), lines: charged };
}

describe("issue 16: the tax invoice of an order with a discount code", () => {
  it("issue 16: English: 'Discount (CODE)' negative after the items before it; each line charged net of its share, with its VAT", async () => {
    const order = await orderWithDiscount("SPRING10", 1234);
    const page = await invoice(order.number, "en");
    expect(page).toContain("Items before discount");
    expect(page).toContain(`AED ${aed(order.items)}`);
    expect(page).toContain("Discount (SPRING10)");
    expect(page).toContain("AED -12.34");
    for (const line of order.lines) {
      expect(page).toContain(aed(line.charged));
      expect(page).toContain(aed(vatPart(line.charged)));
      expect(page).toContain(`AED ${aed(-line.share)}`);
    }
    expect(page).toContain(`AED ${aed(order.total)}`);
    expect(page).toContain(`AED ${aed(order.vat)}`);
    expect(page).toContain(`AED ${aed(order.total - order.vat)}`);
  });

  it("issue 16: Arabic: the discount's word in Arabic with the English beside it, and the code", async () => {
    const order = await orderWithDiscount("EID-25", 2500, "ar");
    const page = await invoice(order.number, "ar");
    expect(hasArabic(page, "خصم")).toBe(true);
    expect(page).toContain("Discount");
    expect(page).toContain("EID-25");
    expect(page).toContain(aed(-2500));
    expect(page).toContain(aed(order.total));
  });

  it("issue 16: an order without a code shows no discount line", async () => {
    const placed = await c.placeOrder({});
    const page = await invoice(placed.number, "en");
    expect(page).not.toContain("Discount");
    expect(page).not.toContain("Items before discount");
  });
});
