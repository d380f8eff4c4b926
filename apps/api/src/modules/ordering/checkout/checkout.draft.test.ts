import { type DeliverySettings, defaultDeliverySettings, MAX_ORDER_TOTAL_FILS, vatPart } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../lib/app-error";
import { mergeLines, orderRows, priceDraft, quoteOf, shortNow, snapshotOf, type TakenLine } from "./checkout.draft";
import type { CheckoutFailure } from "./checkout.errors";
import type { SkuRow } from "./checkout.repo";

// The order draft's rules as plain function calls: no database, no server.

const settings: DeliverySettings = { ...defaultDeliverySettings, freeAbove: 20_000, codFee: 500 };

function sku(skuId: number, price: number, discount = 0, stock = 10, active = true): SkuRow {
  const code = `SKU-${skuId}`;
  return {
    skuId,
    productId: 100 + skuId,
    code,
    potSize: "M",
    potColour: null,
    price,
    discount,
    stock,
    active,
    name: code,
    categoryId: 1,
  };
}

const taken = (row: SkuRow, qty: number): TakenLine => ({ ...row, qty, available: true });
const skuMap = (...rows: SkuRow[]) => new Map(rows.map((r) => [r.skuId, r]));

/** A draft of the given lines over the given SKUs, delivered in Dubai, paid on delivery. */
function draft(lines: Array<{ skuId: number; qty: number }>, rows: SkuRow[], expectedTotal: number) {
  const skus = skuMap(...rows);
  return priceDraft({ lines, skus, settings, emirate: "dubai", paymentMethod: "cod", expectedTotal });
}

describe("order draft: figures", () => {
  it("SPEC 9: a line is its price less its discount percent, times the quantity; items add the lines", () => {
    const quote = quoteOf([taken(sku(1, 10_000, 10), 2), taken(sku(2, 3_333), 3)], settings, "dubai", "card");
    expect(quote.lines.map((l) => [l.unitNet, l.lineTotal])).toEqual([
      [9_000, 18_000],
      [3_333, 9_999],
    ]);
    expect(quote.items).toBe(27_999);
  });

  it("SPEC 9: a discount is rounded to the fils per unit, before the quantity", () => {
    const quote = quoteOf([taken(sku(1, 999, 15), 3)], settings, "dubai", "card");
    expect(quote.lines[0]?.unitNet).toBe(849); // 999 * 0.85 = 849.15
    expect(quote.lines[0]?.lineTotal).toBe(2_547);
  });

  it("DESIGN taxes: VAT is the 5/105 part of each line, and of the total (not the sum of the lines' VAT)", () => {
    const quote = quoteOf([taken(sku(1, 10_000, 10), 2), taken(sku(2, 3_333), 3)], settings, "dubai", "cod");
    expect(quote.lines.map((l) => l.vat)).toEqual([857, 476]); // 18000*5/105 = 857.14, 9999*5/105 = 476.14
    expect(quote.total).toBe(27_999 + 500);
    expect(quote.vat).toBe(1_357); // 28499*5/105 = 1357.10
    expect(quote.vat).toBe(vatPart(quote.total));
    expect(quote.vatPercent).toBe(5);
  });

  it("DESIGN delivery: the emirate's charge below the free-delivery threshold, nothing from it on", () => {
    const below = quoteOf([taken(sku(1, 19_999), 1)], settings, "fujairah", "card");
    expect(below.delivery).toBe(settings.charges.fujairah);
    expect(below.total).toBe(19_999 + settings.charges.fujairah);
    const at = quoteOf([taken(sku(1, 20_000), 1)], settings, "fujairah", "card");
    expect(at.delivery).toBe(0);
    expect(at.freeAbove).toBe(20_000);
  });

  it("DESIGN delivery: with no threshold set, delivery is always charged", () => {
    const quote = quoteOf([taken(sku(1, 90_000), 1)], { ...settings, freeAbove: null }, "dubai", "card");
    expect(quote.delivery).toBe(settings.charges.dubai);
  });

  it("decision 0007: the COD fee is charged on cash on delivery only", () => {
    const line = [taken(sku(1, 30_000), 1)];
    expect(quoteOf(line, settings, "dubai", "cod")).toMatchObject({ codFee: 500, total: 30_500 });
    expect(quoteOf(line, settings, "dubai", "card")).toMatchObject({ codFee: 0, total: 30_000 });
  });
});

