import type { RefundState } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { clampQty, emptyChoice, previewOf, requestOf } from "./refund-choice";

const state: RefundState = {
  number: "BST-1",
  paymentMethod: "cod",
  method: "recorded",
  blockedBy: null,
  restockable: true,
  lines: [
    { orderLineId: 7, name: "Fern", skuCode: "F-1", unitNet: 1000, qty: 3, vat: 143, refundedQty: 1, refundedVat: 48 },
    { orderLineId: 8, name: "Pot", skuCode: "P-1", unitNet: 2500, qty: 1, vat: 119, refundedQty: 0, refundedVat: 0 },
  ],
  charges: { total: 1500, refunded: 0 },
  total: 7000,
  vat: 333,
  refunded: 1000,
  refundedVat: 48,
  refunds: [],
};

describe("the refund panel's choice", () => {
  it("issue 15: nothing chosen is no request; units above what is left are lowered", () => {
    expect(requestOf("BST-1", state, emptyChoice(state))).toBeNull();
    expect(clampQty("5", 2)).toBe(2);
    expect(clampQty("-1", 2)).toBe(0);
    expect(clampQty("x", 2)).toBe(0);
  });

  it("issue 15: lines and charges become the request; the preview is the shared figures", () => {
    const choice = { ...emptyChoice(state), qty: { 7: 1, 8: 0 }, charges: true, reason: " broken " };
    expect(requestOf("BST-1", state, choice)).toEqual({
      number: "BST-1",
      lines: [{ orderLineId: 7, qty: 1 }],
      charges: true,
      restock: true,
      reason: "broken",
    });
    expect(previewOf(state, choice)).toMatchObject({ amount: 2500, vat: 47 + 71 });
    expect(previewOf(state, { ...emptyChoice(state), everything: true })).toMatchObject({ amount: 6000, vat: 285 });
  });
});
