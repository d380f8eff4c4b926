import { describe, expect, it } from "vitest";
import {
  addDays,
  deliveryChoiceProblem,
  deliveryWindow,
  dubaiClock,
  defaultDeliverySettings as settings,
  vatPart,
} from "./delivery";
import { priceOrder } from "./orders";

const dubai = (local: string) => new Date(`${local}:00+04:00`);

describe("Asia/Dubai dates and slots", () => {
  it("dubaiClock reads the date and time in Dubai, not the UTC date", () => {
    expect(dubaiClock(new Date("2030-03-09T20:30:00Z"))).toEqual({ date: "2030-03-10", minutes: 30 });
    expect(dubaiClock(new Date("2030-12-31T19:59:00Z"))).toEqual({ date: "2030-12-31", minutes: 23 * 60 + 59 });
    expect(dubaiClock(new Date("2030-12-31T20:00:00Z"))).toEqual({ date: "2031-01-01", minutes: 0 });
  });

  it("addDays is calendar arithmetic across months, years and leap days", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2030-12-31", 1)).toBe("2031-01-01");
    expect(addDays("2030-03-01", -1)).toBe("2030-02-28");
    expect(addDays("2030-02-30", 0)).toBe("2030-03-02");
  });

  it("the window: today before the cut-off with the slots not yet started, then daysAhead - 1 more days", () => {
    const window = deliveryWindow(settings, dubai("2030-03-10T09:00"));
    expect(window).toHaveLength(14);
    expect(window[0]).toEqual({ date: "2030-03-10", slots: ["afternoon", "evening"] });
    expect(window.at(-1)?.date).toBe("2030-03-23");
    expect(deliveryWindow(settings, dubai("2030-03-10T08:59"))[0]?.slots).toEqual(["morning", "afternoon", "evening"]);
    expect(deliveryWindow(settings, dubai("2030-03-10T12:00"))[0]?.date).toBe("2030-03-11");
    const closed = deliveryWindow({ ...settings, closedDates: ["2030-03-11"] }, dubai("2030-03-10T13:00"));
    expect(closed.map((d) => d.date).slice(0, 2)).toEqual(["2030-03-12", "2030-03-13"]);
  });

  it("deliveryChoiceProblem explains each refusal, naming the field", () => {
    const now = dubai("2030-03-10T11:30");
    const problem = (date: string, slot: "morning" | "afternoon" | "evening" = "evening", s = settings) =>
      deliveryChoiceProblem(s, now, date, slot);
    expect(problem("2030-03-10")).toBeNull();
    expect(problem("2030-03-23")).toBeNull();
    expect(problem("2030-03-09")?.field).toBe("deliveryDate");
    expect(problem("2030-03-24")?.message).toBe("Delivery dates run from 2030-03-10 to 2030-03-23 (UAE time).");
    expect(problem("2030-02-30")?.message).toMatch(/not a calendar date/);
    expect(problem("2030-03-12", "morning", { ...settings, closedDates: ["2030-03-12"] })?.message).toBe(
      "We do not deliver on 2030-03-12.",
    );
    expect(problem("2030-03-10", "morning")).toMatchObject({ field: "deliverySlot" });
    expect(problem("2030-03-10", "evening", { ...settings, sameDayCutoff: "11:30" })?.message).toMatch(/before 11:30/);
  });
});

describe("priceOrder", () => {
  it("discounts round per unit; VAT is the 5/105 part, per line and of the total", () => {
    const figures = priceOrder(
      [
        { unitPrice: 3333, discount: 15, qty: 3 },
        { unitPrice: 10000, discount: 0, qty: 1 },
      ],
      settings,
      "sharjah",
      "cod",
    );
    expect(figures.lines.map((l) => [l.unitNet, l.lineTotal, l.vat])).toEqual([
      [2833, 8499, 405],
      [10000, 10000, 476],
    ]);
    expect(figures).toMatchObject({ items: 18499, delivery: 2000, codFee: 500, total: 20999, vat: 1000 });
    expect(priceOrder([{ unitPrice: 20000, discount: 0, qty: 1 }], settings, "fujairah", "card")).toMatchObject({
      delivery: 0,
      codFee: 0,
      total: 20000,
      vat: 952,
    });
    expect(vatPart(10500)).toBe(500);
  });
});
