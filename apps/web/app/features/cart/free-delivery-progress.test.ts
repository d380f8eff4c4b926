import { describe, expect, it } from "vitest";
import { freeDeliveryGap } from "./free-delivery-progress";

describe("issue 16: the drawer's free-delivery progress", () => {
  it("issue 16: says how much is missing from the live threshold, 0 once reached, nothing without a threshold", () => {
    expect(freeDeliveryGap(16_500, 20_000)).toBe(3_500);
    expect(freeDeliveryGap(20_000, 20_000)).toBe(0);
    expect(freeDeliveryGap(25_000, 20_000)).toBe(0);
    expect(freeDeliveryGap(25_000, null)).toBeNull();
  });
});
