import { vatPart } from "./delivery";

/**
 * The figures of a refund (issue 15), pure: the server computes what it refunds with it (never trusting a figure
 * from the client) and the back office shows the same amount before staff confirm.
 *
 * Amounts come from the order's frozen prices: a line refunds its unit net price (VAT-inclusive, after its
 * discount) times the units. VAT is taken the way checkout takes it (vatPart of an inclusive amount), counted over
 * what has been refunded of the line so far: the VAT of this refund is vatPart(refunded after) - vatPart(refunded
 * before), so refunding a line unit by unit gives back exactly the VAT of refunding it at once, and a line refunded
 * in full gives back its own VAT to the fils. A line with a share of a discount code (issue 16) refunds what it was
 * charged: its net (unitNet x qty - codeDiscount) spread over its units cumulatively, floor(net x (r + k) / qty) -
 * floor(net x r / qty) for k more units after r, so partial refunds add up to the net exactly. The delivery charge and COD fee are refunded whole (what is left of
 * them). A refund that leaves nothing more to refund takes the rest of the order's VAT, so a fully refunded order's
 * VAT nets to zero although the order's VAT (vatPart of its total) may differ by rounding from its lines' sum.
 */

export interface RefundBasisLine {
  orderLineId: number;
  /** Price of one unit after its discount, VAT-inclusive, fils. */
  unitNet: number;
  qty: number;
  /** The line's own VAT as ordered. */
  vat: number;
  /** The line's share of the order's discount code (issue 16); 0 or absent without one. */
  codeDiscount?: number;
  /** Units already refunded or being refunded (pending and succeeded refunds). */
  refundedQty: number;
  refundedVat: number;
}

/** What is already refunded of an order (pending and succeeded refunds count; failed ones do not). */
export interface RefundBasis {
  lines: readonly RefundBasisLine[];
  /** Delivery charge plus COD fee of the order, and what of it is refunded already. */
  charges: number;
  chargesRefunded: number;
  total: number;
  vat: number;
  refunded: number;
  refundedVat: number;
}

export interface RefundAsk {
  /** Everything that is left: every line's remaining units and the charges. */
  everything?: boolean;
  lines?: ReadonlyArray<{ orderLineId: number; qty: number }>;
  /** The delivery charge and COD fee (what is left of them). */
  charges?: boolean;
}

export interface RefundFigures {
  lines: Array<{ orderLineId: number; qty: number; amount: number; vat: number }>;
  charges: number;
  chargesVat: number;
  amount: number;
  vat: number;
  /** Nothing is left to refund after this one. */
  completes: boolean;
}

/** Why a refund cannot be made as asked, with the field it concerns. */
export type RefundProblem =
  | { kind: "nothing"; field: "lines" }
  | { kind: "unknown_line"; field: string; orderLineId: number }
  | { kind: "too_many"; field: string; orderLineId: number; left: number }
  | { kind: "charges_refunded"; field: "charges" }
  | { kind: "over_total"; field: "lines"; left: number };

/** Units of a line not refunded yet. */
export const unitsLeft = (line: RefundBasisLine) => Math.max(0, line.qty - line.refundedQty);

/** What is left to refund of the order, fils. */
export const amountLeft = (basis: RefundBasis) => Math.max(0, basis.total - basis.refunded);

/** What the first `units` units of a line were charged, fils: its net after the code, spread cumulatively. */
export function chargedFor(line: Pick<RefundBasisLine, "unitNet" | "qty" | "codeDiscount">, units: number): number {
  const share = line.codeDiscount ?? 0;
  if (!share) return line.unitNet * units;
  const net = line.unitNet * line.qty - share;
  if (units >= line.qty) return net;
  // BigInt: net x units can pass 2^53 on the largest orders.
  return Number((BigInt(net) * BigInt(units)) / BigInt(line.qty));
}

/** The amount of refunding `qty` more units of a line, counted over what was refunded before. */
function lineAmount(line: RefundBasisLine, qty: number): number {
  return chargedFor(line, line.refundedQty + qty) - chargedFor(line, line.refundedQty);
}

/** The VAT part of refunding `qty` more units of a line, counted over what was refunded before. */
function lineVat(line: RefundBasisLine, qty: number): number {
  if (line.refundedQty + qty >= line.qty) return line.vat - line.refundedVat;
  return vatPart(chargedFor(line, line.refundedQty + qty)) - vatPart(chargedFor(line, line.refundedQty));
}

/** The figures of refunding `ask` of an order in the state `basis`, or why it cannot be. */
export function refundFigures(
  basis: RefundBasis,
  ask: RefundAsk,
): { ok: true; figures: RefundFigures } | { ok: false; problem: RefundProblem } {
  const byId = new Map(basis.lines.map((line) => [line.orderLineId, line]));
  const wanted = ask.everything
    ? basis.lines.filter((l) => unitsLeft(l) > 0).map((l) => ({ orderLineId: l.orderLineId, qty: unitsLeft(l) }))
    : (ask.lines ?? []);
  const lines: RefundFigures["lines"] = [];
  for (const [index, want] of wanted.entries()) {
    const line = byId.get(want.orderLineId);
    const field = `lines.${index}`;
    if (!line) return { ok: false, problem: { kind: "unknown_line", field, orderLineId: want.orderLineId } };
    if (want.qty > unitsLeft(line)) {
      const left = unitsLeft(line);
      return { ok: false, problem: { kind: "too_many", field: `${field}.qty`, orderLineId: line.orderLineId, left } };
    }
    lines.push({
      orderLineId: line.orderLineId,
      qty: want.qty,
      amount: lineAmount(line, want.qty),
      vat: lineVat(line, want.qty),
    });
  }
  const chargesLeft = Math.max(0, basis.charges - basis.chargesRefunded);
  const wantsCharges = ask.everything ? chargesLeft > 0 : Boolean(ask.charges);
  if (wantsCharges && !ask.everything && chargesLeft === 0) {
    return { ok: false, problem: { kind: "charges_refunded", field: "charges" } };
  }
  const charges = wantsCharges ? chargesLeft : 0;
  const chargesVat = charges ? vatPart(basis.chargesRefunded + charges) - vatPart(basis.chargesRefunded) : 0;
  const amount = lines.reduce((sum, l) => sum + l.amount, 0) + charges;
  if (amount === 0) return { ok: false, problem: { kind: "nothing", field: "lines" } };
  const left = amountLeft(basis);
  if (amount > left) return { ok: false, problem: { kind: "over_total", field: "lines", left } };
  const refundedAfter = new Map(lines.map((l) => [l.orderLineId, l.qty]));
  const completes =
    basis.lines.every((l) => l.refundedQty + (refundedAfter.get(l.orderLineId) ?? 0) >= l.qty) &&
    basis.chargesRefunded + charges >= basis.charges;
  const partsVat = lines.reduce((sum, l) => sum + l.vat, 0) + chargesVat;
  const vat = completes ? Math.min(amount, Math.max(0, basis.vat - basis.refundedVat)) : partsVat;
  return { ok: true, figures: { lines, charges, chargesVat, amount, vat, completes } };
}
