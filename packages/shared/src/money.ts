/** Money is integer fils end to end (1 AED = 100 fils); only display formats it. */
export type Fils = number;

/** Price after a whole-percent discount, rounded to the nearest fils. */
export function discountedPrice(priceFils: Fils, discountPct?: number | null): Fils {
  const pct = discountPct && discountPct > 0 ? Math.min(discountPct, 100) : 0;
  return Math.round((priceFils * (100 - pct)) / 100);
}

/** SPEC 9: for each line, price reduced by discount percent if any, times qty, summed. */
export function cartTotal(lines: ReadonlyArray<{ price: Fils; discount?: number | null; qty: number }>): Fils {
  return lines.reduce((sum, line) => sum + discountedPrice(line.price, line.discount) * line.qty, 0);
}

export interface Currency {
  code: string;
  /** Display prefix, e.g. "AED ". */
  prefix: string;
  /** Units of this currency per 1 AED. */
  rate: number;
}

export const AED: Currency = { code: "AED", prefix: "AED ", rate: 1 };

/** Formats fils for display in the chosen currency: "AED 120.00". */
export function formatMoney(fils: Fils, currency: Currency = AED): string {
  const value = (fils / 100) * currency.rate;
  const fixed = value.toFixed(2);
  const [whole = "0", frac = "00"] = fixed.replace("-", "").split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${value < 0 ? "-" : ""}${currency.prefix}${grouped}.${frac}`;
}
