import {
  type AdminRefundRequest,
  type RefundBasis,
  type RefundFigures,
  type RefundState,
  refundFigures,
  unitsLeft,
} from "@shop/shared";

/** What staff have chosen in the refund panel, before it becomes a request. */
export interface RefundChoice {
  everything: boolean;
  /** Units to refund per order line id (0: none). */
  qty: Record<number, number>;
  charges: boolean;
  restock: boolean;
  reason: string;
}

export const emptyChoice = (state: RefundState | null): RefundChoice => ({
  everything: false,
  qty: {},
  charges: false,
  restock: Boolean(state?.restockable),
  reason: "",
});

/** The refund figures' basis from the panel's state (the same function the server decides with). */
export function basisOf(state: RefundState): RefundBasis {
  return {
    lines: state.lines,
    charges: state.charges.total,
    chargesRefunded: state.charges.refunded,
    total: state.total,
    vat: state.vat,
    refunded: state.refunded,
    refundedVat: state.refundedVat,
  };
}

/** The lines with units chosen, in the order's order. */
function chosenLines(state: RefundState, choice: RefundChoice) {
  return state.lines
    .map((l) => ({ orderLineId: l.orderLineId, qty: Math.min(choice.qty[l.orderLineId] ?? 0, unitsLeft(l)) }))
    .filter((l) => l.qty > 0);
}

/** The request for the choice, or null when nothing is chosen. */
export function requestOf(number: string, state: RefundState, choice: RefundChoice): AdminRefundRequest | null {
  const lines = choice.everything ? [] : chosenLines(state, choice);
  if (!choice.everything && !lines.length && !choice.charges) return null;
  const reason = choice.reason.trim();
  return {
    number,
    ...(choice.everything ? { everything: true } : { lines, charges: choice.charges }),
    restock: choice.restock && state.restockable,
    ...(reason ? { reason } : {}),
  };
}

/** The amount the choice would refund (a preview: the server computes it again), or null. */
export function previewOf(state: RefundState, choice: RefundChoice): RefundFigures | null {
  const request = requestOf(state.number, state, choice);
  if (!request) return null;
  const result = refundFigures(basisOf(state), request);
  return result.ok ? result.figures : null;
}

/** A quantity typed in a line's box, kept between 0 and what is left of the line. */
export function clampQty(value: string, left: number): number {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? Math.max(0, Math.min(n, left)) : 0;
}
