/** The fixed error catalogue (DESIGN: "error codes"). The client shows a translated message per code. */
export const errorCodes = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  /** A verification or password-reset link that is unknown, used or expired. */
  LINK_INVALID: 400,
  /** An e-mailed link (newsletter confirmation or unsubscribe) that was already used. */
  LINK_USED: 409,
  /** An e-mailed link (newsletter confirmation or unsubscribe) past its expiry: ask for a new one. */
  LINK_EXPIRED: 410,
  INVALID_CREDENTIALS: 401,
  UNAUTHORIZED: 401,
  /** A two-step login challenge that is unknown, expired, used or out of tries: log in again with the password. */
  CHALLENGE_INVALID: 401,
  FORBIDDEN: 403,
  /** Staff disabled this account: it cannot log in (told only after the right password). */
  ACCOUNT_DISABLED: 403,
  /** A review of a product the shopper has not received (no delivered order with it). */
  NOT_ELIGIBLE: 403,
  /** An admin without two-step login while the shop requires it: staff calls are refused until it is set up. */
  TWO_STEP_REQUIRED: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  PRICE_CHANGED: 409,
  /** The payment provider refused a card refund (issue 15): nothing was refunded; the refund is kept as failed. */
  REFUND_FAILED: 409,
  /** Discount codes (issue 16): unknown or switched off / not yet started or ended / no uses left (overall or
   * for this shopper) / the eligible items do not reach the code's minimum. */
  DISCOUNT_INVALID: 422,
  DISCOUNT_EXPIRED: 422,
  DISCOUNT_LIMIT_REACHED: 409,
  DISCOUNT_MIN_NOT_MET: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** An order (quote or placeOrder) whose total is above MAX_ORDER_TOTAL_FILS: fewer items per order. */
  ORDER_TOO_LARGE: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export function statusOf(code: ErrorCode): number {
  return errorCodes[code];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && value in errorCodes;
}
