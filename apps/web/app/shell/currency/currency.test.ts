import type { ShopConfig } from "@shop/shared";
import { formatMoney } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { defaultConfig } from "../../lib/config/default-config";
import { currencyCodeFromCookie, resolveCurrency } from "./currency";

const config: ShopConfig = {
  ...defaultConfig,
  currencies: [
    { code: "AED", name: "UAE Dirham", prefix: "AED ", rate: 1 },
    { code: "USD", name: "US Dollar", prefix: "USD ", rate: 0.2723 },
  ],
};

describe("SPEC 9 display currency", () => {
  it("SPEC 9: prices show in AED by default: AED 120.00", () => {
    const aed = resolveCurrency(undefined, config.currencies);
    expect(aed).toEqual({ code: "AED", prefix: "AED ", rate: 1 });
    expect(formatMoney(12000, aed)).toBe("AED 120.00");
  });

  it("SPEC 1: the currency cookie picks a configured currency; unknown codes fall back to AED", () => {
    expect(currencyCodeFromCookie("currency=USD", config)).toBe("USD");
    expect(currencyCodeFromCookie("currency=XYZ", config)).toBe("AED");
    expect(currencyCodeFromCookie(null, config)).toBe("AED");
    expect(formatMoney(12000, resolveCurrency("USD", config.currencies))).toBe("USD 32.68");
  });
});
