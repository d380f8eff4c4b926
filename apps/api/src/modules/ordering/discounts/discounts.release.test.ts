import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stripeTestApp } from "../../../../test/support/stripe-test-app";
import { checkoutKit, guest } from "../../../../test/testkits/checkout.testkit";
import { discountCodesKit } from "../../../../test/testkits/discount-codes.testkit";
import { ordersClient } from "../../../../test/testkits/orders.testkit";
import { createHoldExpiry } from "../orders/hold-expiry";

// issue 16: a card order that is never paid gives its code's use back, in the same transaction as its cancellation.
const { ctx } = stripeTestApp();
const kit = checkoutKit(ctx);
const c = ordersClient(ctx);
const codes = discountCodesKit(kit);

async function cardOrderWithCode(code: string, email: string, paymentMethod = "card") {
  const skuId = await kit.sku({ price: 10_000, stock: 10 });
  const lines = [{ skuId, qty: 1 }];
  const quote = await kit.quote({ lines, emirate: "dubai", paymentMethod, discountCode: code });
  expect(quote.statusCode, quote.body).toBe(200);
  const res = await kit.placeOrder(
    kit.guestOrder({
      contact: guest(email),
      lines,
      paymentMethod,
      discountCode: code,
      expectedTotal: quote.json().responceObj.total,
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().responceObj.order as { number: string; discount: number };
}

describe("issue 16: a code's use given back", () => {
  it("issue 16: a card order cancelled before payment gives its use back: count down, redemption gone, the code usable again", async () => {
    const id = await codes.code({ code: "CARDBACK", kind: "fixed", value: 1_000, usageLimit: 1 });
    const order = await cardOrderWithCode("CARDBACK", "card-back@example.com");
    expect(order.discount).toBe(1_000);
    expect(await codes.codeState(id)).toEqual({ used: 1, redemptions: 1 });
    const admin = await c.staff("ROLE_ADMIN");
    const res = await c.post("/api/v1/admin/orders/transition", admin, { number: order.number, to: "cancelled" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await codes.codeState(id)).toEqual({ used: 0, redemptions: 0 });
    // The use is there for the next shopper (and the same shopper: their redemption is gone).
    await cardOrderWithCode("CARDBACK", "card-back@example.com");
    expect(await codes.codeState(id)).toEqual({ used: 1, redemptions: 1 });
  });

  it("issue 16: a card order whose hold expires gives its use back; a cash-on-delivery order cancelled keeps it", async () => {
    const id = await codes.code({ code: "HOLDBACK", kind: "percent", value: 10, usageLimit: 5 });
    const order = await cardOrderWithCode("HOLDBACK", "hold-back@example.com");
    await kit.rows(sql`update orders set hold_expires_at = now() - interval '1 minute' where number = ${order.number}`);
    const job = createHoldExpiry({
      db: ctx().database.db,
      transitions: { origin: "http://shop.test" },
      log: ctx().app.log,
    });
    expect(await job.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await c.order(order.number)).toMatchObject({ status: "cancelled" });
    expect(await codes.codeState(id)).toEqual({ used: 0, redemptions: 0 });

    const cod = await cardOrderWithCode("HOLDBACK", "cod-keeps@example.com", "cod");
    const admin = await c.staff("ROLE_ADMIN");
    await c.post("/api/v1/admin/orders/transition", admin, { number: cod.number, to: "cancelled" });
    expect(await codes.codeState(id)).toEqual({ used: 1, redemptions: 1 });
  });
});
