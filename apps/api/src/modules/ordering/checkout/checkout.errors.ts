import {
  type CheckoutQuote,
  type ErrorCode,
  type ErrorItem,
  formatMoney,
  MAX_ORDER_TOTAL_FILS,
  type PaymentMethod,
} from "@shop/shared";
import { AppError } from "../../../lib/app-error";

/**
 * A checkout failure whose answer carries more than one errorList item and extra fields beside errorList
 * (PRICE_CHANGED: `quote`; OUT_OF_STOCK: `unavailable`); the one error handler sends its body whole.
 */
export class CheckoutFailure extends AppError {
  constructor(
    code: ErrorCode,
    readonly items: ErrorItem[],
    readonly extra: Record<string, unknown>,
  ) {
    const first = items[0];
    super(code, first?.errorDesc ?? code, first?.suggesstion ?? "", first?.field);
  }

  override body() {
    return { status: "FAILURE" as const, errorList: this.items, ...this.extra };
  }
}

export interface Unavailable {
  skuId: number;
  name: string | null;
  requested: number;
  /** Units that can be ordered now (0: sold out, withdrawn or unknown). */
  available: number;
}

/** OUT_OF_STOCK (409): one errorList item per line that cannot be had (field "skuId"), and `unavailable`. */
export function outOfStock(lines: Unavailable[]): CheckoutFailure {
  const items = lines.map<ErrorItem>((line) => {
    const what = line.name ?? `Item ${line.skuId}`;
    return {
      errorCode: "OUT_OF_STOCK",
      errorDesc:
        line.available > 0
          ? `Only ${line.available} of ${what} left in stock (you asked for ${line.requested}).`
          : `${what} is sold out.`,
      suggesstion: line.available > 0 ? "Lower the quantity and try again." : "Remove it from your cart to continue.",
      field: "skuId",
    };
  });
  return new CheckoutFailure("OUT_OF_STOCK", items, { unavailable: lines });
}

/** PRICE_CHANGED (409): the total differs from what the shopper saw; `quote` holds the figures now. */
export function priceChanged(expectedTotal: number, quote: CheckoutQuote): CheckoutFailure {
  return new CheckoutFailure(
    "PRICE_CHANGED",
    [
      {
        errorCode: "PRICE_CHANGED",
        errorDesc: `The total is now ${quote.total} fils, not ${expectedTotal}: prices, stock or delivery changed.`,
        suggesstion: "Check the new total and place the order again.",
        field: "expectedTotal",
      },
    ],
    { quote },
  );
}

/**
 * ORDER_TOO_LARGE (422) when an order's total is above MAX_ORDER_TOTAL_FILS: the quote and placeOrder check the same
 * figure, so an order that was quoted can be placed. Every figure of an order then fits its integer column.
 */
export function orderSizeProblem(total: number): AppError | null {
  if (total <= MAX_ORDER_TOTAL_FILS) return null;
  return new AppError(
    "ORDER_TOO_LARGE",
    `This order comes to ${formatMoney(total)}; one order can be at most ${formatMoney(MAX_ORDER_TOTAL_FILS)}.`,
    "Order fewer items at a time, or contact us for a large order.",
    "lines",
  );
}

/**
 * Issue 15: VALIDATION_FAILED naming paymentMethod when cash on delivery is switched off, or when an order is placed
 * by card while card payment is off or the server has no gateway (`gateway`: whether it has one, or "quote": a
 * quote only shows the figures, so card is not checked).
 */
export function methodProblem(
  method: PaymentMethod,
  on: { card: boolean; cashOnDelivery: boolean },
  gateway: boolean | "quote",
): void {
  if (method === "cod" && !on.cashOnDelivery) {
    throw new AppError("VALIDATION_FAILED", "Cash on delivery is not available.", "Pay by card.", "paymentMethod");
  }
  if (gateway !== "quote" && method === "card" && (!on.card || !gateway)) {
    throw new AppError(
      "VALIDATION_FAILED",
      "Card payments are not available.",
      "Choose cash on delivery.",
      "paymentMethod",
    );
  }
}
