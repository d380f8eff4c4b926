import type { TFunction } from "i18next";
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
    for (const key of [`checkout.errors.codes.${code}`, `errors.${code}`]) if (i18n.exists(key)) return t(key);
  }
  return failureText(t, error);
}
