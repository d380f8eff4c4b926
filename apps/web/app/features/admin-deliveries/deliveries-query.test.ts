import { describe, expect, it } from "vitest";
import {
  deliveriesHref,
  deliveriesQuery,
  groupDeliveries,
  packingSlipHref,
  packingSlipsHref,
} from "./deliveries-query";

describe("issue 15: a day's deliveries page", () => {
  it("reads the day (Dubai's today by default), emirate and slot from the address", () => {
    const today = "2026-11-26";
    expect(deliveriesQuery(new URL("http://shop.test/admin/deliveries"), today)).toEqual({
      date: today,
      emirate: "",
      slot: "",
      page: 1,
    });
    const url = new URL("http://shop.test/admin/deliveries?date=2026-11-27&emirate=dubai&slot=morning&page=2");
    expect(deliveriesQuery(url, today)).toEqual({ date: "2026-11-27", emirate: "dubai", slot: "morning", page: 2 });
    const odd = new URL("http://shop.test/admin/deliveries?date=tomorrow&emirate=paris&slot=night");
    expect(deliveriesQuery(odd, today)).toEqual({ date: today, emirate: "", slot: "", page: 1 });
  });

  it("links the page, the day's packing slips and one order's slip (engineer C's PDF calls)", () => {
    const query = { date: "2026-11-27", emirate: "dubai", slot: "", page: 1 } as const;
    expect(deliveriesHref(query)).toBe("/admin/deliveries?date=2026-11-27&emirate=dubai");
    expect(packingSlipsHref(query)).toBe("/api/v1/admin/deliveries/packing-slips.pdf?date=2026-11-27&emirate=dubai");
    expect(packingSlipHref("BST-4K7P-2Q9D")).toBe("/api/v1/admin/orders/BST-4K7P-2Q9D/packing-slip.pdf");
  });

  it("groups the orders by emirate, then slot, in the order the API gives them", () => {
    const rows = [
      { n: 1, emirate: "dubai", deliverySlot: "morning" },
      { n: 2, emirate: "dubai", deliverySlot: "morning" },
      { n: 3, emirate: "dubai", deliverySlot: "evening" },
      { n: 4, emirate: "sharjah", deliverySlot: "morning" },
    ] as const;
    const groups = groupDeliveries(rows);
    expect(groups.map((g) => [g.emirate, g.slots.map((s) => [s.slot, s.rows.map((r) => r.n)])])).toEqual([
      [
        "dubai",
        [
          ["morning", [1, 2]],
          ["evening", [3]],
        ],
      ],
      ["sharjah", [["morning", [4]]]],
    ]);
  });
});
