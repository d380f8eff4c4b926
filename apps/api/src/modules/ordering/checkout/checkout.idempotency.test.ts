import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fileTestContext } from "../../../../test/support/test-app";
import { checkoutKit, dubaiDate, guest } from "../../../../test/testkits/checkout.testkit";

// Retries of placeOrder: the same idempotency key answers the placed order, whatever changed since.
const kit = checkoutKit(fileTestContext());

describe("POST /api/v1/checkout/placeOrder: retries with an idempotency key", () => {
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
});