describe("order draft: failures", () => {
  it("decision 0007: ORDER_TOO_LARGE above MAX_ORDER_TOTAL_FILS; an order of exactly the ceiling is drafted", () => {
    const atCeiling = sku(1, MAX_ORDER_TOTAL_FILS - settings.codFee);
    expect(draft([{ skuId: 1, qty: 1 }], [atCeiling], MAX_ORDER_TOTAL_FILS)).toHaveProperty("quote.total");
    const over = draft([{ skuId: 1, qty: 1 }], [sku(1, MAX_ORDER_TOTAL_FILS)], MAX_ORDER_TOTAL_FILS + 500);
    expect(over).toHaveProperty("failure");
    const failure = (over as { failure: AppError }).failure;
    expect(failure).toBeInstanceOf(AppError);
    expect([failure.code, failure.field]).toEqual(["ORDER_TOO_LARGE", "lines"]);
  });

  it("decision 0007: PRICE_CHANGED when the total differs from the one shown, carrying the new quote", () => {
    const result = priceDraft({
      lines: [{ skuId: 1, qty: 2 }],
      skus: skuMap(sku(1, 5_000)),
      settings,
      emirate: "dubai",
      paymentMethod: "cod",
      expectedTotal: 11_000,
    });
    if (!("failure" in result)) throw new Error("expected a failure");
    const failure = result.failure as CheckoutFailure;
    expect(failure.code).toBe("PRICE_CHANGED");
    expect(failure.field).toBe("expectedTotal");
    expect((failure.extra.quote as { total: number }).total).toBe(10_000 + 1_500 + 500);
  });

  it("decision 0007: the total shown is the total charged: no failure, the lines taken at the prices read", () => {
    const result = draft([{ skuId: 2, qty: 1 }], [sku(2, 40_000, 25)], 30_500);
    if ("failure" in result) throw result.failure;
    expect(result.quote.total).toBe(30_000 + 500);
    expect(result.taken).toMatchObject([{ skuId: 2, qty: 1, price: 40_000, discount: 25, available: true }]);
  });

  it("decision 0007: OUT_OF_STOCK names each line short, withdrawn or unknown, with what can be had", () => {
    const rows = [sku(1, 1_000, 0, 3), sku(2, 1_000, 0, 50, false), sku(3, 1_000, 0, 5)];
    const lines = [
      { skuId: 1, qty: 4 },
      { skuId: 2, qty: 1 },
      { skuId: 3, qty: 5 },
      { skuId: 4, qty: 1 },
    ];
    const result = draft(lines, rows, 0);
    if (!("failure" in result)) throw new Error("expected a failure");
    const failure = result.failure as CheckoutFailure;
    expect(failure.code).toBe("OUT_OF_STOCK");
    expect(failure.extra.unavailable).toEqual([
      { skuId: 1, name: "SKU-1", requested: 4, available: 3 },
      { skuId: 2, name: "SKU-2", requested: 1, available: 0 },
      { skuId: 4, name: null, requested: 1, available: 0 },
    ]);
  });

  it("decision 0007: after the last attempt every line counts as gone when none is short any more", () => {
    const lines = [{ skuId: 1, qty: 2 }];
    expect(shortNow(lines, skuMap(sku(1, 1_000, 0, 1)))).toEqual([
      { skuId: 1, name: "SKU-1", requested: 2, available: 1 },
    ]);
    expect(shortNow(lines, skuMap(sku(1, 1_000, 0, 9)))).toEqual([
      { skuId: 1, name: "SKU-1", requested: 2, available: 0 },
    ]);
  });
});

describe("order draft: lines and rows", () => {
  it("SPEC 9: repeated SKUs are one line with their quantities added, in ascending SKU id", () => {
    expect(
      mergeLines([
        { skuId: 7, qty: 1 },
        { skuId: 3, qty: 2 },
        { skuId: 7, qty: 4 },
      ]),
    ).toEqual([
      { skuId: 3, qty: 2 },
      { skuId: 7, qty: 5 },
    ]);
  });

  it("input bounds: at most MAX_LINE_QTY of one SKU, counted after merging (VALIDATION_FAILED on lines)", () => {
    expect(mergeLines([{ skuId: 1, qty: 99 }])).toEqual([{ skuId: 1, qty: 99 }]);
    let error: unknown;
    try {
      mergeLines([
        { skuId: 1, qty: 50 },
        { skuId: 1, qty: 50 },
      ]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).code, (error as AppError).field]).toEqual(["VALIDATION_FAILED", "lines"]);
  });

  it("DESIGN order states: a COD order is confirmed and unpaid; a card order waits for its payment", () => {
    const quote = quoteOf([taken(sku(1, 25_000), 1)], settings, "dubai", "cod");
    const address = snapshotOf({
      recipient: "Mariam",
      emirate: "dubai",
      area: "Al Barsha",
      street: "5",
      building: "12",
      mobile: "050 123 4567",
    });
    const createdAt = new Date("2026-01-02T03:04:05.000Z");
    const context = {
      orderId: 42,
      number: "BST-AAAA-BBBB",
      userId: null,
      request: {
        deliveryDate: "2026-01-03",
        deliverySlot: "morning" as const,
        paymentMethod: "cod" as const,
        expectedTotal: quote.total,
      },
      contact: { name: "Mariam", email: "m@example.com", mobile: "+971501234567" },
      address,
      locale: "en",
      createdAt,
      holdExpiresAt: null,
    };
    expect(address).toMatchObject({ mobile: "+971501234567", apartment: null, label: null });

    const cod = orderRows(quote, context);
    expect(cod.order).toMatchObject({
      status: "confirmed",
      paymentStatus: "unpaid",
      totalFils: 25_500,
      vatFils: 1_214,
    });
    expect(cod.event.note).toBe("Order placed; cash on delivery.");
    expect(JSON.parse(cod.orderJson)).toMatchObject({
      orderId: 42,
      number: "BST-AAAA-BBBB",
      status: "confirmed",
      total: 25_500,
      lines: [{ skuId: 1, qty: 1, lineTotal: 25_000, vat: 1_190 }],
      createdAt: "2026-01-02T03:04:05.000Z",
      holdExpiresAt: null,
    });

    const hold = new Date("2026-01-02T03:19:05.000Z");
    const card = orderRows(quote, {
      ...context,
      request: { ...context.request, paymentMethod: "card" },
      holdExpiresAt: hold,
    });
    expect(card.order).toMatchObject({ status: "pending_payment", paymentStatus: "pending", holdExpiresAt: hold });
    expect(JSON.parse(card.orderJson).holdExpiresAt).toBe("2026-01-02T03:19:05.000Z");
  });
});
