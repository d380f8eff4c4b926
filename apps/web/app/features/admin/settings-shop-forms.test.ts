import { describe, expect, it } from "vitest";
import { currenciesToSend, paymentsToSend, shopDetailsToSend, toCurrencyRows } from "./settings-shop-forms";

const details = {
  legalName: "Bustan L.L.C.",
  trn: "١٠٠ ٠٠٠ ٠٠٠ ٠٠٠ ٠٠٣",
  address: "Al Quoz 3, Dubai",
  phone: "+971 4 123 4567",
  chatNumber: "+971 50 123 4567",
  email: "care@bustan.ae",
  social: [
    { network: "instagram" as const, url: "https://instagram.com/bustan" },
    { network: "x" as const, url: " " },
  ],
};

describe("issue 15: settings forms", () => {
  it("shop details: Arabic digits and spaces leave the TRN, empty social rows are dropped; bad fields are named", () => {
    expect(shopDetailsToSend(details).value).toMatchObject({ trn: "100000000000003", social: [details.social[0]] });
    const bad = shopDetailsToSend({
      ...details,
      phone: "call us",
      email: "nope",
      social: [{ network: "x", url: "http://x.com/bustan" }],
    });
    expect(bad.problems).toEqual({ phone: { key: "phone" }, email: { key: "email" }, "social.0.url": { key: "url" } });
  });

  it("payments: at least one method stays on; card only counts with the keys; the fee is in AED", () => {
    expect(paymentsToSend({ cashOnDelivery: true, codFee: "7.50", card: true }, false).value).toEqual({
      cashOnDelivery: true,
      codFee: 750,
      card: false,
    });
    expect(paymentsToSend({ cashOnDelivery: false, codFee: "5", card: true }, false).problems).toEqual({
      cashOnDelivery: { key: "oneMethod" },
    });
    expect(paymentsToSend({ cashOnDelivery: true, codFee: "20000", card: false }, true).problems?.codFee?.key).toBe(
      "amountMax",
    );
  });

  it("currencies: codes in capitals, rates read with a comma too; AED stays 1 and a code once", () => {
    const rows = toCurrencyRows([
      { code: "AED", name: "UAE Dirham", prefix: "AED ", rate: 1, enabled: true, rateSetAt: null },
      { code: "USD", name: "US Dollar", prefix: "$", rate: 0.2723, enabled: true, rateSetAt: null },
    ]);
    const [aed, usd] = rows;
    if (!aed || !usd) throw new Error("two rows");
    expect(currenciesToSend([aed, { ...usd, code: "usd", rate: "0,2722" }]).value?.[1]).toEqual({
      code: "USD",
      name: "US Dollar",
      prefix: "$",
      rate: 0.2722,
      enabled: true,
    });
    expect(
      currenciesToSend([
        { ...aed, rate: "2" },
        { ...usd, code: "AED", rate: "0" },
      ]).problems,
    ).toEqual({
      "0.rate": { key: "baseRate" },
      "1.code": { key: "currencyTwice" },
      "1.rate": { key: "rate" },
    });
  });
});
