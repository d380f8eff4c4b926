import { vatPart } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileTestContext } from "../../../../test/support/test-app";
import type { Headers } from "../../../../test/testkits/orders.testkit";
import { refundsKit } from "../../../../test/testkits/refunds.testkit";

// issue 16: a line that took a share of a discount code refunds what it was charged, over any partial refunds.
const ctx = fileTestContext();
const k = refundsKit(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await k.staff("ROLE_MANAGER");
});

/** A delivered COD order of 3 x 100.00 whose line took 10.00 of a code (as checkout writes it). */
async function orderWithCodeShare() {
  const order = await k.deliveredCod([{ price: 10_000, qty: 3 }]);
  const net = 30_000 - 1_000;
  const [row] = await k.rows<{ charges: number }>(sql`
    select delivery_fils + cod_fee_fils as charges from orders where id = ${order.orderId}`);
  const total = net + Number(row?.charges);
  await k.rows(sql`update order_lines set code_discount_fils = 1000, vat_fils = ${vatPart(net)}
    where order_id = ${order.orderId}`);
  await k.rows(sql`update orders set discount_fils = 1000, discount_code = 'TENOFF', total_fils = ${total},
    vat_fils = ${vatPart(total)} where id = ${order.orderId}`);
  return { ...order, net };
}

describe("issue 16: refunds of a line with a discount code's share", () => {
  it("issue 16: unit by unit the line refunds 96.66, 96.67, 96.67 (its net 290.00 exactly) and its own VAT", async () => {
    const order = await orderWithCodeShare();
    const state = await k.refunds(manager, order.number);
    expect(state.json().responceObj.refunds.lines[0]).toMatchObject({ unitNet: 10_000, qty: 3, codeDiscount: 1_000 });
    const amounts: number[] = [];
    const vats: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await k.refund(manager, {
        number: order.number,
        lines: [{ orderLineId: order.lineIds[0], qty: 1 }],
        restock: false,
      });
      expect(res.statusCode, res.body).toBe(200);
      amounts.push(res.json().responceObj.refund.lines[0].amount);
      vats.push(res.json().responceObj.refund.lines[0].vat);
    }
    expect(amounts).toEqual([9_666, 9_667, 9_667]);
    expect(amounts.reduce((s, a) => s + a, 0)).toBe(order.net);
    expect(vats.reduce((s, v) => s + v, 0)).toBe(vatPart(order.net));
    // Nothing more of the line: a fourth unit is refused.
    const over = await k.refund(manager, {
      number: order.number,
      lines: [{ orderLineId: order.lineIds[0], qty: 1 }],
      restock: false,
    });
    expect(over.statusCode).not.toBe(200);
  });

  it("issue 16: refunding everything gives back the order's total, discount deducted", async () => {
    const order = await orderWithCodeShare();
    const res = await k.refund(manager, { number: order.number, everything: true, restock: false });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await k.rows<{ total: number }>(
      sql`select total_fils as total from orders where id = ${order.orderId}`,
    );
    expect(res.json().responceObj.refund.amount).toBe(Number(row?.total));
  });
});
