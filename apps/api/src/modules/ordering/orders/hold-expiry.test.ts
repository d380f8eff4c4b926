import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../test/support/test-app";
import { ordersClient } from "../../../../test/testkits/orders.testkit";
import { createHoldExpiry, HOLD_EXPIRY_NOTE } from "./hold-expiry";

let ctx: TestContext;
const c = ordersClient(() => ctx);
const past = () => new Date(Date.now() - 60_000);
const future = () => new Date(Date.now() + 15 * 60_000);

beforeAll(async () => {
  ctx = await createTestContext();
  // This file runs the passes itself.
  await ctx.app.orderHoldExpiry.stop();
});
afterAll(async () => ctx?.close());

const job = (options: { intervalMs?: number; batchSize?: number } = {}) =>
  createHoldExpiry({ db: ctx.database.db, transitions: { origin: "http://shop.test" }, log: ctx.app.log, ...options });

const cardOrder = async (holdExpiresAt: Date, qty = 2) => {
  const [skuId] = await c.freshSkus(1);
  const before = await c.stock(skuId!);
  const placed = await c.placeOrder({
    status: "pending_payment",
    paymentMethod: "card",
    holdExpiresAt,
    lines: [{ skuId: skuId!, qty }],
    deliveryDate: "2030-05-05",
    deliverySlot: "evening",
  });
  return { ...placed, skuId: skuId!, before };
};

describe("hold expiry", () => {
  it("cancels card orders whose hold ran out: stock and slot released, timeline by system, shopper e-mailed", async () => {
    const slotBefore = await c.booked("2030-05-05", "evening");
    const expired = await cardOrder(past(), 3);
    const waiting = await cardOrder(future());
    expect(await c.booked("2030-05-05", "evening")).toBe(slotBefore + 2);

    expect(await job().runOnce()).toBe(1);
    expect(await c.order(expired.number)).toMatchObject({ status: "cancelled", holdExpiresAt: null });
    expect(await c.stock(expired.skuId)).toBe(expired.before);
    expect((await c.events(expired.number)).at(-1)).toMatchObject({
      status: "cancelled",
      actor: "system",
      note: HOLD_EXPIRY_NOTE,
    });
    expect((await c.mails(expired.number)).map((m) => m.status)).toEqual(["cancelled"]);
    expect(await c.booked("2030-05-05", "evening")).toBe(slotBefore + 1);

    expect(await c.order(waiting.number)).toMatchObject({ status: "pending_payment" });
    expect(await c.stock(waiting.skuId)).toBe(waiting.before - 2);
    // Nothing left to do: a second pass changes nothing.
    expect(await job().runOnce()).toBe(0);
    expect(await c.stock(expired.skuId)).toBe(expired.before);
  });

  it("works through every expired order in batches", async () => {
    const orders = [];
    for (let i = 0; i < 7; i++) orders.push(await cardOrder(past(), 1));
    expect(await job({ batchSize: 3 }).runOnce()).toBe(7);
    for (const o of orders) {
      expect((await c.order(o.number)).status).toBe("cancelled");
      expect(await c.stock(o.skuId)).toBe(o.before);
    }
  });

  it("only pending card orders: a confirmed order with an old hold time is left alone", async () => {
    const { number } = await c.placeOrder({ status: "confirmed", paymentMethod: "card", holdExpiresAt: past() });
    await job().runOnce();
    expect((await c.order(number)).status).toBe("confirmed");
  });

  it("runs on its interval once started, and stops", async () => {
    const expired = await cardOrder(past());
    const running = job({ intervalMs: 25 });
    running.start();
    for (let i = 0; i < 200 && (await c.order(expired.number)).status !== "cancelled"; i++) {
      await new Promise((r) => setTimeout(r, 25));
    }
    await running.stop();
    expect((await c.order(expired.number)).status).toBe("cancelled");
    const later = await cardOrder(past());
    await new Promise((r) => setTimeout(r, 100));
    expect((await c.order(later.number)).status).toBe("pending_payment");
    await job().runOnce();
  });

  it("skips an order another transaction holds (FOR UPDATE SKIP LOCKED; PostgreSQL only)", async ({ skip }) => {
    if (ctx.database.kind !== "postgres") skip();
    const locked = await cardOrder(past());
    const free = await cardOrder(past());
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from orders where number = ${locked.number} for update`);
      expect(await job().runOnce()).toBe(1);
    });
    expect((await c.order(locked.number)).status).toBe("pending_payment");
    expect((await c.order(free.number)).status).toBe("cancelled");
    expect(await job().runOnce()).toBe(1);
    expect((await c.order(locked.number)).status).toBe("cancelled");
  });
});
