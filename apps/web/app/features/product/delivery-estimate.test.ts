import { type DeliverySlot, defaultDeliverySettings } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { type DeliveryOffer, deliveryEstimate, hoursAndMinutes } from "./delivery-estimate";

/** Issue 16: the product page's delivery estimate, at fixed clocks in Asia/Dubai (UTC+4). */
const starts = defaultDeliverySettings.slotStarts; // morning 09:00, afternoon 13:00, evening 17:00
const day = (date: string, full: DeliverySlot[] = [], slots: DeliverySlot[] = ["morning", "afternoon", "evening"]) => ({
  date,
  slots: slots.map((slot) => ({
    slot,
    starts: starts[slot],
    remaining: full.includes(slot) ? 0 : 5,
    available: !full.includes(slot),
  })),
});
const offer = (dates: DeliveryOffer["dates"], sameDayCutoff = "12:00"): DeliveryOffer => ({ dates, sameDayCutoff });
/** An instant given as Dubai's local date and time. */
const at = (local: string) => new Date(`${local}:00+04:00`);

describe("issue 16: delivery estimate on the product page", () => {
  it("before the cut-off: order within the time left for delivery today, the earliest slot not started", () => {
    // Thursday 26 November 2026, 09:45: morning has started; afternoon is open until the 12:00 cut-off.
    const estimate = deliveryEstimate(
      offer([day("2026-11-26", [], ["afternoon", "evening"]), day("2026-11-27")]),
      at("2026-11-26T09:45"),
    );
    expect(estimate).toEqual({ kind: "today", slot: "afternoon", minutesLeft: 135 });
    expect(hoursAndMinutes(135)).toEqual({ hours: 2, minutes: 15 });
  });

  it("a later cut-off: the time left ends when the slot starts", () => {
    const estimate = deliveryEstimate(offer([day("2026-11-26", [], ["evening"])], "20:00"), at("2026-11-26T14:45"));
    expect(estimate).toEqual({ kind: "today", slot: "evening", minutesLeft: 135 });
  });

  it("after the cut-off: earliest delivery tomorrow morning, even if the server's answer still listed today", () => {
    const dates = [day("2026-11-26", [], ["afternoon", "evening"]), day("2026-11-27")];
    expect(deliveryEstimate(offer(dates), at("2026-11-26T12:00"))).toEqual({ kind: "tomorrow", slot: "morning" });
    expect(deliveryEstimate(offer(dates), at("2026-11-26T11:59"))).toMatchObject({ kind: "today", minutesLeft: 1 });
  });

  it("a closed date (Friday) is not in the offer: the next date is named", () => {
    // Thursday evening; Friday 27 closed (absent from the server's dates): Saturday 28.
    const estimate = deliveryEstimate(offer([day("2026-11-28"), day("2026-11-29")]), at("2026-11-26T18:30"));
    expect(estimate).toEqual({ kind: "later", date: "2026-11-28", slot: "morning" });
  });

  it("a full slot is skipped: the next slot with room, or the next day", () => {
    const fullMorning = offer([day("2026-11-27", ["morning"]), day("2026-11-28")]);
    expect(deliveryEstimate(fullMorning, at("2026-11-26T15:00"))).toEqual({ kind: "tomorrow", slot: "afternoon" });
    const fullDay = offer([day("2026-11-27", ["morning", "afternoon", "evening"]), day("2026-11-29")]);
    expect(deliveryEstimate(fullDay, at("2026-11-26T15:00"))).toEqual({
      kind: "later",
      date: "2026-11-29",
      slot: "morning",
    });
    const fullToday = offer([day("2026-11-26", ["afternoon"], ["afternoon", "evening"]), day("2026-11-27")]);
    expect(deliveryEstimate(fullToday, at("2026-11-26T10:00"))).toEqual({
      kind: "today",
      slot: "evening",
      minutesLeft: 120,
    });
  });

  it("past midnight the day before's dates drop out; nothing offered: no estimate", () => {
    const dates = [day("2026-11-26"), day("2026-11-27"), day("2026-11-28")];
    expect(deliveryEstimate(offer(dates), at("2026-11-27T00:30"))).toEqual({
      kind: "today",
      slot: "morning",
      minutesLeft: 510,
    });
    expect(deliveryEstimate(offer([]), at("2026-11-27T00:30"))).toBeNull();
  });
});
