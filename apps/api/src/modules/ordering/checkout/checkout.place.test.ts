import { checkoutQuoteSchema, placeOrderResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fileTestContext } from "../../../../test/support/test-app";
import {
  checkoutKit,
  DUBAI_ADDRESS,
  dubaiDate,
  GUEST_CONTACT,
  guest,
} from "../../../../test/testkits/checkout.testkit";

// Placing an order: what is taken and written when it succeeds, and what refuses it before anything is taken.
const kit = checkoutKit(fileTestContext());

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
    const body = kit.guestOrderOf({ email: "price@example.com", skuId: sku, qty: 2, date, expectedTotal: 5000 });
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
