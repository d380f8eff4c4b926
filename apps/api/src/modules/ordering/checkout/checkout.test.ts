import { randomUUID } from "node:crypto";
import { checkoutQuoteSchema, placeOrderResponseSchema, vatPart } from "@shop/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../test/support/test-app";
import { checkoutKit, DUBAI_ADDRESS, dubaiDate, GUEST_CONTACT } from "../../../../test/testkits/checkout.testkit";

let ctx: TestContext;
const kit = checkoutKit(() => ctx);
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const guest = (email: string) => ({ ...GUEST_CONTACT, email });

describe("POST /api/v1/checkout/quote", () => {
  it("VAT figures (5 % inclusive) are exact in fils: per line and of the total, with delivery and the COD fee", async () => {
    const a = await kit.sku({ price: 10000, stock: 5 });
    const b = await kit.sku({ price: 3333, discount: 15, stock: 5 });
    const res = await kit.quote({
      lines: [
        { skuId: a, qty: 1 },
        { skuId: b, qty: 3 },
      ],
      emirate: "sharjah",
    });
    expect(res.statusCode).toBe(200);
    const quote = checkoutQuoteSchema.parse(res.json().responceObj);
    const [la, lb] = [quote.lines.find((l) => l.skuId === a)!, quote.lines.find((l) => l.skuId === b)!];
    expect(la).toMatchObject({ unitPrice: 10000, discount: 0, unitNet: 10000, qty: 1, lineTotal: 10000, vat: 476 });
    // 33.33 AED less 15 % = 28.3305 -> 28.33; x3 = 84.99; VAT part 84.99 x 5/105 = 4.0471 -> 4.05
    expect(lb).toMatchObject({ unitPrice: 3333, discount: 15, unitNet: 2833, qty: 3, lineTotal: 8499, vat: 405 });
    // items 184.99 >= free-delivery threshold 200? no: Sharjah 20 AED; COD fee 5 AED
    expect(quote).toMatchObject({ items: 18499, delivery: 2000, codFee: 500, total: 20999, vat: 1000 });
    expect(quote.vat).toBe(vatPart(20999));
    expect(quote.lines.every((l) => l.available)).toBe(true);
  });

  it("free delivery from the threshold; no COD fee for card; VAT of 105.00 is exactly 5.00", async () => {
    const sku = await kit.sku({ price: 10500, stock: 5 });
    const card = checkoutQuoteSchema.parse(
      (await kit.quote({ lines: [{ skuId: sku, qty: 2 }], emirate: "fujairah", paymentMethod: "card" })).json()
        .responceObj,
    );
    expect(card).toMatchObject({ items: 21000, delivery: 0, codFee: 0, total: 21000, vat: 1000 });
    const one = checkoutQuoteSchema.parse(
      (await kit.quote({ lines: [{ skuId: sku, qty: 1 }], emirate: "dubai", paymentMethod: "cod" })).json().responceObj,
    );
    expect(one.lines[0]!.vat).toBe(500);
    expect(one).toMatchObject({ items: 10500, delivery: 1500, codFee: 500, total: 12500, vat: vatPart(12500) });
  });

  it("prices, discounts and totals sent by the client are ignored", async () => {
    const sku = await kit.sku({ price: 4000, stock: 5 });
    const res = await kit.quote({
      lines: [{ skuId: sku, qty: 1, price: 1, discount: 99, unitNet: 1, lineTotal: 1 }],
      emirate: "dubai",
      delivery: 0,
      codFee: 0,
      total: 1,
    });
    expect(res.json().responceObj).toMatchObject({ items: 4000, delivery: 1500, codFee: 500, total: 6000 });
  });

  it("a member's quote is of their server cart; a line over the stock is marked unavailable", async () => {
    const member = await kit.member();
    const sku = await kit.sku({ price: 2500, stock: 2 });
    await kit.post("/api/v2/cart/add", { skuId: sku, qty: 2 }, member.headers);
    await kit.setStock(sku, 1);
    const res = await kit.quote({ emirate: "ajman" }, member.headers);
    expect(res.statusCode).toBe(200);
    const quote = checkoutQuoteSchema.parse(res.json().responceObj);
    expect(quote.lines).toHaveLength(1);
    expect(quote.lines[0]).toMatchObject({ skuId: sku, qty: 2, available: false, stock: 1 });
  });

  it("a guest needs lines and an emirate; an unknown SKU is OUT_OF_STOCK", async () => {
    expect((await kit.quote({ emirate: "dubai" })).json().errorList[0]).toMatchObject({
      errorCode: "VALIDATION_FAILED",
      field: "lines",
    });
    const sku = await kit.sku({ price: 1000, stock: 1 });
    expect((await kit.quote({ lines: [{ skuId: sku, qty: 1 }] })).json().errorList[0].field).toBe("emirate");
    const unknown = await kit.quote({ lines: [{ skuId: 99_999_999, qty: 1 }], emirate: "dubai" });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({
      errorList: [{ errorCode: "OUT_OF_STOCK", field: "skuId" }],
      unavailable: [{ skuId: 99_999_999, available: 0 }],
    });
  });
});

