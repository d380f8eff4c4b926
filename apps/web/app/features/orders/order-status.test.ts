import { orderStatuses } from "@shop/shared";
import { describe, expect, it } from "vitest";
import ar from "../../../public/assets/i18n/ar.json";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import { translationAt } from "../../shell/i18n/translation-at";
import { formatDay, formatMoment } from "./order-format";
import { actorLabel, orderProgress, statusKey, statusTone, timelineOf } from "./order-status";

const lookup = translationAt;

const at = (minute: number) => `2026-11-21T0${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, "0")}:00.000Z`;
const event = (status: (typeof orderStatuses)[number], minute: number) => ({ status, at: at(minute) });

describe("DESIGN order states: labels", () => {
  it("every status has a label in en, fr and ar, and the off-path ones an outcome text", () => {
    for (const status of orderStatuses) {
      for (const file of [en, fr, ar]) expect(typeof lookup(file, statusKey(status)), status).toBe("string");
    }
    for (const status of ["cancelled", "refunded", "delivery_failed"]) {
      expect(typeof lookup(en, `orders.outcome.${status}`)).toBe("string");
    }
    expect(lookup(en, "orderStatus.confirmed")).toBe("Confirmed");
    expect(lookup(en, "orderStatus.out_for_delivery")).toBe("Out for delivery");
  });

  it("tones: waiting for payment, on its way, delivered, stopped", () => {
    expect(statusTone("pending_payment")).toBe("waiting");
    expect(statusTone("preparing")).toBe("active");
    expect(statusTone("delivered")).toBe("done");
    expect(["cancelled", "refunded", "delivery_failed"].map((s) => statusTone(s as "cancelled"))).toEqual([
      "stopped",
      "stopped",
      "stopped",
    ]);
  });

  it("actors as the shop shows them", () => {
    expect(actorLabel("user:12")).toEqual(["orders.actors.user", { id: "12" }]);
    expect(actorLabel("stripe")).toEqual(["orders.actors.stripe", {}]);
    expect(actorLabel("robot")).toEqual(["orders.actors.other", { actor: "robot" }]);
  });
});

describe("order progress", () => {
  it("a cash order being prepared: confirmed done, preparing current, the rest to come", () => {
    const { steps, outcome } = orderProgress("preparing", [event("confirmed", 0), event("preparing", 5)]);
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ["confirmed", "done"],
      ["preparing", "current"],
      ["out_for_delivery", "upcoming"],
      ["delivered", "upcoming"],
    ]);
    expect(steps[1]?.at).toBe(at(5));
    expect(outcome).toBeNull();
  });

  it("a card order starts with its payment", () => {
    const { steps } = orderProgress("pending_payment", [event("pending_payment", 0)]);
    expect(steps.map((s) => s.status)).toEqual([
      "pending_payment",
      "confirmed",
      "preparing",
      "out_for_delivery",
      "delivered",
    ]);
    expect(steps[0]?.state).toBe("current");
  });

  it("a cancelled order keeps what it reached and says how it ended", () => {
    const { steps, outcome } = orderProgress("cancelled", [event("confirmed", 0), event("cancelled", 9)]);
    expect(steps.map((s) => s.state)).toEqual(["done", "upcoming", "upcoming", "upcoming"]);
    expect(outcome).toBe("cancelled");
  });

  it("a failed delivery stops at out for delivery; a refunded delivered order has done every step", () => {
    const failed = orderProgress("delivery_failed", [
      event("confirmed", 0),
      event("preparing", 1),
      event("out_for_delivery", 2),
      event("delivery_failed", 3),
    ]);
    expect(failed.steps.map((s) => s.state)).toEqual(["done", "done", "done", "upcoming"]);
    expect(failed.outcome).toBe("delivery_failed");
    const refunded = orderProgress("refunded", [event("confirmed", 0), event("delivered", 4), event("refunded", 9)]);
    expect(refunded.steps.every((s) => s.state === "done")).toBe(true);
  });

  it("the timeline is oldest first, equal times in the order given", () => {
    const events = [event("preparing", 5), event("confirmed", 0), { ...event("out_for_delivery", 5) }];
    expect(timelineOf(events).map((e) => e.status)).toEqual(["confirmed", "preparing", "out_for_delivery"]);
  });
});

describe("dates in the shopper's language, in the shop's time zone", () => {
  it("an instant is shown in Asia/Dubai time with Latin digits", () => {
    // 10:30 UTC is 14:30 in Dubai.
    expect(formatMoment("2026-11-21T10:30:00Z", "en")).toMatch(/21 November 2026.*14:30/);
    expect(formatMoment("2026-11-21T10:30:00Z", "fr")).toMatch(/21 novembre 2026.*14:30/);
    const arabic = formatMoment("2026-11-21T10:30:00Z", "ar");
    expect(arabic).toMatch(/نوفمبر/);
    expect(arabic).toMatch(/21/);
  });

  it("a delivery date is a calendar day, whatever the time zone", () => {
    expect(formatDay("2026-11-22", "en")).toMatch(/^Sunday,? 22 November 2026$/);
    expect(formatDay("2026-11-22", "fr")).toMatch(/^dimanche,? 22 novembre 2026$/);
    expect(formatDay("not a date", "en")).toBe("not a date");
  });
});
