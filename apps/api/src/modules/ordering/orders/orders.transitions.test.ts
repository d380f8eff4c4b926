import { canMove, type OrderStatus, orderStatuses } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../test/support/test-app";
import { type Headers, ordersClient } from "../../../../test/testkits/orders.testkit";

let ctx: TestContext;
const c = ordersClient(() => ctx);
let admin: Headers;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await c.staff("ROLE_ADMIN");
});
afterAll(async () => ctx?.close());

const transition = (number: string, to: OrderStatus, note?: string) =>
  c.post("/api/v1/admin/orders/transition", admin, { number, to, ...(note ? { note } : {}) });

describe("order state machine (admin/orders/transition)", () => {
  const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));

  it.each(pairs.filter(([from, to]) => canMove(from, to)))("allows %s -> %s", async (from, to) => {
    const { number } = await c.placeOrder({ status: from });
    const res = await transition(number, to);
    expect(res.statusCode).toBe(200);
    const { order } = res.json().responceObj;
    expect(order.status).toBe(to);
    expect(order.events.map((e: { status: string }) => e.status)).toEqual([from, to]);
    expect((await c.order(number)).status).toBe(to);
  });

  it.each(pairs.filter(([from, to]) => !canMove(from, to)))("refuses %s -> %s with CONFLICT", async (from, to) => {
    const { number, lines } = await c.placeOrder({ status: from });
    const stockBefore = await c.stock(lines[0]!.skuId);
    const res = await transition(number, to);
    expect(res.statusCode).toBe(409);
    const [error] = res.json().errorList;
    expect(error.errorCode).toBe("CONFLICT");
    expect(error.errorDesc).toContain(number);
    expect(error.errorDesc).toMatch(from === to ? /already/ : /cannot be changed to/);
    // Nothing changed: state, timeline, stock, mail.
    expect((await c.order(number)).status).toBe(from);
    expect(await c.events(number)).toHaveLength(1);
    expect(await c.stock(lines[0]!.skuId)).toBe(stockBefore);
    expect(await c.mails(number)).toHaveLength(0);
  });

  it("writes the event with time, actor (the staff member's id) and note, and e-mails the shopper in their locale", async () => {
    const { number } = await c.placeOrder({ status: "confirmed", locale: "fr", email: "fleur@example.com" });
    const before = Date.now();
    const res = await transition(number, "preparing", "  Potting your ficus today  ");
    expect(res.statusCode).toBe(200);
    const events = await c.events(number);
    const last = events.at(-1)!;
    expect(last).toMatchObject({ status: "preparing", note: "Potting your ficus today" });
    expect(last.actor).toMatch(/^user:\d+$/);
    expect(new Date(last.createdAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    // The staff view keeps the actor as written.
    expect(res.json().responceObj.order.events.at(-1).actor).toBe(last.actor);
    expect(await c.mails(number)).toEqual([
      {
        to: "fleur@example.com",
        locale: "fr",
        status: "preparing",
        note: "Potting your ficus today",
        template: "orderStatus",
      },
    ]);
  });

  it("restocks every line and releases the slot booking on cancel, in the same change", async () => {
    const [a, b] = await c.freshSkus(2);
    const before = { a: await c.stock(a!), b: await c.stock(b!) };
    const { number } = await c.placeOrder({
      status: "preparing",
      lines: [
        { skuId: a!, qty: 2 },
        { skuId: b!, qty: 3 },
      ],
      deliveryDate: "2030-02-02",
      deliverySlot: "evening",
    });
    expect(await c.stock(a!)).toBe(before.a - 2);
    expect(await c.stock(b!)).toBe(before.b - 3);
    expect(await c.booked("2030-02-02", "evening")).toBe(1);

    expect((await transition(number, "cancelled", "Out of this pot size")).statusCode).toBe(200);
    expect(await c.stock(a!)).toBe(before.a);
    expect(await c.stock(b!)).toBe(before.b);
    expect(await c.booked("2030-02-02", "evening")).toBe(0);
    // A second cancel is refused and restocks nothing more.
    expect((await transition(number, "cancelled")).statusCode).toBe(409);
    expect(await c.stock(a!)).toBe(before.a);
  });

  it("cancels once when several cancellations race: the row lock lets one through, stock comes back once", async () => {
    const [skuId] = await c.freshSkus(1);
    const before = await c.stock(skuId!);
    const { number } = await c.placeOrder({ status: "confirmed", lines: [{ skuId: skuId!, qty: 4 }] });
    const answers = await Promise.all(Array.from({ length: 5 }, () => transition(number, "cancelled")));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await c.stock(skuId!)).toBe(before);
    expect((await c.events(number)).map((e) => e.status)).toEqual(["confirmed", "cancelled"]);
  });

  it("a paid card order that staff cancel is owed a refund; delivering cash on delivery marks it paid", async () => {
    const card = await c.placeOrder({ status: "confirmed", paymentMethod: "card", paymentStatus: "paid" });
    const cancelled = await transition(card.number, "cancelled");
    expect(cancelled.json().responceObj.order.paymentStatus).toBe("refund_due");

    const cod = await c.placeOrder({ status: "out_for_delivery" });
    const delivered = await transition(cod.number, "delivered");
    expect(delivered.json().responceObj.order.paymentStatus).toBe("paid");
    const refunded = await transition(cod.number, "refunded");
    expect(refunded.json().responceObj.order.paymentStatus).toBe("refunded");
  });

  it("an unknown order number is NOT_FOUND; an unknown state is VALIDATION_FAILED", async () => {
    const missing = await transition("BST-NONE-0000", "confirmed");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorList[0].errorCode).toBe("NOT_FOUND");
    const { number } = await c.placeOrder();
    const bad = await c.post("/api/v1/admin/orders/transition", admin, { number, to: "shipped" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "to" });
  });
});