describe("POST /api/v1/checkout/placeOrder", () => {
  it("a guest's COD order: confirmed with an event, stock taken, slot booked, the VAT invoice in the outbox (ar)", async () => {
    const sku = await kit.sku({ price: 3333, discount: 15, stock: 10 });
    const email = "cod-guest@example.com";
    const date = dubaiDate(2);
    const before = await kit.booked(date, "afternoon");
    const res = await kit.placeOrder(
      kit.guestOrder({
        contact: guest(email),
        lines: [{ skuId: sku, qty: 3 }],
        deliveryDate: date,
        deliverySlot: "afternoon",
        expectedTotal: 10499,
        locale: "ar",
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { order, payment } = placeOrderResponseSchema.parse(res.json().responceObj);
    expect(payment).toBeUndefined();
    expect(order.number).toMatch(/^BST-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(order).toMatchObject({
      status: "confirmed",
      paymentMethod: "cod",
      paymentStatus: "unpaid",
      contact: { name: GUEST_CONTACT.name, email, mobile: "+971501234567" },
      emirate: "dubai",
      deliveryDate: date,
      deliverySlot: "afternoon",
      items: 8499,
      delivery: 1500,
      codFee: 500,
      total: 10499,
      vat: 500,
      holdExpiresAt: null,
    });
    expect(order.lines).toEqual([
      expect.objectContaining({ skuId: sku, qty: 3, unitNet: 2833, lineTotal: 8499, vat: 405 }),
    ]);
    expect(order.events).toEqual([expect.objectContaining({ status: "confirmed", actor: "shopper" })]);
    expect(order.address).toMatchObject({ recipient: DUBAI_ADDRESS.recipient, mobile: "+971501234567" });
    expect(await kit.stock(sku)).toBe(7);
    expect(await kit.booked(date, "afternoon")).toBe(before + 1);

    const [mail] = await kit.confirmations(email);
    expect(mail?.payload).toMatchObject({ template: "orderConfirmation", to: email, locale: "ar" });
    const invoice = mail!.payload.invoice as Record<string, unknown>;
    expect(invoice).toMatchObject({
      number: order.number,
      shop: { name: "Bustan", trn: "100000000000003" },
      total: 10499,
      vat: 500,
      lines: [expect.objectContaining({ qty: 3, lineTotal: 8499, vat: 405 })],
    });
    const { renderOrderConfirmation } = await import("./checkout.mail");
    const rendered = renderOrderConfirmation(mail!.payload as never);
    expect(rendered.subject).toContain(order.number);
    expect(rendered.html).toContain('dir="rtl"');
    expect(rendered.text).toContain("100000000000003");
    expect(rendered.text).toContain("AED 4.05");
  });

  it("the order number is unique and readable; retries with the same key answer the same bytes", async () => {
    const sku = await kit.sku({ price: 2000, stock: 10 });
    const body = kit.guestOrder({
      contact: guest("replay@example.com"),
      lines: [{ skuId: sku, qty: 1 }],
      expectedTotal: 4000,
    });
    const first = await kit.placeOrder(body);
    const again = await kit.placeOrder(body);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await kit.ordersTo("replay@example.com")).toBe(1);
    expect(await kit.stock(sku)).toBe(9);
    expect(await kit.confirmations("replay@example.com")).toHaveLength(1);
  });

  it("a retry answers the placed order even after its SKU sold out, its price changed or its slot filled up", async () => {
    const sku = await kit.sku({ price: 2000, stock: 1 });
    const date = dubaiDate(7);
    const body = kit.guestOrder({
      contact: guest("retry-later@example.com"),
      lines: [{ skuId: sku, qty: 1 }],
      deliveryDate: date,
      deliverySlot: "afternoon",
      expectedTotal: 4000,
    });
    const first = await kit.placeOrder(body);
    expect(first.statusCode).toBe(200);
    expect(await kit.stock(sku)).toBe(0);
    expect((await kit.placeOrder(body)).body).toBe(first.body);
    await kit.rows(sql`update skus set stock = 5, price_fils = 2500 where id = ${sku}`);
    expect((await kit.placeOrder(body)).body).toBe(first.body);
    await kit.rows(sql`update skus set price_fils = 2000 where id = ${sku}`);
    await kit.rows(sql`update slot_bookings set booked = 1000000 where delivery_date = ${date} and slot = 'afternoon'`);
    expect((await kit.placeOrder(body)).body).toBe(first.body);
    expect(await kit.stock(sku)).toBe(5);
    expect(await kit.ordersTo("retry-later@example.com")).toBe(1);
    // A new key is a new order: refused for the full slot, nothing taken.
    const other = await kit.placeOrder({ ...body, idempotencyKey: randomUUID() });
    expect(other.statusCode).toBe(409);
    expect(other.json().errorList[0]).toMatchObject({ errorCode: "CONFLICT", field: "deliverySlot" });
    expect(await kit.stock(sku)).toBe(5);
    await kit.rows(sql`update slot_bookings set booked = 1 where delivery_date = ${date} and slot = 'afternoon'`);
  });

  it("the key may come in the Idempotency-Key header; the same key with another body is CONFLICT", async () => {
    const sku = await kit.sku({ price: 2000, stock: 10 });
    const key = randomUUID();
    const { idempotencyKey: _omit, ...body } = kit.guestOrder({
      contact: guest("header@example.com"),
      lines: [{ skuId: sku, qty: 1 }],
      expectedTotal: 4000,
    });
    const first = await kit.placeOrder(body, { "idempotency-key": key });
    expect(first.statusCode).toBe(200);
    expect((await kit.placeOrder({ ...body, idempotencyKey: key })).body).toBe(first.body);
    const other = await kit.placeOrder(
      { ...body, lines: [{ skuId: sku, qty: 2 }], expectedTotal: 6000 },
      {
        "idempotency-key": key,
      },
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().errorList[0]).toMatchObject({ errorCode: "CONFLICT", field: "idempotencyKey" });
    const none = await kit.placeOrder(body);
    expect(none.statusCode).toBe(400);
    expect(none.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "idempotencyKey" });
    const mismatch = await kit.placeOrder({ ...body, idempotencyKey: randomUUID() }, { "idempotency-key": key });
    expect(mismatch.json().errorList[0].field).toBe("idempotencyKey");
    expect(await kit.ordersTo("header@example.com")).toBe(1);
  });

  it("a guest needs a contact e-mail, a UAE mobile, a full address and lines", async () => {
    const sku = await kit.sku({ price: 2000, stock: 10 });
    const base = kit.guestOrder({ lines: [{ skuId: sku, qty: 1 }], expectedTotal: 4000 });
    const field = async (body: unknown) => (await kit.placeOrder(body)).json().errorList[0].field;
    const { contact: _c, ...noContact } = base;
    expect(await field(noContact)).toBe("contact");
    expect(await field({ ...base, contact: { ...GUEST_CONTACT, email: "not-an-email" } })).toBe("contact.email");
    expect(await field({ ...base, contact: { ...GUEST_CONTACT, mobile: "+44 20 7946 0958" } })).toBe("contact.mobile");
    const { address: _a, ...noAddress } = base;
    expect(await field(noAddress)).toBe("address");
    expect(await field({ ...base, address: { ...DUBAI_ADDRESS, street: "" } })).toBe("address.street");
    expect(await field({ ...noAddress, addressId: 1 })).toBe("addressId");
    const { lines: _l, ...noLines } = base;
    expect(await field(noLines)).toBe("lines");
    expect(await kit.stock(sku)).toBe(10);
  });

  it("a member orders their server cart with a saved address; the cart is emptied in the same transaction", async () => {
    const member = await kit.member({ name: "Layla Member" });
    const a = await kit.sku({ price: 5000, stock: 10 });
    const b = await kit.sku({ price: 7000, stock: 10 });
    await kit.post(
      "/api/v2/cart/addall",
      {
        cartArrayPld: [
          { skuId: b, qty: 1 },
          { skuId: a, qty: 2 },
        ],
      },
      member.headers,
    );
    const added = await kit.post(
      "/api/v1/user/addresses/add",
      { address: { ...DUBAI_ADDRESS, emirate: "abu_dhabi" } },
      member.headers,
    );
    const addressId = added.json().responceObj.addresses[0].addressId;
    const quote = (await kit.quote({ addressId }, member.headers)).json().responceObj;
    expect(quote).toMatchObject({ emirate: "abu_dhabi", items: 17000, delivery: 2500, total: 20000 });
    const { contact: _c, address: _a, ...body } = kit.guestOrder({ addressId, expectedTotal: quote.total });
    const res = await kit.placeOrder(body, member.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { order } = placeOrderResponseSchema.parse(res.json().responceObj);
    expect(order.contact).toEqual({ name: "Layla Member", email: member.email, mobile: "+971501234567" });
    expect(order.emirate).toBe("abu_dhabi");
    expect(order.lines.map((l) => [l.skuId, l.qty])).toEqual([
      [a, 2],
      [b, 1],
    ]);
    const cart = (await kit.post("/api/v2/cart/search", {}, member.headers)).json().responceObj.jcarts;
    expect(cart).toEqual([]);
    const [row] = await kit.rows<{ userId: number }>(
      sql`select user_id as "userId" from orders where id = ${order.orderId}`,
    );
    expect(row?.userId).toBe(member.user.id);
  });

  it("another member's addressId is NOT_FOUND, and nothing is taken", async () => {
    const owner = await kit.member();
    const other = await kit.member();
    const added = await kit.post("/api/v1/user/addresses/add", { address: DUBAI_ADDRESS }, owner.headers);
    const addressId = added.json().responceObj.addresses[0].addressId;
    const sku = await kit.sku({ price: 5000, stock: 3 });
    const {
      contact: _c,
      address: _a,
      ...body
    } = kit.guestOrder({
      addressId,
      lines: [{ skuId: sku, qty: 1 }],
      expectedTotal: 7000,
    });
    const res = await kit.placeOrder(body, other.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorList[0].errorCode).toBe("NOT_FOUND");
    expect(await kit.stock(sku)).toBe(3);
  });

  it("PRICE_CHANGED when the total differs: the new figures in `quote`, nothing taken, the key reusable", async () => {
    const sku = await kit.sku({ price: 2000, stock: 4 });
    const date = dubaiDate(3);
    const body = kit.guestOrder({
      contact: guest("price@example.com"),
      lines: [{ skuId: sku, qty: 2 }],
      deliveryDate: date,
      expectedTotal: 5000,
    });
    await kit.rows(sql`update skus set price_fils = 2500 where id = ${sku}`);
    const res = await kit.placeOrder(body);
    expect(res.statusCode).toBe(409);
    const failure = res.json();
    expect(failure.errorList[0]).toMatchObject({ errorCode: "PRICE_CHANGED", field: "expectedTotal" });
    expect(checkoutQuoteSchema.parse(failure.quote)).toMatchObject({
      items: 5000,
      delivery: 1500,
      codFee: 500,
      total: 7000,
    });
    expect(await kit.stock(sku)).toBe(4);
    expect(await kit.booked(date, "morning")).toBe(0);
    expect(await kit.ordersTo("price@example.com")).toBe(0);
    expect(await kit.confirmations("price@example.com")).toHaveLength(0);
    const accepted = await kit.placeOrder({ ...body, expectedTotal: failure.quote.total });
    expect(accepted.statusCode).toBe(200);
  });

  it("OUT_OF_STOCK names every short line (field skuId, `unavailable`) and takes nothing", async () => {
    const plenty = await kit.sku({ price: 1000, stock: 10 });
    const short = await kit.sku({ price: 1000, stock: 1 });
    const gone = await kit.sku({ price: 1000, stock: 0 });
    const res = await kit.placeOrder(
      kit.guestOrder({
        contact: guest("short@example.com"),
        lines: [
          { skuId: plenty, qty: 2 },
          { skuId: short, qty: 2 },
          { skuId: gone, qty: 1 },
        ],
        expectedTotal: 7000,
      }),
    );
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.errorList.map((e: { errorCode: string; field: string }) => [e.errorCode, e.field])).toEqual([
      ["OUT_OF_STOCK", "skuId"],
      ["OUT_OF_STOCK", "skuId"],
    ]);
    expect(body.unavailable).toEqual([
      expect.objectContaining({ skuId: short, requested: 2, available: 1 }),
      expect.objectContaining({ skuId: gone, requested: 1, available: 0 }),
    ]);
    expect(await kit.stock(plenty)).toBe(10);
    expect(await kit.stock(short)).toBe(1);
  });

  it("a withdrawn SKU or product cannot be ordered", async () => {
    const sku = await kit.sku({ price: 1000, stock: 10 });
    await kit.rows(sql`update skus set is_active = false where id = ${sku}`);
    const res = await kit.placeOrder(kit.guestOrder({ lines: [{ skuId: sku, qty: 1 }], expectedTotal: 3000 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().unavailable).toEqual([expect.objectContaining({ skuId: sku, available: 0 })]);
    expect(await kit.stock(sku)).toBe(10);
  });

  it("card payment without a configured gateway is VALIDATION_FAILED 'card payments are not available'", async () => {
    const sku = await kit.sku({ price: 1000, stock: 10 });
    const res = await kit.placeOrder(
      kit.guestOrder({ lines: [{ skuId: sku, qty: 1 }], paymentMethod: "card", expectedTotal: 2500 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList[0]).toMatchObject({
      errorCode: "VALIDATION_FAILED",
      field: "paymentMethod",
      errorDesc: expect.stringMatching(/card payments are not available/i),
    });
  });
});

describe("delivery choice at placeOrder", () => {
  const attempt = async (overrides: Record<string, unknown>) => {
    const sku = await kit.sku({ price: 1000, stock: 10 });
    const res = await kit.placeOrder(
      kit.guestOrder({ lines: [{ skuId: sku, qty: 1 }], expectedTotal: 3000, ...overrides }),
    );
    return { res, sku };
  };

  it("dates outside the window are VALIDATION_FAILED on deliveryDate, and nothing is taken", async () => {
    for (const date of [dubaiDate(-1), dubaiDate(14), "2031-02-30"]) {
      const { res, sku } = await attempt({ deliveryDate: date });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "deliveryDate" });
      expect(await kit.stock(sku)).toBe(10);
    }
    expect((await attempt({ deliveryDate: dubaiDate(13) })).res.statusCode).toBe(200);
  });

  it("a closed date is refused with a clear message", async () => {
    const closed = dubaiDate(4);
    await kit.setDelivery({ closedDates: [closed] });
    const { res } = await attempt({ deliveryDate: closed });
    expect(res.json().errorList[0]).toMatchObject({
      field: "deliveryDate",
      errorDesc: `We do not deliver on ${closed}.`,
    });
    await kit.setDelivery({});
  });

  it("same-day delivery after the cut-off (or in a started slot) is refused", async () => {
    await kit.setDelivery({ sameDayCutoff: "00:00" });
    const { res } = await attempt({ deliveryDate: dubaiDate(0) });
    expect(res.json().errorList[0]).toMatchObject({
      field: "deliveryDate",
      errorDesc: expect.stringMatching(/Same-day/),
    });
    await kit.setDelivery({
      sameDayCutoff: "23:59",
      slotStarts: { morning: "00:00", afternoon: "00:00", evening: "00:00" },
    });
    const started = await attempt({ deliveryDate: dubaiDate(0), deliverySlot: "evening" });
    expect(started.res.json().errorList[0]).toMatchObject({
      field: "deliverySlot",
      errorDesc: expect.stringMatching(/started/),
    });
    await kit.setDelivery({});
  });

  it("a full slot is CONFLICT on deliverySlot, with nothing taken; other slots still book", async () => {
    await kit.setDelivery({ slotCapacity: { morning: 1, afternoon: 40, evening: 0 } });
    const date = dubaiDate(5);
    expect((await attempt({ deliveryDate: date })).res.statusCode).toBe(200);
    const { res, sku } = await attempt({ deliveryDate: date });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorList[0]).toMatchObject({
      errorCode: "CONFLICT",
      field: "deliverySlot",
      errorDesc: `The morning slot on ${date} is full.`,
    });
    expect(await kit.stock(sku)).toBe(10);
    expect((await attempt({ deliveryDate: date, deliverySlot: "evening" })).res.statusCode).toBe(409);
    expect((await attempt({ deliveryDate: date, deliverySlot: "afternoon" })).res.statusCode).toBe(200);
    expect(await kit.booked(date, "morning")).toBe(1);
    await kit.setDelivery({});
  });
});

describe("failure safety", () => {
  /** A trigger that raises on an insert into `table` when `condition` holds (the test's marker). */
  async function failOn(name: string, table: string, timing: string, condition: string) {
    await kit.rows(
      sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin if ${condition} then raise exception 'injected failure'; end if; return new; end $$`),
    );
    await kit.rows(sql.raw(`create trigger ${name} ${timing} on ${table} for each row execute function ${name}()`));
    return async () => {
      await kit.rows(sql.raw(`drop trigger ${name} on ${table}`));
      await kit.rows(sql.raw(`drop function ${name}()`));
    };
  }

  for (const [where, table, timing, condition, email] of [
    [
      "writing the lines, after the order row",
      "order_lines",
      "before insert",
      "new.name = 'INJECT'",
      "inject-lines@example.com",
    ],
    [
      "storing the key with its answer, with the order, lines, event, e-mail, cart and slot",
      "idempotency_keys",
      "before insert",
      "new.response::text like '%inject-answer@example.com%'",
      "inject-answer@example.com",
    ],
  ] as const) {
    it(`a failure while ${where} leaves no order, no stock taken, no slot booked, no e-mail`, async () => {
      const sku = await kit.sku({ price: 2000, stock: 5 });
      // The marker of the first trigger: the product's English name, copied into the order line.
      await kit.rows(sql`update product_translations set name = 'INJECT'
        where locale = 'en' and product_id = (select product_id from skus where id = ${sku})`);
      const date = dubaiDate(6);
      const bookedBefore = await kit.booked(date, "evening");
      const [{ n: outboxBefore } = { n: 0 }] = await kit.rows<{ n: number }>(
        sql`select count(*)::int as n from outbox`,
      );
      const drop = await failOn(`inject_${table}`, table, timing, condition);
      const body = kit.guestOrder({
        contact: guest(email),
        lines: [{ skuId: sku, qty: 2 }],
        deliveryDate: date,
        deliverySlot: "evening",
        expectedTotal: 6000,
      });
      const res = await kit.placeOrder(body);
      expect(res.statusCode).toBe(500);
      expect(await kit.ordersTo(email)).toBe(0);
      expect(await kit.stock(sku)).toBe(5);
      expect(await kit.booked(date, "evening")).toBe(bookedBefore);
      const [{ n: outboxAfter } = { n: 0 }] = await kit.rows<{ n: number }>(sql`select count(*)::int as n from outbox`);
      expect(outboxAfter).toBe(outboxBefore);
      expect(await kit.confirmations(email)).toHaveLength(0);
      await drop();
      // Nothing of the failed attempt was kept, not even its key: the retry places the order.
      const retry = await kit.placeOrder(body);
      expect(retry.statusCode).toBe(200);
      expect(await kit.stock(sku)).toBe(3);
      expect(await kit.booked(date, "evening")).toBe(bookedBefore + 1);
      expect(await kit.confirmations(email)).toHaveLength(1);
    });
  }
});
