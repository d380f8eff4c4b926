import { checkoutQuoteSchema, placeOrderResponseSchema, vatPart } from "@shop/shared";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, fileTestContext } from "../../../../test/support/test-app";
import { checkoutKit, guest } from "../../../../test/testkits/checkout.testkit";
import { discountCodesKit } from "../../../../test/testkits/discount-codes.testkit";
import { type OrderConfirmationMail, renderOrderConfirmation } from "../checkout/checkout.mail";
import { FAILED_CODES_WINDOW_MS } from "./discounts.service";

// issue 16 / DESIGN discount codes: a code at checkout, through HTTP against the real database.
const ctx = fileTestContext();
const kit = checkoutKit(ctx);
const codes = discountCodesKit(kit);

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { errorList: Array<{ errorCode: string; field?: string; errorDesc: string }> }).errorList[0]!;
const quoteOf = (res: { statusCode: number; json(): unknown; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return checkoutQuoteSchema.parse((res.json() as { responceObj: unknown }).responceObj);
};
const orderOf = (res: { statusCode: number; json(): unknown; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return placeOrderResponseSchema.parse((res.json() as { responceObj: unknown }).responceObj).order;
};
const hour = 3_600_000;

describe("issue 16: discount codes at checkout", () => {
  afterEach(() => vi.useRealTimers());

  it("issue 16: a code typed in any case with spaces discounts the quote and the order alike; VAT of each line's net; the code on the order", async () => {
    const a = await kit.sku({ price: 10_000, stock: 10 });
    const b = await kit.sku({ price: 3_333, stock: 10 });
    const id = await codes.code({ code: "SPRING15", kind: "percent", value: 15 });
    const lines = [
      { skuId: a, qty: 1 },
      { skuId: b, qty: 3 },
    ];
    const quote = quoteOf(await kit.quote({ lines, emirate: "dubai", discountCode: "  spring15 " }));
    // items 199.99; 15 % = 29.9985 -> 29.99 (rounded down); shares in proportion 10000:9999 -> 1500 + 1499
    expect(quote).toMatchObject({ items: 19_999, discount: 2_999, discountCode: "SPRING15" });
    expect(quote.lines.map((l) => l.codeDiscount)).toEqual([1_500, 1_499]);
    expect(quote.lines.map((l) => l.vat)).toEqual([vatPart(8_500), vatPart(8_500)]);
    expect(quote.total).toBe(19_999 - 2_999 + quote.delivery + quote.codFee);
    expect(quote.vat).toBe(vatPart(quote.total));

    const email = "code-order@example.com";
    const order = orderOf(
      await kit.placeOrder(
        kit.guestOrder({ contact: guest(email), lines, discountCode: "Spring15", expectedTotal: quote.total }),
      ),
    );
    expect(order).toMatchObject({ discount: 2_999, discountCode: "SPRING15", total: quote.total, vat: quote.vat });
    expect(order.lines.map((l) => [l.codeDiscount, l.vat])).toEqual(quote.lines.map((l) => [l.codeDiscount, l.vat]));
    expect(await codes.codeState(id)).toEqual({ used: 1, redemptions: 1 });
    const [stored] = await kit.rows<{ discountFils: number; code: string; shares: number }>(sql`
      select o.discount_fils as "discountFils", o.discount_code as code,
             (select sum(code_discount_fils)::int from order_lines where order_id = o.id) as shares
        from orders o where o.email = ${email}`);
    expect(stored).toEqual({ discountFils: 2_999, code: "SPRING15", shares: 2_999 });
    // The confirmation (VAT invoice) e-mail is queued with the discounted figures.
    const [mail] = await kit.confirmations(email);
    const rendered = renderOrderConfirmation(mail?.payload as unknown as OrderConfirmationMail);
    expect(rendered.text).toContain("Discount (code SPRING15): -AED 29.99");
    // Each line with its share of the code beside its amount (its VAT is of what it was charged).
    expect(rendered.text).toContain(`= AED 100.00 - AED 15.00 (VAT AED ${(vatPart(8_500) / 100).toFixed(2)})`);
  });

  it("issue 16: DISCOUNT_INVALID for an unknown, switched-off or not-yet-started code; DISCOUNT_EXPIRED after its end; field discountCode", async () => {
    const sku = await kit.sku({ price: 5_000, stock: 5 });
    await codes.code({ code: "OFFNOW", active: false });
    await codes.code({ code: "LATER", startsAt: new Date(Date.now() + 24 * hour) });
    await codes.code({ code: "GONE", endsAt: new Date(Date.now() - hour) });
    const ask = (discountCode: string) =>
      kit.quote({ lines: [{ skuId: sku, qty: 1 }], emirate: "dubai", discountCode });
    for (const [typed, code] of [
      ["NOSUCHCODE", "DISCOUNT_INVALID"],
      ["offnow", "DISCOUNT_INVALID"],
      ["later", "DISCOUNT_INVALID"],
      ["gone", "DISCOUNT_EXPIRED"],
    ] as const) {
      const res = await ask(typed);
      expect(res.statusCode, typed).toBe(422);
      expect(errorOf(res), typed).toMatchObject({ errorCode: code, field: "discountCode" });
    }
  });

  it("issue 16: DISCOUNT_LIMIT_REACHED when no use is left, and when this shopper used their share (by e-mail, any case)", async () => {
    const sku = await kit.sku({ price: 5_000, stock: 10 });
    await codes.code({ code: "ALLUSED", usageLimit: 3, used: 3 });
    const used = await kit.quote({ lines: [{ skuId: sku, qty: 1 }], emirate: "dubai", discountCode: "allused" });
    expect(used.statusCode).toBe(409);
    expect(errorOf(used)).toMatchObject({ errorCode: "DISCOUNT_LIMIT_REACHED", field: "discountCode" });

    const id = await codes.code({ code: "ONCEEACH", kind: "fixed", value: 1_000, perCustomerLimit: 1 });
    const quote = quoteOf(
      await kit.quote({ lines: [{ skuId: sku, qty: 1 }], emirate: "dubai", discountCode: "ONCEEACH" }),
    );
    const order = (email: string) =>
      kit.placeOrder(
        kit.guestOrder({
          contact: guest(email),
          lines: [{ skuId: sku, qty: 1 }],
          discountCode: "onceeach",
          expectedTotal: quote.total,
        }),
      );
    orderOf(await order("once@example.com"));
    const again = await order("ONCE@Example.com");
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ errorCode: "DISCOUNT_LIMIT_REACHED", field: "discountCode" });
    expect(await kit.ordersTo("ONCE@Example.com")).toBe(0);
    orderOf(await order("someone-else@example.com"));
    expect(await codes.codeState(id)).toEqual({ used: 2, redemptions: 2 });
  });

  it("issue 16: DISCOUNT_MIN_NOT_MET compares the eligible items before the code and names the minimum", async () => {
    const sku = await kit.sku({ price: 4_000, stock: 10 });
    await codes.code({ code: "MIN100", kind: "fixed", value: 2_000, minSubtotal: 10_000 });
    const below = await kit.quote({ lines: [{ skuId: sku, qty: 2 }], emirate: "dubai", discountCode: "MIN100" });
    expect(below.statusCode).toBe(422);
    expect(errorOf(below)).toMatchObject({ errorCode: "DISCOUNT_MIN_NOT_MET", field: "discountCode" });
    expect(errorOf(below).errorDesc).toContain("AED 100.00");
    expect((below.json() as { minSubtotal: number }).minSubtotal).toBe(10_000);
    // 3 x 40 = 120 reaches it; the fixed 20 is taken off, and the free-delivery threshold (200) compares 100.
    const at = quoteOf(await kit.quote({ lines: [{ skuId: sku, qty: 3 }], emirate: "dubai", discountCode: "MIN100" }));
    expect(at).toMatchObject({ items: 12_000, discount: 2_000 });
  });

  it("issue 16: a category's code discounts only the lines of that category and the categories below it", async () => {
    const inside = await kit.sku({ price: 6_000, stock: 10 });
    const outside = await kit.sku({ price: 6_000, stock: 10 });
    const { categoryId, parentId } = await codes.categoryOf(inside);
    const top = parentId ?? categoryId;
    // Move the other product out of that subtree.
    await kit.rows(sql`
      with recursive tree(id) as (select ${top}::int union select c.id from categories c join tree on c.parent_id = tree.id)
      update products set category_id = (select id from categories where id not in (select id from tree) order by id limit 1)
       where id = (select product_id from skus where id = ${outside})`);
    await codes.code({ code: "GARDEN20", kind: "percent", value: 20, categoryId: top });
    const quote = quoteOf(
      await kit.quote({
        lines: [
          { skuId: inside, qty: 1 },
          { skuId: outside, qty: 1 },
        ],
        emirate: "dubai",
        discountCode: "garden20",
      }),
    );
    const share = (skuId: number) => quote.lines.find((l) => l.skuId === skuId)!;
    expect(share(inside)).toMatchObject({ codeDiscount: 1_200, vat: vatPart(4_800) });
    expect(share(outside)).toMatchObject({ codeDiscount: 0, vat: vatPart(6_000) });
    expect(quote.discount).toBe(1_200);
    // Only the other category's product: the code covers nothing in the cart.
    const none = await kit.quote({ lines: [{ skuId: outside, qty: 1 }], emirate: "dubai", discountCode: "GARDEN20" });
    expect(errorOf(none)).toMatchObject({ errorCode: "DISCOUNT_INVALID", field: "discountCode" });
  });

  it("issue 16: a code that stops being valid between the quote and placeOrder gets its error and no order: no stock taken, no use", async () => {
    const sku = await kit.sku({ price: 5_000, stock: 4 });
    const id = await codes.code({ code: "FLASH", kind: "percent", value: 10, usageLimit: 1 });
    const quote = quoteOf(
      await kit.quote({ lines: [{ skuId: sku, qty: 2 }], emirate: "dubai", discountCode: "FLASH" }),
    );
    const place = (email: string) =>
      kit.placeOrder(
        kit.guestOrder({
          contact: guest(email),
          lines: [{ skuId: sku, qty: 2 }],
          discountCode: "FLASH",
          expectedTotal: quote.total,
        }),
      );
    await codes.setCode(id, { active: false });
    const off = await place("flash-1@example.com");
    expect(errorOf(off)).toMatchObject({ errorCode: "DISCOUNT_INVALID", field: "discountCode" });
    await codes.setCode(id, { active: true, endsAt: new Date(Date.now() - 1_000) });
    expect(errorOf(await place("flash-1@example.com")).errorCode).toBe("DISCOUNT_EXPIRED");
    await codes.setCode(id, { endsAt: new Date(Date.now() + hour) });
    orderOf(await place("flash-2@example.com"));
    const last = await place("flash-3@example.com");
    expect(last.statusCode).toBe(409);
    expect(errorOf(last).errorCode).toBe("DISCOUNT_LIMIT_REACHED");
    expect(await kit.ordersTo("flash-1@example.com")).toBe(0);
    expect(await kit.ordersTo("flash-3@example.com")).toBe(0);
    expect(await kit.stock(sku)).toBe(2);
    expect(await codes.codeState(id)).toEqual({ used: 1, redemptions: 1 });
  });

  it("issue 16: a retry of an order placed with the code's last use answers that order again (idempotency)", async () => {
    const sku = await kit.sku({ price: 5_000, stock: 4 });
    await codes.code({ code: "LASTONE", kind: "fixed", value: 500, usageLimit: 1 });
    const quote = quoteOf(
      await kit.quote({ lines: [{ skuId: sku, qty: 1 }], emirate: "dubai", discountCode: "LASTONE" }),
    );
    const body = kit.guestOrder({
      contact: guest("retry-code@example.com"),
      lines: [{ skuId: sku, qty: 1 }],
      discountCode: "LASTONE",
      expectedTotal: quote.total,
    });
    const first = await kit.placeOrder(body);
    const second = await kit.placeOrder(body);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(orderOf(second)).toMatchObject({ discount: 500, discountCode: "LASTONE" });
  });

  it("issue 16: guessing codes is limited per client address (only failed codes count): RATE_LIMITED after 10", async () => {
    const sku = await kit.sku({ price: 5_000, stock: 4 });
    await codes.code({ code: "REALCODE", kind: "percent", value: 5 });
    const from = (remoteAddress: string, discountCode: string) =>
      ctx().app.inject({
        method: "POST",
        url: "/api/v1/checkout/quote",
        remoteAddress,
        payload: envelope({ lines: [{ skuId: sku, qty: 1 }], emirate: "dubai", discountCode }),
      });
    // Valid codes do not count.
    for (let i = 0; i < 12; i++) expect((await from("10.16.0.1", "realcode")).statusCode).toBe(200);
    for (let i = 0; i < 10; i++)
      expect(errorOf(await from("10.16.0.1", `GUESS${i}`)).errorCode).toBe("DISCOUNT_INVALID");
    const limited = await from("10.16.0.1", "REALCODE");
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).errorCode).toBe("RATE_LIMITED");
    expect(limited.headers["retry-after"]).toBeDefined();
    // Another address is not limited.
    expect((await from("10.16.0.2", "REALCODE")).statusCode).toBe(200);
  });

  it("issue 16: codes guessed just before a window ends still count just after it (no fresh ten at the turn)", async () => {
    const sku = await kit.sku({ price: 5_000, stock: 4 });
    const from = (discountCode: string) =>
      ctx().app.inject({
        method: "POST",
        url: "/api/v1/checkout/quote",
        remoteAddress: "10.16.0.3",
        payload: envelope({ lines: [{ skuId: sku, qty: 1 }], emirate: "dubai", discountCode }),
      });
    const turn = Math.ceil(Date.now() / FAILED_CODES_WINDOW_MS) * FAILED_CODES_WINDOW_MS;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(turn - 2_000);
    for (let i = 0; i < 10; i++) expect(errorOf(await from(`TURN${i}`)).errorCode).toBe("DISCOUNT_INVALID");
    vi.setSystemTime(turn + 1_000);
    expect(errorOf(await from("TURN10")).errorCode).toBe("RATE_LIMITED");
  });
});
