import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../test/support/test-app";
import { checkoutKit, guest } from "../../../../test/testkits/checkout.testkit";
import { discountCodesKit } from "../../../../test/testkits/discount-codes.testkit";

/**
 * issue 16: a code's last uses under concurrency. PostgreSQL (DATABASE_URL) runs the size: 100 orders at
 * once for 5 uses left; PGlite is one connection (transactions run one at a time), so it runs a smaller version.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const RACERS = onPostgres ? 100 : 20;
const USES_LEFT = 5;

let ctx: TestContext;
const kit = checkoutKit(() => ctx);
const codes = discountCodesKit(kit);
beforeAll(async () => {
  // A hundred requests from one address within a minute: the per-IP rate limit is lifted for this file.
  ctx = await createTestContext({ env: { RATE_LIMIT_PER_MINUTE: "1000000" } });
  await kit.setDelivery({ slotCapacity: { morning: 1_000_000, afternoon: 1_000_000, evening: 1_000_000 } });
});
afterAll(() => ctx.close());

describe("issue 16: discount code usage limit under concurrency", () => {
  it(`issue 16: ${RACERS} simultaneous orders for a code with ${USES_LEFT} uses left: exactly ${USES_LEFT} discounted orders, DISCOUNT_LIMIT_REACHED for the rest, stock for all`, async () => {
    const sku = await kit.sku({ price: 10_000, stock: RACERS + 10 });
    const id = await codes.code({ code: "LASTFIVE", kind: "percent", value: 10, usageLimit: 20, used: 20 - USES_LEFT });
    const res = await kit.quote({ lines: [{ skuId: sku, qty: 1 }], emirate: "dubai", discountCode: "lastfive" });
    expect(res.statusCode, res.body).toBe(200);
    const total = (res.json() as { responceObj: { total: number } }).responceObj.total;
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        kit.placeOrder(
          kit.guestOrder({
            contact: guest(`race-code-${i}@example.com`),
            lines: [{ skuId: sku, qty: 1 }],
            discountCode: "LASTFIVE",
            expectedTotal: total,
          }),
        ),
      ),
    );
    const counts: Record<string, number> = {};
    for (const r of responses) {
      const key = r.statusCode === 200 ? "200" : `${r.statusCode} ${r.json().errorList?.[0]?.errorCode}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    expect(counts).toEqual({ "200": USES_LEFT, "409 DISCOUNT_LIMIT_REACHED": RACERS - USES_LEFT });
    expect(await codes.codeState(id)).toEqual({ used: 20, redemptions: USES_LEFT });
    const [orders] = await kit.rows<{ n: number; discounted: number }>(sql`
      select count(*)::int as n, count(*) filter (where discount_code = 'LASTFIVE' and discount_fils = 1000)::int
             as discounted
        from orders where email like 'race-code-%@example.com'`);
    expect(orders).toEqual({ n: USES_LEFT, discounted: USES_LEFT });
    // Only the placed orders took stock.
    expect(await kit.stock(sku)).toBe(RACERS + 10 - USES_LEFT);
  });
});
