import { beforeAll, describe, expect, it } from "vitest";
import { fileTestContext } from "../../../../test/support/test-app";
import type { Headers } from "../../../../test/testkits/orders.testkit";
import { refundsKit } from "../../../../test/testkits/refunds.testkit";

/**
 * Issue 15: refunds at the same time never give back more than is left. Each refund is decided under the order's
 * row lock, so the second sees the first. On PostgreSQL (DATABASE_URL) the requests really overlap; PGlite is one
 * connection and runs them one after another, which checks the same arithmetic.
 */
const ctx = fileTestContext({ env: { RATE_LIMIT_PER_MINUTE: "1000000" } });
const k = refundsKit(ctx);
let staff: Headers[];
beforeAll(async () => {
  staff = [await k.staff("ROLE_ADMIN"), await k.staff("ROLE_MANAGER")];
});

const counts = (responses: Array<{ statusCode: number; json(): { errorList?: Array<{ errorCode: string }> } }>) => {
  const out: Record<string, number> = {};
  for (const r of responses) {
    const key = r.statusCode === 200 ? "200" : `${r.statusCode} ${r.json().errorList?.[0]?.errorCode}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
};

describe("refunds under concurrency", () => {
  it("issue 15: 12 simultaneous refunds of one unit of a 4-unit line: exactly 4 are made, the rest CONFLICT", async () => {
    const order = await k.deliveredCod([{ price: 2375, qty: 4 }]);
    const sku = order.skus[0]!;
    const stock = await k.stock(sku);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        k.refund(staff[i % 2]!, {
          number: order.number,
          lines: [{ orderLineId: order.lineIds[0], qty: 1 }],
          restock: true,
        }),
      ),
    );
    expect(counts(responses)).toEqual({ "200": 4, "409 CONFLICT": 8 });
    expect(await k.refundedFils(order.number)).toBe(4 * 2375);
    expect(await k.stock(sku)).toBe(stock + 4);
    const rows = await k.refundRows(order.number);
    expect(rows).toHaveLength(4);
    expect(rows.reduce((sum, r) => sum + r.vat, 0)).toBe(Math.round((4 * 2375 * 5) / 105));
  });

  it("issue 15: 8 simultaneous full refunds and line refunds: never more than the order's total", async () => {
    const order = await k.deliveredCod([
      { price: 1000, qty: 2 },
      { price: 3000, qty: 1 },
    ]);
    const asks = [
      { everything: true },
      { lines: [{ orderLineId: order.lineIds[0], qty: 2 }] },
      { charges: true },
      { everything: true },
      { lines: [{ orderLineId: order.lineIds[1], qty: 1 }], charges: true },
      { everything: true },
      { lines: [{ orderLineId: order.lineIds[0], qty: 1 }] },
      { everything: true },
    ];
    const responses = await Promise.all(
      asks.map((ask, i) => k.refund(staff[i % 2]!, { number: order.number, restock: false, ...ask })),
    );
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const rows = await k.refundRows(order.number);
    const refunded = rows.reduce((sum, r) => sum + r.amount, 0);
    expect(refunded).toBeLessThanOrEqual(order.total);
    expect(await k.refundedFils(order.number)).toBe(refunded);
    // Whatever was left can still be refunded, and then the total is reached exactly.
    if (refunded < order.total) {
      expect((await k.refund(staff[0]!, { number: order.number, everything: true, restock: false })).statusCode).toBe(
        200,
      );
    }
    expect(await k.refundedFils(order.number)).toBe(order.total);
    expect((await k.order(order.number)).status).toBe("refunded");
  });
});
