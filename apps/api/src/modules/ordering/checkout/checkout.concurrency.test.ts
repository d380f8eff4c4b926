import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../test/support/test-app";
import { checkoutKit, DUBAI_ADDRESS, dubaiDate, GUEST_CONTACT } from "../../../../test/testkits/checkout.testkit";

/**
 * No overselling under load. PostgreSQL (DATABASE_URL) runs the full size, repeated; PGlite is one connection
 * (transactions run one at a time), so it runs a smaller version once.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const RACERS = onPostgres ? 200 : 60;
const ROUNDS = onPostgres ? 5 : 1;

let ctx: TestContext;
const kit = checkoutKit(() => ctx);
beforeAll(async () => {
  // Hundreds of requests from one address within a minute: the per-IP rate limit is lifted for this file.
  ctx = await createTestContext({ env: { RATE_LIMIT_PER_MINUTE: "1000000" } });
  await kit.setDelivery({ slotCapacity: { morning: 1_000_000, afternoon: 1_000_000, evening: 1_000_000 } });
});
afterAll(() => ctx.close());

const statusCounts = (
  responses: Array<{ statusCode: number; json(): { errorList?: Array<{ errorCode: string }> } }>,
) => {
  const counts: Record<string, number> = {};
  for (const r of responses) {
    const key = r.statusCode === 200 ? "200" : `${r.statusCode} ${r.json().errorList?.[0]?.errorCode}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

describe("placeOrder under concurrency", () => {
  it(`${RACERS} simultaneous orders (distinct keys) of a SKU with 10 in stock: exactly 10 orders, stock 0, OUT_OF_STOCK for the rest (x${ROUNDS})`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const sku = await kit.sku({ price: 2500, stock: 10 });
      const date = dubaiDate(1 + (round % 7));
      const bookedBefore = await kit.booked(date, "morning");
      const email = `race-${round}@example.com`;
      const responses = await Promise.all(
        Array.from({ length: RACERS }, () =>
          kit.placeOrder(
            kit.guestOrder({
              contact: { ...GUEST_CONTACT, email },
              lines: [{ skuId: sku, qty: 1 }],
              deliveryDate: date,
              expectedTotal: 4500,
            }),
          ),
        ),
      );
      expect(statusCounts(responses), `round ${round}`).toEqual({ "200": 10, "409 OUT_OF_STOCK": RACERS - 10 });
      expect(await kit.stock(sku)).toBe(0);
      expect(await kit.ordersTo(email)).toBe(10);
      const [sold] = await kit.rows<{ n: number }>(
        sql`select coalesce(sum(qty), 0)::int as n from order_lines where sku_id = ${sku}`,
      );
      expect(sold?.n).toBe(10);
      expect(await kit.booked(date, "morning")).toBe(bookedBefore + 10);
      expect(await kit.confirmations(email)).toHaveLength(10);
      const numbers = responses.filter((r) => r.statusCode === 200).map((r) => r.json().responceObj.order.number);
      expect(new Set(numbers).size).toBe(10);
    }
  });

  it("orders of several SKUs in different orders never deadlock and never oversell", async () => {
    const skus = [await kit.sku({ price: 1000, stock: 15 }), await kit.sku({ price: 1000, stock: 15 })];
    const email = "pairs@example.com";
    const responses = await Promise.all(
      Array.from({ length: onPostgres ? 60 : 30 }, (_, i) =>
        kit.placeOrder(
          kit.guestOrder({
            contact: { ...GUEST_CONTACT, email },
            // Half list the SKUs one way round, half the other: stock is still taken in ascending id.
            lines:
              i % 2
                ? [
                    { skuId: skus[0]!, qty: 1 },
                    { skuId: skus[1]!, qty: 1 },
                  ]
                : [
                    { skuId: skus[1]!, qty: 1 },
                    { skuId: skus[0]!, qty: 1 },
                  ],
            expectedTotal: 4000,
          }),
        ),
      ),
    );
    expect(statusCounts(responses)).toEqual({ "200": 15, "409 OUT_OF_STOCK": responses.length - 15 });
    expect(await kit.stock(skus[0]!)).toBe(0);
    expect(await kit.stock(skus[1]!)).toBe(0);
  });

  it("50 concurrent requests with one key make one order, and every answer is the same", async () => {
    const sku = await kit.sku({ price: 2500, stock: 100 });
    const body = kit.guestOrder({
      idempotencyKey: randomUUID(),
      contact: { ...GUEST_CONTACT, email: "one-key@example.com" },
      lines: [{ skuId: sku, qty: 2 }],
      expectedTotal: 7000,
    });
    const responses = await Promise.all(Array.from({ length: 50 }, () => kit.placeOrder(body)));
    expect(statusCounts(responses)).toEqual({ "200": 50 });
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await kit.ordersTo("one-key@example.com")).toBe(1);
    expect(await kit.stock(sku)).toBe(98);
    expect(await kit.confirmations("one-key@example.com")).toHaveLength(1);
  });

  it("concurrent orders for one slot never exceed its capacity", async () => {
    await kit.setDelivery({ slotCapacity: { morning: 1_000_000, afternoon: 5, evening: 1_000_000 } });
    const sku = await kit.sku({ price: 2500, stock: 100 });
    const date = dubaiDate(9);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        kit.placeOrder(
          kit.guestOrder({
            contact: { ...GUEST_CONTACT, email: "slot-race@example.com" },
            lines: [{ skuId: sku, qty: 1 }],
            deliveryDate: date,
            deliverySlot: "afternoon",
            expectedTotal: 4500,
          }),
        ),
      ),
    );
    expect(statusCounts(responses)).toEqual({ "200": 5, "409 CONFLICT": 25 });
    expect(await kit.booked(date, "afternoon")).toBe(5);
    expect(await kit.stock(sku)).toBe(95);
  });

  it("a member's cart placed twice at once (two tabs, two keys) is ordered once", async () => {
    const member = await kit.member();
    const sku = await kit.sku({ price: 3000, stock: 50 });
    await kit.post("/api/v2/cart/add", { skuId: sku, qty: 3 }, member.headers);
    const { contact: _c, ...body } = kit.guestOrder({ address: DUBAI_ADDRESS, expectedTotal: 11000 });
    const responses = await Promise.all(
      [randomUUID(), randomUUID()].map((idempotencyKey) => kit.placeOrder({ ...body, idempotencyKey }, member.headers)),
    );
    expect(statusCounts(responses)).toEqual({ "200": 1, "400 VALIDATION_FAILED": 1 });
    expect(await kit.stock(sku)).toBe(47);
  });
});
