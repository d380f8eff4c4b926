import { formatMoney } from "@shop/shared";
import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api/api-error";
import { errorCodeOf } from "./checkout-api";
import { failureText } from "./checkout-failure";

/** The error codes of a discount code that is not (or no longer) valid (issue 16). */
export function isDiscountFailure(error: unknown): boolean {
  return errorCodeOf(error)?.startsWith("DISCOUNT_") === true;
}

/**
 * What to say beside the code field: a DISCOUNT_* code in the shopper's language (its errors.<CODE> text), else
 * the usual failure text (no connection, too many attempts, the server's message).
 */
export function discountFailureText(t: TFunction, i18n: { exists(key: string): boolean }, error: unknown): string {
  const code = errorCodeOf(error);
  if (code?.startsWith("DISCOUNT_")) {
    // DISCOUNT_MIN_NOT_MET carries the minimum (fils) beside errorList: the text may name it as {{amount}}.
    const minimum = error instanceof ApiError ? error.extra.minSubtotal : undefined;
    const values = typeof minimum === "number" ? { amount: formatMoney(minimum) } : {};
    for (const key of [`checkout.errors.codes.${code}`, `errors.${code}`]) if (i18n.exists(key)) return t(key, values);
  }
  return failureText(t, error);
}
