import { describe, expect, it } from "vitest";
import { vatPart } from "./delivery";
import { type RefundBasis, refundFigures } from "./refund-figures";

/** Issue 15: a refund's figures from an order's frozen prices (the server's and the refund panel's one function). */

const basis = (refunded: Partial<RefundBasis> = {}): RefundBasis => ({
  lines: [
    { orderLineId: 1, unitNet: 1000, qty: 3, vat: vatPart(3000), refundedQty: 0, refundedVat: 0 },
    { orderLineId: 2, unitNet: 1999, qty: 1, vat: vatPart(1999), refundedQty: 0, refundedVat: 0 },
  ],
  charges: 1500,
  chargesRefunded: 0,
  total: 3000 + 1999 + 1500,
  vat: vatPart(6499),
  refunded: 0,
  refundedVat: 0,
  ...refunded,
});

describe("refundFigures", () => {
  it("a line's units at its net price, VAT counted over what was refunded of it before", () => {
    const first = refundFigures(basis(), { lines: [{ orderLineId: 1, qty: 1 }] });
    expect(first).toEqual({
      ok: true,
      figures: {
        lines: [{ orderLineId: 1, qty: 1, amount: 1000, vat: 48 }],
        charges: 0,
        chargesVat: 0,
        amount: 1000,
        vat: 48,
        completes: false,
      },
    });
    const second = basis();
    second.lines[0]!.refundedQty = 1;
    second.lines[0]!.refundedVat = 48;
    const next = refundFigures(second, { lines: [{ orderLineId: 1, qty: 1 }] });
    expect(next.ok && next.figures.vat).toBe(vatPart(2000) - vatPart(1000));
  });

  it("everything: every unit left and the charges; the order's VAT nets to zero", () => {
    const all = refundFigures(basis(), { everything: true });
    expect(all.ok && all.figures).toMatchObject({ amount: 6499, vat: vatPart(6499), charges: 1500, completes: true });
  });

  it("refuses more than is left of a line, charges twice, an unknown line, nothing, more than the order's total", () => {
    const used = basis({ chargesRefunded: 1500, refunded: 1500 });
    expect(refundFigures(basis(), { lines: [{ orderLineId: 1, qty: 4 }] })).toMatchObject({
      ok: false,
      problem: { kind: "too_many", field: "lines.0.qty", left: 3 },
    });
    expect(refundFigures(used, { charges: true })).toMatchObject({ ok: false, problem: { kind: "charges_refunded" } });
    expect(refundFigures(basis(), { lines: [{ orderLineId: 9, qty: 1 }] })).toMatchObject({
      ok: false,
      problem: { kind: "unknown_line", field: "lines.0" },
    });
    expect(refundFigures(basis(), {})).toMatchObject({ ok: false, problem: { kind: "nothing" } });
    expect(refundFigures(basis({ refunded: 6000 }), { lines: [{ orderLineId: 1, qty: 1 }] })).toMatchObject({
      ok: false,
      problem: { kind: "over_total", left: 499 },
    });
  });
});
