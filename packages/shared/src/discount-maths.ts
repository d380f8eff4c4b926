/**
 * Discount code maths (issue 16), pure: what a code takes off an order and how that is spread over its lines.
 * The code discounts the eligible items (all, or the lines of its category and sub-categories): a percentage of
 * their subtotal rounded down to the fils, or a fixed amount (at most their subtotal). The minimum compares the
 * eligible subtotal before the code. The discount is spread over the eligible lines in proportion to their totals
 * by largest remainder, so the shares add up to the discount exactly and no line goes below zero.
 */

/** A code as the order is priced with it. */
export interface AppliedCode {
  /** percent or fixed (discount-codes.ts discountKinds). */
  kind: "percent" | "fixed";
  /** percent: 1-100; fixed: fils (VAT-inclusive). */
  value: number;
  /** Ids of the eligible categories (the code's category and its sub-categories); null: every line. */
  categoryIds: readonly number[] | null;
  /** The eligible subtotal must reach this (fils); 0 for none. */
  minSubtotal: number;
}

/** Why a code gives nothing on these lines: below its minimum, or no line it applies to. */
export type CodeShortfall = { kind: "min_not_met"; minSubtotal: number; eligible: number } | { kind: "no_eligible" };

export function isEligible(code: AppliedCode, categoryId: number | null | undefined): boolean {
  if (code.categoryIds === null) return true;
  return categoryId !== null && categoryId !== undefined && code.categoryIds.includes(categoryId);
}

/** The code's reduction of an eligible subtotal (fils): never more than the subtotal, never negative. */
export function codeDiscountOf(code: AppliedCode, eligibleSubtotal: number): number {
  if (eligibleSubtotal <= 0) return 0;
  const raw =
    code.kind === "percent"
      ? Math.floor((eligibleSubtotal * Math.min(100, Math.max(0, code.value))) / 100)
      : Math.max(0, code.value);
  return Math.min(raw, eligibleSubtotal);
}

/**
 * `discount` spread over `amounts` in proportion (largest remainder; ties to the earlier line): the shares add up
 * to `discount` and none exceeds its amount, as long as discount <= the sum of amounts.
 */
export function spreadDiscount(amounts: readonly number[], discount: number): number[] {
  const sum = amounts.reduce((s, a) => s + a, 0);
  if (sum <= 0 || discount <= 0) return amounts.map(() => 0);
  const d = Math.min(discount, sum);
  // BigInt keeps amount x discount exact above 2^53 (fils of large orders multiply to ~10^16).
  const exact = amounts.map((a) => {
    const product = BigInt(a) * BigInt(d);
    return { floor: Number(product / BigInt(sum)), remainder: Number(product % BigInt(sum)) };
  });
  const shares = exact.map((e) => e.floor);
  let left = d - shares.reduce((s, x) => s + x, 0);
  const order = exact.map((e, i) => ({ i, r: e.remainder })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

/**
 * Each line's share of the code and the discount in all, or why the code gives nothing (shortfall: the caller
 * answers DISCOUNT_MIN_NOT_MET or DISCOUNT_INVALID).
 */
export function applyCode(
  lines: ReadonlyArray<{ lineTotal: number; categoryId?: number | null }>,
  code: AppliedCode,
): { shares: number[]; discount: number; eligible: number; shortfall: CodeShortfall | null } {
  const eligibleTotals = lines.map((l) => (isEligible(code, l.categoryId) ? l.lineTotal : 0));
  const eligible = eligibleTotals.reduce((s, a) => s + a, 0);
  const anyEligible = lines.some((l) => isEligible(code, l.categoryId));
  if (!anyEligible || eligible <= 0) {
    return { shares: lines.map(() => 0), discount: 0, eligible, shortfall: { kind: "no_eligible" } };
  }
  if (eligible < code.minSubtotal) {
    const shortfall = { kind: "min_not_met" as const, minSubtotal: code.minSubtotal, eligible };
    return { shares: lines.map(() => 0), discount: 0, eligible, shortfall };
  }
  const discount = codeDiscountOf(code, eligible);
  return { shares: spreadDiscount(eligibleTotals, discount), discount, eligible, shortfall: null };
}
