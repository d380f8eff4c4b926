import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultDeliverySettings, vatPart } from "./delivery";
import { type AppliedCode, codeDiscountOf, spreadDiscount } from "./discount-maths";
import { paymentMethods, priceOrder } from "./orders";

// issue 16: the discount maths as properties of the pure order figures (priceOrder), fixed seed so a failure repeats.
const runs = { numRuns: 400, seed: 1616 };

const line = fc.record({
  unitPrice: fc.integer({ min: 1, max: 500_000 }),
  discount: fc.integer({ min: 0, max: 90 }),
  qty: fc.integer({ min: 1, max: 20 }),
  categoryId: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
});
const code: fc.Arbitrary<AppliedCode> = fc.record({
  kind: fc.constantFrom("percent" as const, "fixed" as const),
  value: fc.integer({ min: 1, max: 100 }),
  categoryIds: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }), {
    nil: null,
  }),
  minSubtotal: fc.constantFrom(0, 0, 5_000, 50_000, 300_000),
});
// Fixed amounts in fils: small and large against the items.
const codeWithAmount = fc
  .tuple(code, fc.integer({ min: 1, max: 2_000_000 }))
  .map(([c, fils]) => (c.kind === "fixed" ? { ...c, value: fils } : c));
const settings = fc.record({
  freeAbove: fc.option(fc.integer({ min: 0, max: 400_000 }), { nil: null }),
  codFee: fc.constantFrom(0, 500, 1_000),
});

describe("DESIGN discount codes (issue 16): the order's figures with a code", () => {
  it("shares add up to the discount, no line below zero, VAT per line of its net, total = items - discount + delivery + COD fee", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        codeWithAmount,
        settings,
        fc.constantFrom(...paymentMethods),
        (lines, c, s, method) => {
          const deliverySettings = { ...defaultDeliverySettings, ...s };
          const f = priceOrder(lines, deliverySettings, "sharjah", method, c);
          const shares = f.lines.reduce((sum, l) => sum + l.codeDiscount, 0);
          expect(shares).toBe(f.discount);
          const eligible = f.lines
            .filter((l) => c.categoryIds === null || (l.categoryId !== null && c.categoryIds.includes(l.categoryId)))
            .reduce((sum, l) => sum + l.lineTotal, 0);
          expect(f.discount).toBeLessThanOrEqual(eligible);
          for (const l of f.lines) {
            expect(l.codeDiscount).toBeGreaterThanOrEqual(0);
            expect(l.lineTotal - l.codeDiscount).toBeGreaterThanOrEqual(0);
            expect(l.vat).toBe(vatPart(l.lineTotal - l.codeDiscount));
            const covered = c.categoryIds === null || (l.categoryId !== null && c.categoryIds.includes(l.categoryId));
            if (!covered) expect(l.codeDiscount).toBe(0);
          }
          // The minimum compares the eligible subtotal before the code; below it nothing is taken off.
          if (eligible < c.minSubtotal || eligible === 0) {
            expect(f.discount).toBe(0);
            expect(f.codeShortfall).not.toBeNull();
          } else {
            expect(f.codeShortfall).toBeNull();
            const expected =
              c.kind === "percent" ? Math.floor((eligible * c.value) / 100) : Math.min(c.value, eligible);
            expect(f.discount).toBe(expected);
          }
          // The free-delivery threshold compares the items after the code.
          const after = f.items - f.discount;
          const free = deliverySettings.freeAbove !== null && after >= deliverySettings.freeAbove;
          expect(f.delivery).toBe(free ? 0 : deliverySettings.charges.sharjah);
          expect(f.codFee).toBe(method === "cod" ? deliverySettings.codFee : 0);
          expect(f.total).toBe(f.items - f.discount + f.delivery + f.codFee);
          expect(f.vat).toBe(vatPart(f.total));
        },
      ),
      runs,
    );
  });

  it("without a code the figures are as before: no discount, no shares", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), (lines) => {
        const f = priceOrder(lines, defaultDeliverySettings, "dubai", "cod");
        expect(f.discount).toBe(0);
        expect(f.codeShortfall).toBeNull();
        expect(f.lines.every((l) => l.codeDiscount === 0 && l.vat === vatPart(l.lineTotal))).toBe(true);
        expect(f.total).toBe(f.items + f.delivery + f.codFee);
      }),
      runs,
    );
  });

  it("spreading: in proportion, exact sum, each share within one fils of its exact part", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (amounts, wanted) => {
          const sum = amounts.reduce((s, a) => s + a, 0);
          const d = Math.min(wanted, sum);
          const shares = spreadDiscount(amounts, d);
          expect(shares.reduce((s, x) => s + x, 0)).toBe(sum === 0 ? 0 : d);
          shares.forEach((share, i) => {
            expect(share).toBeLessThanOrEqual(amounts[i]!);
            if (sum > 0) expect(Math.abs(share - (amounts[i]! * d) / sum)).toBeLessThan(1);
          });
        },
      ),
      runs,
    );
  });

  it("examples: 10 % of 199.99 rounds down; a fixed amount stops at the eligible subtotal", () => {
    const percent: AppliedCode = { kind: "percent", value: 10, categoryIds: null, minSubtotal: 0 };
    expect(codeDiscountOf(percent, 19_999)).toBe(1_999);
    expect(codeDiscountOf({ ...percent, kind: "fixed", value: 50_000 }, 12_000)).toBe(12_000);
    // Three equal lines share 100 fils as 34 + 33 + 33 (the earliest takes the extra fils).
    expect(spreadDiscount([1_000, 1_000, 1_000], 100)).toEqual([34, 33, 33]);
    const f = priceOrder(
      [
        { unitPrice: 10_000, discount: 0, qty: 1, categoryId: 1 },
        { unitPrice: 5_000, discount: 0, qty: 2, categoryId: 2 },
      ],
      defaultDeliverySettings,
      "dubai",
      "card",
      { kind: "percent", value: 20, categoryIds: [2], minSubtotal: 10_000 },
    );
    expect(f.lines.map((l) => l.codeDiscount)).toEqual([0, 2_000]);
    expect(f.lines.map((l) => l.vat)).toEqual([vatPart(10_000), vatPart(8_000)]);
    expect(f).toMatchObject({ items: 20_000, discount: 2_000, total: 18_000 + f.delivery });
  });
});
