import type { CheckoutQuote, ShipmentDetails } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { firstChoice, slotFor, slotIsLow, summaryFigures } from "./checkout-figures";

const terms = {
  emirates: [
    { emirate: "dubai" as const, charge: 1500 },
    { emirate: "fujairah" as const, charge: 3000 },
  ],
  freeAbove: 20000,
  codFee: 500,
  vatPercent: 5,
};

const quote = (over: Partial<CheckoutQuote> = {}): CheckoutQuote => ({
  lines: [],
  emirate: "dubai",
  paymentMethod: "cod",
  items: 12000,
  delivery: 1500,
  codFee: 500,
  total: 14000,
  vat: 667,
  vatPercent: 5,
  freeAbove: 20000,
  ...over,
});

describe("checkout summary figures (DESIGN delivery, taxes)", () => {
  it("uses the server's quote when it is for the emirate and payment method shown", () => {
    const figures = summaryFigures({ quote: quote(), itemsTotal: 999, terms, emirate: "dubai", paymentMethod: "cod" });
    expect(figures).toMatchObject({ items: 12000, delivery: 1500, codFee: 500, total: 14000, vat: 667, exact: true });
    expect(figures.toFreeDelivery).toBe(8000);
  });

  it("estimates from the cart and the terms while the quote is for another choice", () => {
    const figures = summaryFigures({
      quote: quote(),
      itemsTotal: 12000,
      terms,
      emirate: "fujairah",
      paymentMethod: "cod",
    });
    expect(figures).toMatchObject({ items: 12000, delivery: 3000, codFee: 500, total: 15500, exact: false });
    // VAT-inclusive: 5/105 of the total, rounded to the fils.
    expect(figures.vat).toBe(Math.round((15500 * 5) / 105));
  });

  it("has no delivery figure until the emirate is chosen, and no COD fee for card", () => {
    const figures = summaryFigures({ quote: null, itemsTotal: 5000, terms, emirate: null, paymentMethod: "card" });
    expect(figures.delivery).toBeNull();
    expect(figures.codFee).toBe(0);
    expect(figures.total).toBe(5000);
  });

  it("delivers free from the threshold", () => {
    const figures = summaryFigures({ quote: null, itemsTotal: 20000, terms, emirate: "dubai", paymentMethod: "cod" });
    expect(figures.delivery).toBe(0);
    expect(figures.toFreeDelivery).toBeNull();
    expect(figures.total).toBe(20500);
  });

  it("never offers free delivery without a threshold", () => {
    const figures = summaryFigures({
      quote: null,
      itemsTotal: 90000,
      terms: { ...terms, freeAbove: null },
      emirate: "dubai",
      paymentMethod: "cod",
    });
    expect(figures.delivery).toBe(1500);
    expect(figures.toFreeDelivery).toBeNull();
  });
});

const slot = (s: "morning" | "afternoon" | "evening", remaining: number, available = remaining > 0) => ({
  slot: s,
  starts: "09:00",
  remaining,
  available,
});
const dates: ShipmentDetails["dates"] = [
  { date: "2026-11-21", slots: [slot("morning", 0), slot("afternoon", 0, false), slot("evening", 0)] },
  { date: "2026-11-22", slots: [slot("morning", 0), slot("afternoon", 3), slot("evening", 30)] },
  { date: "2026-11-23", slots: [slot("morning", 40), slot("afternoon", 40), slot("evening", 2)] },
];

describe("delivery date and slot choice", () => {
  it("starts with the earliest date that has a slot left", () => {
    expect(firstChoice(dates)).toEqual({ date: "2026-11-22", slot: "afternoon" });
    expect(firstChoice([])).toEqual({ date: "", slot: "" });
  });

  it("keeps the slot on another date when it is open there, else takes the first open one", () => {
    expect(slotFor(dates, "2026-11-23", "afternoon")).toBe("afternoon");
    expect(slotFor(dates, "2026-11-22", "morning")).toBe("afternoon");
    expect(slotFor(dates, "2026-11-21", "evening")).toBe("");
    expect(slotFor(dates, "2030-01-01", "evening")).toBe("");
  });

  it("shows the places left only when few remain", () => {
    expect(slotIsLow(slot("evening", 2))).toBe(true);
    expect(slotIsLow(slot("evening", 5))).toBe(true);
    expect(slotIsLow(slot("evening", 6))).toBe(false);
    expect(slotIsLow(slot("evening", 0))).toBe(false);
  });
});

describe("issue 16: the discount code in the summary", () => {
  it("takes the server's discount and code; free delivery compares the items after the code", () => {
    const figures = summaryFigures({
      quote: quote({ items: 21000, discount: 2000, discountCode: "SPRING", delivery: 1500, total: 21000 }),
      itemsTotal: 21000,
      terms,
      emirate: "dubai",
      paymentMethod: "cod",
      code: { code: "spring", discount: 2000 },
    });
    expect(figures).toMatchObject({ discount: 2000, discountCode: "SPRING", total: 21000, exact: true });
    expect(figures.toFreeDelivery).toBe(1000);
  });

  it("a quote for another code (or none) is not the one to place with", () => {
    const figures = summaryFigures({
      quote: quote({ discount: 0, discountCode: null }),
      itemsTotal: 12000,
      terms,
      emirate: "dubai",
      paymentMethod: "cod",
      code: { code: "SPRING", discount: 1200 },
    });
    expect(figures.exact).toBe(false);
    // Estimate: items - discount + delivery + COD fee.
    expect(figures.total).toBe(12000 - 1200 + 1500 + 500);
    expect(figures.discountCode).toBe("SPRING");
  });

  it("without a code the estimate is unchanged and the discount is 0", () => {
    const figures = summaryFigures({ quote: null, itemsTotal: 5000, terms, emirate: "dubai", paymentMethod: "card" });
    expect(figures).toMatchObject({ discount: 0, discountCode: null, total: 6500 });
  });
});
