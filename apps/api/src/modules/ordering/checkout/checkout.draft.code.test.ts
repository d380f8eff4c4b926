import { type DeliverySettings, defaultDeliverySettings, discountedPrice, paymentMethods, vatPart } from "@shop/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { UsableCode } from "../discounts/discounts.service";
import { type DraftContext, orderRows, priceDraft } from "./checkout.draft";
import type { SkuRow } from "./checkout.repo";

// issue 16: the discount maths as properties of the pure order draft (priceDraft, then the rows it writes).

const skuRow = fc.record({
  price: fc.integer({ min: 1, max: 400_000 }),
  discount: fc.integer({ min: 0, max: 80 }),
  qty: fc.integer({ min: 1, max: 12 }),
  categoryId: fc.integer({ min: 1, max: 5 }),
});
const codeArb: fc.Arbitrary<UsableCode> = fc
  .record({
    kind: fc.constantFrom("percent" as const, "fixed" as const),
    percent: fc.integer({ min: 1, max: 100 }),
    fils: fc.integer({ min: 1, max: 1_500_000 }),
    categoryIds: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 }), {
      nil: null,
    }),
    minSubtotal: fc.constantFrom(0, 10_000, 200_000),
  })
  .map((c) => ({
    id: 7,
    code: "TEST",
    applied: {
      kind: c.kind,
      value: c.kind === "percent" ? c.percent : c.fils,
      categoryIds: c.categoryIds,
      minSubtotal: c.minSubtotal,
    },
  }));
const settingsArb = fc.record({
  freeAbove: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
  codFee: fc.constantFrom(0, 500),
});

function context(total: number, paymentMethod: "cod" | "card"): DraftContext {
  return {
    orderId: 1,
    number: "BST-TEST-0001",
    userId: null,
    request: { deliveryDate: "2030-01-02", deliverySlot: "morning", paymentMethod, expectedTotal: total },
    contact: { name: "A", email: "a@example.com", mobile: "+971501234567" },
    address: {
      label: null,
      recipient: "A",
      emirate: "dubai",
      area: "X",
      street: "Y",
      building: "Z",
      apartment: null,
      landmark: null,
      mobile: "+971501234567",
      notes: null,
    },
    locale: "en",
    createdAt: new Date("2030-01-01T10:00:00Z"),
    holdExpiresAt: null,
  };
}

describe("issue 16: the order draft with a discount code", () => {
  it("issue 16: percent, fixed, minimum and category codes, with and without delivery and COD fee: the draft and its rows add up", () => {
    fc.assert(
      fc.property(
        fc.array(skuRow, { minLength: 1, maxLength: 6 }),
        codeArb,
        settingsArb,
        fc.constantFrom(...paymentMethods),
        (picked, code, s, paymentMethod) => {
          const settings: DeliverySettings = { ...defaultDeliverySettings, ...s };
          const skus = new Map<number, SkuRow>();
          const lines = picked.map((p, i) => {
            const skuId = i + 1;
            skus.set(skuId, {
              skuId,
              productId: 100 + skuId,
              code: `S-${skuId}`,
              potSize: null,
              potColour: null,
              price: p.price,
              discount: p.discount,
              stock: 100,
              active: true,
              name: `Plant ${skuId}`,
              categoryId: p.categoryId,
            });
            return { skuId, qty: p.qty };
          });
          const base = { lines, skus, settings, emirate: "dubai" as const, paymentMethod, code };
          const probe = priceDraft({ ...base, expectedTotal: -1 });
          if (!("failure" in probe)) throw new Error("a wrong expected total must fail");
          const failure = probe.failure as { code?: string; quote?: { total: number } };
          const covered = picked.filter(
            (p) => !code.applied.categoryIds || code.applied.categoryIds.includes(p.categoryId),
          );
          if (failure.code !== "PRICE_CHANGED") {
            // Only the code's own shortfalls (or an order above the ceiling) stop the draft before the total.
            expect(["DISCOUNT_MIN_NOT_MET", "DISCOUNT_INVALID", "ORDER_TOO_LARGE"]).toContain(failure.code);
            // No line it covers, or only lines that cost nothing after their own discount.
            if (failure.code === "DISCOUNT_INVALID") {
              expect(covered.every((p) => discountedPrice(p.price, p.discount) === 0)).toBe(true);
            }
            return;
          }
          const total = (probe.failure as unknown as { extra: { quote: { total: number } } }).extra.quote.total;
          const draft = priceDraft({ ...base, expectedTotal: total });
          if ("failure" in draft) throw draft.failure;
          const { quote } = draft;
          const discount = quote.discount ?? 0;
          expect(quote.lines.reduce((sum, l) => sum + (l.codeDiscount ?? 0), 0)).toBe(discount);
          expect(quote.total).toBe(quote.items - discount + quote.delivery + quote.codFee);
          expect(quote.vat).toBe(vatPart(quote.total));
          for (const l of quote.lines) {
            expect(l.lineTotal - (l.codeDiscount ?? 0)).toBeGreaterThanOrEqual(0);
            expect(l.vat).toBe(vatPart(l.lineTotal - (l.codeDiscount ?? 0)));
          }
          expect(quote.delivery).toBe(
            settings.freeAbove !== null && quote.items - discount >= settings.freeAbove ? 0 : settings.charges.dubai,
          );
          const rows = orderRows(quote, context(total, paymentMethod));
          expect(rows.order).toMatchObject({ discountFils: discount, discountCode: "TEST", totalFils: total });
          expect(rows.lines.reduce((sum, l) => sum + l.codeDiscountFils, 0)).toBe(discount);
          expect(JSON.parse(rows.orderJson)).toMatchObject({ discount, discountCode: "TEST", total });
        },
      ),
      { numRuns: 300, seed: 1618 },
    );
  });
});
