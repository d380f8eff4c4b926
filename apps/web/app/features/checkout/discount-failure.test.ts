import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api/api-error";
import { discountFailureText, isDiscountFailure } from "./discount-failure";

const failure = (errorCode: string, status = 422) =>
  new ApiError(errorCode, status, [
    { errorCode, errorDesc: "This code has expired.", suggesstion: "", field: "discountCode" },
  ]);
const t = ((key: string) => `t:${key}`) as unknown as TFunction;
const knowing = (...keys: string[]) => ({ exists: (key: string) => keys.includes(key) });

describe("issue 16: a discount code's errors beside its field", () => {
  it("DISCOUNT_* codes are the code's own failures; others are not", () => {
    expect(isDiscountFailure(failure("DISCOUNT_EXPIRED"))).toBe(true);
    expect(isDiscountFailure(failure("DISCOUNT_LIMIT_REACHED", 409))).toBe(true);
    expect(isDiscountFailure(failure("OUT_OF_STOCK", 409))).toBe(false);
    expect(isDiscountFailure(new Error("x"))).toBe(false);
  });

  it("shows the code's translated text by its error code, checkout's first, then the shop-wide one", () => {
    const expired = failure("DISCOUNT_EXPIRED");
    expect(discountFailureText(t, knowing("checkout.errors.codes.DISCOUNT_EXPIRED"), expired)).toBe(
      "t:checkout.errors.codes.DISCOUNT_EXPIRED",
    );
    expect(discountFailureText(t, knowing("errors.DISCOUNT_EXPIRED"), expired)).toBe("t:errors.DISCOUNT_EXPIRED");
    // No translation yet: the server's words rather than nothing.
    expect(discountFailureText(t, knowing(), expired)).toBe("This code has expired.");
  });

  it("a minimum not reached names the minimum in AED", () => {
    const below = new ApiError(
      "min",
      422,
      [{ errorCode: "DISCOUNT_MIN_NOT_MET", errorDesc: "", suggesstion: "", field: "discountCode" }],
      { minSubtotal: 15000 },
    );
    const tWith = ((key: string, values?: { amount?: string }) =>
      `${key} ${values?.amount ?? ""}`) as unknown as TFunction;
    expect(discountFailureText(tWith, knowing("errors.DISCOUNT_MIN_NOT_MET"), below)).toBe(
      "errors.DISCOUNT_MIN_NOT_MET AED 150.00",
    );
  });

  it("too many tries and no connection say so in the shopper's language", () => {
    expect(discountFailureText(t, knowing(), failure("RATE_LIMITED", 429))).toBe(
      "t:checkout.errors.codes.RATE_LIMITED",
    );
    expect(discountFailureText(t, knowing(), new ApiError("offline", 0))).toBe("t:checkout.errors.network");
  });
});
