import { defaultDeliverySettings, type Emirate, emirates } from "@shop/shared";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../test/support/test-app";
import { checkoutKit, GUEST_CONTACT } from "../../../../test/testkits/checkout.testkit";

/**
 * Property: whatever a client adds to the request (prices, discounts, quantities in other fields, delivery
 * charges, totals), the server charges what the database says. Extra fields are stripped; a wrong
 * expectedTotal is PRICE_CHANGED, never a different charge.
 */
let ctx: TestContext;
const kit = checkoutKit(() => ctx);
/** SKUs with known prices and discounts (fils, %). */
const catalogue: Array<{ skuId: number; price: number; discount: number }> = [];

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_PER_MINUTE: "1000000" } });
  for (const [price, discount] of [
    [1999, 0],
    [3333, 15],
    [12500, 30],
    [705, 10],
    [45000, 25],
  ] as const) {
    catalogue.push({ skuId: await kit.sku({ price, discount, stock: 1_000_000 }), price, discount });
  }
});
afterAll(() => ctx.close());

/** The charge computed here from first principles (SPEC 9 cart total, DESIGN delivery and taxes). */
function expectedCharge(lines: Array<{ skuId: number; qty: number }>, emirate: Emirate, method: "cod" | "card") {
  const items = lines.reduce((sum, line) => {
    const sku = catalogue.find((s) => s.skuId === line.skuId)!;
    return sum + Math.round((sku.price * (100 - sku.discount)) / 100) * line.qty;
  }, 0);
  const s = defaultDeliverySettings;
  const delivery = s.freeAbove !== null && items >= s.freeAbove ? 0 : s.charges[emirate];
  const total = items + delivery + (method === "cod" ? s.codFee : 0);
  return { items, delivery, total, vat: Math.round((total * 5) / 105) };
}

const tamperNames = [
  "price",
  "unitPrice",
  "unitNet",
  "discount",
  "discountPct",
  "lineTotal",
  "vat",
  "quantity",
  "qtyOverride",
  "amount",
  "total",
  "items",
  "delivery",
  "deliveryCharge",
  "deliveryFee",
  "codFee",
  "charge",
  "freeAbove",
  "stock",
] as const;
const tamperValue = fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.constantFrom(0, 1, -1, "0", null));
const tamper = fc.dictionary(fc.constantFrom(...tamperNames), tamperValue, { maxKeys: 6 });

const order = fc.record({
  lines: fc.uniqueArray(
    fc.record({ index: fc.integer({ min: 0, max: 4 }), qty: fc.integer({ min: 1, max: 6 }), extra: tamper }),
    { minLength: 1, maxLength: 4, selector: (l) => l.index },
  ),
  extra: tamper,
  emirate: fc.constantFrom(...emirates),
  paymentMethod: fc.constantFrom("cod" as const, "card" as const),
  /** 0: send the right total; otherwise the right total plus this (a shopper shown another figure). */
  offBy: fc.oneof(fc.constant(0), fc.integer({ min: -50_000, max: 50_000 })),
});

describe("tampered requests never change what is charged", () => {
  it("quote: any price, discount, quantity or delivery field sent along is ignored", async () => {
    await fc.assert(
      fc.asyncProperty(order, async ({ lines, extra, emirate, paymentMethod }) => {
        const sent = lines.map((l) => ({ ...l.extra, skuId: catalogue[l.index]!.skuId, qty: l.qty }));
        const res = await kit.quote({ ...extra, lines: sent, emirate, paymentMethod });
        expect(res.statusCode, res.body).toBe(200);
        const want = expectedCharge(sent, emirate, paymentMethod);
        expect(res.json().responceObj).toMatchObject(want);
      }),
      { numRuns: 60 },
    );
  });

  it("placeOrder: the order is charged the database's total, or refused with PRICE_CHANGED and nothing placed", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(order, async ({ lines, extra, emirate, offBy }) => {
        run++;
        const email = `prop-${run}-${Date.now()}@example.com`;
        const sent = lines.map((l) => ({ ...l.extra, skuId: catalogue[l.index]!.skuId, qty: l.qty }));
        const want = expectedCharge(sent, emirate, "cod");
        const expectedTotal = Math.max(0, want.total + offBy);
        const res = await kit.placeOrder(
          kit.guestOrder({
            ...extra,
            contact: { ...GUEST_CONTACT, email },
            address: { ...(kit.guestOrder().address as object), emirate, ...extra },
            lines: sent,
            paymentMethod: "cod",
            expectedTotal,
          }),
        );
        if (expectedTotal === want.total) {
          expect(res.statusCode, res.body).toBe(200);
          const placed = res.json().responceObj.order;
          expect(placed).toMatchObject({ ...want, codFee: defaultDeliverySettings.codFee, emirate });
          const [row] = await kit.rows<{ total: number; items: number }>(
            sql`select total_fils as total, items_fils as items from orders where email = ${email}`,
          );
          expect(row).toEqual({ total: want.total, items: want.items });
        } else {
          expect(res.statusCode, res.body).toBe(409);
          const body = res.json();
          expect(body.errorList[0].errorCode).toBe("PRICE_CHANGED");
          expect(body.quote).toMatchObject(want);
          expect(await kit.ordersTo(email)).toBe(0);
        }
      }),
      { numRuns: 40 },
    );
    // Stock moved only by the orders placed.
    const [sold] = await kit.rows<{ n: number }>(sql`
      select coalesce(sum(l.qty), 0)::int as n from order_lines l join orders o on o.id = l.order_id
       where o.email like 'prop-%'`);
    const [left] = await kit.rows<{ n: number }>(sql`
      select sum(1000000 - stock)::int as n from skus where id = any(${`{${catalogue.map((c) => c.skuId).join(",")}}`}::int[])`);
    expect(left?.n).toBe(sold?.n);
  });
});
