import type { CheckoutQuote, Emirate, PaymentMethod, ShipmentDetails } from "@shop/shared";
import { VAT_PERCENT, vatPart } from "@shop/shared";

export type DeliveryTerms = Pick<ShipmentDetails, "emirates" | "freeAbove" | "codFee" | "vatPercent">;

export interface SummaryInput {
  /** The server's quote for the emirate and payment method shown, when it has arrived. */
  quote: CheckoutQuote | null;
  /** The cart's items total (SPEC 9) while there is no quote. */
  itemsTotal: number;
  terms: DeliveryTerms | null;
  emirate: Emirate | null;
  paymentMethod: PaymentMethod;
  /** The applied code and what it took off when last checked (for the estimate while there is no quote). */
  code?: { code: string; discount: number } | null;
}

export interface SummaryFigures {
  items: number;
  /** What the discount code takes off the items (0 without one), and the code. */
  discount: number;
  discountCode: string | null;
  /** null until the emirate is known. */
  delivery: number | null;
  codFee: number;
  total: number;
  /** The VAT part of the total (prices are VAT-inclusive). */
  vat: number;
  vatPercent: number;
  freeAbove: number | null;
  /** How much more makes delivery free; null when it is free already or never is. */
  toFreeDelivery: number | null;
  /** The figures are the server's (the total placeOrder will expect). */
  exact: boolean;
}

function toFree(items: number, freeAbove: number | null): number | null {
  return freeAbove !== null && items < freeAbove ? freeAbove - items : null;
}

/**
 * The order summary: the server's quote when it matches what is chosen, else an estimate from the cart and the
 * delivery terms (the same rules: delivery free from freeAbove, the COD fee for cash on delivery).
 */
export function summaryFigures({
  quote,
  itemsTotal,
  terms,
  emirate,
  paymentMethod,
  code = null,
}: SummaryInput): SummaryFigures {
  const vatPercent = quote?.vatPercent ?? terms?.vatPercent ?? VAT_PERCENT;
  // A server without codes leaves discountCode out; else the quote must be for the code applied (or none).
  const sameCode =
    quote?.discountCode === undefined || (quote.discountCode ?? "").toUpperCase() === (code?.code ?? "").toUpperCase();
  if (quote && quote.emirate === emirate && quote.paymentMethod === paymentMethod && sameCode) {
    const discount = quote.discount ?? 0;
    return {
      items: quote.items,
      discount,
      discountCode: quote.discountCode ?? code?.code ?? null,
      delivery: quote.delivery,
      codFee: quote.codFee,
      total: quote.total,
      vat: quote.vat,
      vatPercent,
      freeAbove: quote.freeAbove,
      // Issue 16: free delivery compares the items after the code.
      toFreeDelivery: toFree(quote.items - discount, quote.freeAbove),
      exact: true,
    };
  }
  const freeAbove = terms?.freeAbove ?? null;
  const discount = Math.min(code?.discount ?? 0, itemsTotal);
  const afterCode = itemsTotal - discount;
  const charge = emirate ? terms?.emirates.find((e) => e.emirate === emirate)?.charge : undefined;
  const delivery = charge === undefined ? null : freeAbove !== null && afterCode >= freeAbove ? 0 : Math.max(0, charge);
  const codFee = paymentMethod === "cod" ? (terms?.codFee ?? 0) : 0;
  const total = afterCode + (delivery ?? 0) + codFee;
  return {
    items: itemsTotal,
    discount,
    discountCode: code?.code ?? null,
    delivery,
    codFee,
    total,
    vat: vatPart(total),
    vatPercent,
    freeAbove,
    toFreeDelivery: toFree(afterCode, freeAbove),
    exact: false,
  };
}

/** A slot with this many places left or fewer shows how many remain. */
export const LOW_SLOT_REMAINING = 5;

export function slotIsLow(slot: { remaining: number; available: boolean }): boolean {
  return slot.available && slot.remaining > 0 && slot.remaining <= LOW_SLOT_REMAINING;
}

/** The slot to keep when the date changes: the same one if still available there, else the first available. */
export function slotFor(
  dates: readonly ShipmentDetails["dates"][number][],
  date: string,
  wanted: string,
): ShipmentDetails["dates"][number]["slots"][number]["slot"] | "" {
  const day = dates.find((d) => d.date === date);
  if (!day) return "";
  const same = day.slots.find((s) => s.slot === wanted && s.available);
  return same?.slot ?? day.slots.find((s) => s.available)?.slot ?? "";
}

/** The first date with an available slot, and that slot; empty strings when nothing can be chosen. */
export function firstChoice(dates: readonly ShipmentDetails["dates"][number][]): { date: string; slot: string } {
  for (const day of dates) {
    const slot = day.slots.find((s) => s.available);
    if (slot) return { date: day.date, slot: slot.slot };
  }
  return { date: "", slot: "" };
}
