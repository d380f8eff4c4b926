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
}

export interface SummaryFigures {
  items: number;
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
export function summaryFigures({ quote, itemsTotal, terms, emirate, paymentMethod }: SummaryInput): SummaryFigures {
  const vatPercent = quote?.vatPercent ?? terms?.vatPercent ?? VAT_PERCENT;
  if (quote && quote.emirate === emirate && quote.paymentMethod === paymentMethod) {
    return {
      items: quote.items,
      delivery: quote.delivery,
      codFee: quote.codFee,
      total: quote.total,
      vat: quote.vat,
      vatPercent,
      freeAbove: quote.freeAbove,
      toFreeDelivery: toFree(quote.items, quote.freeAbove),
      exact: true,
    };
  }
  const freeAbove = terms?.freeAbove ?? null;
  const charge = emirate ? terms?.emirates.find((e) => e.emirate === emirate)?.charge : undefined;
  const delivery =
    charge === undefined ? null : freeAbove !== null && itemsTotal >= freeAbove ? 0 : Math.max(0, charge);
  const codFee = paymentMethod === "cod" ? (terms?.codFee ?? 0) : 0;
  const total = itemsTotal + (delivery ?? 0) + codFee;
  return {
    items: itemsTotal,
    delivery,
    codFee,
    total,
    vat: vatPart(total),
    vatPercent,
    freeAbove,
    toFreeDelivery: toFree(itemsTotal, freeAbove),
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
