/**
 * Stripe's test cards and test PaymentMethods (docs.stripe.com/testing), as the stand-in of Stripe's API answers a
 * confirmation with them: a card that pays, and cards that are declined with Stripe's codes and messages.
 * Not a test file itself.
 */

export interface CardDecline {
  code: string;
  decline_code?: string;
  message: string;
}

const DECLINED: CardDecline = {
  code: "card_declined",
  decline_code: "generic_decline",
  message: "Your card was declined.",
};
const INSUFFICIENT: CardDecline = {
  code: "card_declined",
  decline_code: "insufficient_funds",
  message: "Your card has insufficient funds.",
};
const EXPIRED: CardDecline = { code: "expired_card", message: "Your card has expired." };
const BAD_CVC: CardDecline = { code: "incorrect_cvc", message: "Your card's security code is incorrect." };

/** Card number (digits only) -> decline; any other valid-looking number pays. */
const DECLINED_NUMBERS: Record<string, CardDecline> = {
  "4000000000000002": DECLINED,
  "4000000000009995": INSUFFICIENT,
  "4000000000000069": EXPIRED,
  "4000000000000127": BAD_CVC,
};

/** Test PaymentMethod ids -> decline (undefined: pays). */
const PAYMENT_METHODS: Record<string, CardDecline | undefined> = {
  pm_card_visa: undefined,
  pm_card_mastercard: undefined,
  pm_card_visa_chargeDeclined: DECLINED,
  pm_card_chargeDeclined: DECLINED,
  pm_card_visa_chargeDeclinedInsufficientFunds: INSUFFICIENT,
  pm_card_chargeDeclinedExpiredCard: EXPIRED,
  pm_card_chargeDeclinedIncorrectCvc: BAD_CVC,
};

export type ConfirmResult =
  | { outcome: "paid"; last4: string }
  | { outcome: "declined"; decline: CardDecline }
  | { outcome: "invalid"; message: string; param: string };

/**
 * What confirming with these form parameters does: `payment_method` (a test PaymentMethod id) or
 * `payment_method_data[card][number]` (a test card number, as Stripe.js sends it).
 */
export function confirmWith(params: Record<string, string>): ConfirmResult {
  const method = params.payment_method;
  if (method) {
    if (!(method in PAYMENT_METHODS)) {
      return { outcome: "invalid", message: `No such PaymentMethod: '${method}'`, param: "payment_method" };
    }
    const decline = PAYMENT_METHODS[method];
    return decline ? { outcome: "declined", decline } : { outcome: "paid", last4: "4242" };
  }
  const number = (params["payment_method_data[card][number]"] ?? "").replace(/\D/g, "");
  if (!number) {
    return {
      outcome: "invalid",
      message: "You must provide a payment_method or payment_method_data.",
      param: "payment_method",
    };
  }
  if (number.length < 13 || !luhn(number)) {
    return {
      outcome: "invalid",
      message: "Your card number is incorrect.",
      param: "payment_method_data[card][number]",
    };
  }
  const decline = DECLINED_NUMBERS[number];
  return decline ? { outcome: "declined", decline } : { outcome: "paid", last4: number.slice(-4) };
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
