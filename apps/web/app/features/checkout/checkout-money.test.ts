import { AED } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { chargedMoney, showsOtherCurrency } from "./checkout-money";

const USD = { code: "USD", prefix: "USD ", rate: 0.2723 };

describe("issue 16: checkout amounts with the AED charged", () => {
  it("defect: a USD shopper saw AED at checkout without a word; now both, AED in brackets", () => {
    expect(chargedMoney(10000, USD)).toBe("USD 27.23 (AED 100.00)");
    expect(showsOtherCurrency(USD)).toBe(true);
  });

  it("in AED only the AED amount, and no note", () => {
    expect(chargedMoney(10000, AED)).toBe("AED 100.00");
    expect(showsOtherCurrency(AED)).toBe(false);
  });
});
