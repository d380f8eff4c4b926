import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import { dubaiDate, GUEST_CONTACT, type Headers } from "../../../test/testkits/checkout.testkit";
import { stockKit } from "../../../test/testkits/stock.testkit";

/**
 * Issue 13 "Stock": a stock delta during a sale is never lost, and a restock never deadlocks with an order (both
 * lock SKU rows, in id order). PostgreSQL (DATABASE_URL) runs it in parallel for real and repeats it; PGlite is one
 * connection, so there the calls interleave one transaction at a time.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = onPostgres ? 3 : 1;
const ORDERS = 30;

// Dozens of requests from one address within a minute: the per-IP rate limit is lifted for this file.
const ctx = fileTestContext({ env: { RATE_LIMIT_PER_MINUTE: "1000000" } });
const kit = stockKit(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
  await kit.setDelivery({ slotCapacity: { morning: 1_000_000, afternoon: 1_000_000, evening: 1_000_000 } });
});

describe("stock adjustments during sales", () => {
  it(`${ORDERS} orders and 15 staff deltas at once on two SKUs: stock = start + applied deltas - sold (x${ROUNDS})`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const [a, b] = [await kit.sku({ price: 2000, stock: 12 }), await kit.sku({ price: 2000, stock: 12 })];
      const lines = [
        { skuId: b, qty: 1 },
        { skuId: a, qty: 1 },
      ];
      const quote = await kit.quote({ lines, emirate: "dubai", paymentMethod: "cod" });
      const contact = { ...GUEST_CONTACT, email: `race-${round}@example.com` };
      const order = kit.guestOrder({
        contact,
        lines,
        deliveryDate: dubaiDate(2),
        expectedTotal: quote.json().responceObj.total,
      });
      const deltas = [...Array(10).fill(3), ...Array(5).fill(-2)] as number[];

      const [orders, adjustments] = await Promise.all([
        Promise.all(
          Array.from({ length: ORDERS }, () => kit.placeOrder({ ...order, idempotencyKey: crypto.randomUUID() })),
        ),
        Promise.all(
          deltas.map((delta, i) =>
            kit.adjust(manager, { skuId: i % 2 ? a : b, delta, reason: delta > 0 ? "received" : "damaged" }),
          ),
        ),
      ]);

      const sold = orders.filter((r) => r.statusCode === 200).length;
      for (const r of orders) if (r.statusCode !== 200) expect(r.json().errorList[0].errorCode).toBe("OUT_OF_STOCK");
      for (const r of adjustments) {
        if (r.statusCode !== 200) expect(r.json().errorList[0].errorCode, r.body).toBe("OUT_OF_STOCK");
      }
      // Some orders and some deltas went through (the rest ran into an empty shelf, cleanly).
      expect(sold).toBeGreaterThan(0);
      expect(adjustments.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
      for (const skuId of [a, b]) {
        const applied = (await kit.movements(skuId)).reduce((sum, m) => sum + m.delta, 0);
        const [line] = await kit.rows<{ n: number }>(
          sql`select coalesce(sum(qty), 0)::int as n from order_lines where sku_id = ${skuId}`,
        );
        expect(Number(line!.n), `round ${round}`).toBe(sold);
        expect(await kit.stock(skuId), `round ${round}, SKU ${skuId}`).toBe(12 + applied - sold);
        const audits = await kit.audits(skuId);
        expect(audits).toHaveLength((await kit.movements(skuId)).length);
      }
    }
  });
});
