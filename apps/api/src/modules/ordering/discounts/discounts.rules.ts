import { type AppliedCode, type CodeShortfall, formatMoney } from "@shop/shared";
import { AppError } from "../../../lib/app-error";
import type { CodeRow } from "./discounts.repo";

/**
 * The rules of a discount code at checkout (issue 16), pure: whether the code can be used now by this shopper,
 * and the error the shopper gets when not (field "discountCode", in words a shopper understands; the web shows
 * its own translation by code).
 */

const FIELD = "discountCode";

/** Codes are stored trimmed and upper-cased: what the shopper typed, as compared. */
export const normaliseCode = (typed: string) => typed.trim().toUpperCase();

export const invalidCode = () =>
  new AppError("DISCOUNT_INVALID", "This discount code is not valid.", "Check the code and try again.", FIELD);

const notApplicable = () =>
  new AppError(
    "DISCOUNT_INVALID",
    "This discount code does not apply to the items in your cart.",
    "Check which products the offer covers.",
    FIELD,
  );

const expired = () =>
  new AppError("DISCOUNT_EXPIRED", "This discount code has expired.", "Remove it to place your order.", FIELD);

const usedUp = () =>
  new AppError(
    "DISCOUNT_LIMIT_REACHED",
    "This discount code has been used up.",
    "Remove it to place your order.",
    FIELD,
  );

const usedByShopper = () =>
  new AppError(
    "DISCOUNT_LIMIT_REACHED",
    "You have already used this discount code as many times as it allows.",
    "Remove it to place your order.",
    FIELD,
  );

const at = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/** Why the code cannot be used now (see claim order: unknown or inactive, dates, uses), or null. */
export function codeProblem(row: CodeRow | null): AppError | null {
  if (!row?.active) return invalidCode();
  const now = at(row.now);
  // Not started yet reads as "not valid": an expired message would be wrong, a date would leak the campaign.
  if (row.startsAt !== null && at(row.startsAt) > now) return invalidCode();
  if (row.endsAt !== null && at(row.endsAt) <= now) return expired();
  if (row.usageLimit !== null && row.used >= row.usageLimit) return usedUp();
  if (row.perCustomerLimit !== null && row.shopperUses >= row.perCustomerLimit) return usedByShopper();
  return null;
}

/** The per-shopper limit after the use was claimed (the count is of committed redemptions). */
export function shopperLimitProblem(perCustomerLimit: number | null, uses: number): AppError | null {
  return perCustomerLimit !== null && uses >= perCustomerLimit ? usedByShopper() : null;
}

/** DISCOUNT_MIN_NOT_MET, with the minimum beside errorList so the page names it in the shopper's currency. */
export class MinimumNotMet extends AppError {
  constructor(
    readonly minSubtotal: number,
    eligible: number,
  ) {
    super(
      "DISCOUNT_MIN_NOT_MET",
      `This discount code needs at least ${formatMoney(minSubtotal)} of eligible items; you have ${formatMoney(eligible)}.`,
      "Add more items, or remove the code.",
      FIELD,
    );
  }

  override body() {
    return { ...super.body(), minSubtotal: this.minSubtotal };
  }
}

/** The code's maths reported a shortfall: below its minimum, or no line it covers. */
export function shortfallProblem(shortfall: CodeShortfall): AppError {
  if (shortfall.kind === "no_eligible") return notApplicable();
  return new MinimumNotMet(shortfall.minSubtotal, shortfall.eligible);
}

/** The code as the order's figures take it (priceOrder). */
export function appliedOf(row: CodeRow): AppliedCode {
  return { kind: row.kind, value: row.value, categoryIds: row.categoryIds, minSubtotal: row.minSubtotal };
}
