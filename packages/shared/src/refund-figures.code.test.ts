import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { vatPart } from "./delivery";
import { type RefundBasis, type RefundBasisLine, refundFigures } from "./refund-figures";

// issue 16: a line with a share of a discount code refunds what it was charged, never more or less over partial refunds.

function basisOf(line: Omit<RefundBasisLine, "refundedQty" | "refundedVat">, charges = 0): RefundBasis {
  const net = line.unitNet * line.qty - (line.codeDiscount ?? 0);
  const total = net + charges;
  return {
    lines: [{ ...line, refundedQty: 0, refundedVat: 0 }],
    charges,
    chargesRefunded: 0,
    total,
    vat: vatPart(total),
    refunded: 0,
    refundedVat: 0,
  };
}

/** Refunds the line in the steps given (units each), updating the basis as the server would. */
function refundInSteps(basis: RefundBasis, steps: number[]) {
  let state = basis;
  const amounts: number[] = [];
  const vats: number[] = [];
  for (const qty of steps) {
    const line = state.lines[0]!;
    const result = refundFigures(state, { lines: [{ orderLineId: line.orderLineId, qty }] });
    if (!result.ok) throw new Error(JSON.stringify(result.problem));
    const [refunded] = result.figures.lines;
    amounts.push(refunded!.amount);
    vats.push(refunded!.vat);
    state = {
      ...state,
      lines: [{ ...line, refundedQty: line.refundedQty + qty, refundedVat: line.refundedVat + refunded!.vat }],
      refunded: state.refunded + result.figures.amount,
      refundedVat: state.refundedVat + result.figures.vat,
    };
  }
  return { amounts, vats };
}

describe("issue 16: refunds of lines with a discount code's share", () => {
  it("issue 16: partial refunds add up to exactly what the line was charged and its VAT, each step floor-cumulative", () => {
    fc.assert(
      fc.property(
        // At least 5 fils charged a unit, so every step refunds something (a zero refund is refused as "nothing").
        fc.integer({ min: 100, max: 300_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: 0, max: 0.95, noNaN: true }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 30 }),
        (unitNet, qty, fraction, rawSteps) => {
          const codeDiscount = Math.floor(unitNet * qty * fraction);
          const line = { orderLineId: 1, unitNet, qty, codeDiscount, vat: vatPart(unitNet * qty - codeDiscount) };
          // Steps of 1-5 units up to the line's quantity, the last one taking the rest.
          const steps: number[] = [];
          let left = qty;
          for (const step of rawSteps) {
            if (left <= 0) break;
            const take = Math.min(step, left);
            steps.push(take);
            left -= take;
          }
          if (left > 0) steps.push(left);
          const { amounts, vats } = refundInSteps(basisOf(line), steps);
          const net = unitNet * qty - codeDiscount;
          expect(amounts.reduce((s, a) => s + a, 0)).toBe(net);
          expect(vats.reduce((s, v) => s + v, 0)).toBe(line.vat);
          let r = 0;
          steps.forEach((k, i) => {
            expect(amounts[i]).toBe(Math.floor((net * (r + k)) / qty) - Math.floor((net * r) / qty));
            expect(amounts[i]).toBeGreaterThanOrEqual(0);
            r += k;
          });
        },
      ),
      { numRuns: 300, seed: 1617 },
    );
  });

  it("issue 16: 3 plants at 100.00 with 10.00 off the line refund 63.33, then 63.33, then 63.34", () => {
    const line = { orderLineId: 1, unitNet: 10_000, qty: 3, codeDiscount: 1_000, vat: vatPart(29_000) };
    expect(refundInSteps(basisOf(line, 2_000), [1, 1, 1]).amounts).toEqual([9_666, 9_667, 9_667]);
    // Without a code share, a unit refunds its unit net price, as before.
    const plain = { orderLineId: 1, unitNet: 10_000, qty: 3, vat: vatPart(30_000) };
    expect(refundInSteps(basisOf(plain), [2, 1]).amounts).toEqual([20_000, 10_000]);
  });
});
