import type { ShopConfig } from "@shop/shared";
import { AED, type Currency } from "@shop/shared/core";
import { readCookie } from "../../lib/cookies";

export const CURRENCY_COOKIE = "currency";

export type ConfigCurrency = ShopConfig["currencies"][number];

/** The configured currency with this code, else AED (the only charged currency). */
export function resolveCurrency(code: string | undefined, currencies: readonly ConfigCurrency[]): Currency {
  const found = currencies.find((c) => c.code === code) ?? currencies.find((c) => c.code === AED.code);
  return found ? { code: found.code, prefix: found.prefix, rate: found.rate } : AED;
}

export function currencyCodeFromCookie(cookieHeader: string | null | undefined, config: ShopConfig): string {
  const code = readCookie(cookieHeader, CURRENCY_COOKIE);
  return resolveCurrency(code ?? config.defaultCurrency, config.currencies).code;
}
