import { AED, type Currency, formatMoney } from "@shop/shared";

/**
 * Issue 16: checkout charges AED whatever currency the shopper shows prices in. An amount shows in the display
 * currency with the AED charged beside it ("USD 27.23 (AED 100.00)"); in AED it is just "AED 100.00".
 */
export function chargedMoney(fils: number, currency: Currency): string {
  if (currency.code === AED.code) return formatMoney(fils);
  return `${formatMoney(fils, currency)} (${formatMoney(fils)})`;
}

/** Whether the shopper sees another currency than the one charged (then checkout says so). */
export function showsOtherCurrency(currency: Currency): boolean {
  return currency.code !== AED.code;
}
