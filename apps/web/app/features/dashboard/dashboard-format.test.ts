import { describe, expect, it } from "vitest";
import { formatShortDate, shopDay } from "./dashboard-format";

describe("dashboard dates", () => {
  it("shows the day in Dubai time, in the shopper's language with Latin digits", () => {
    // 22:30 UTC is already the next day in Dubai (UTC+4).
    const iso = "2026-11-21T22:30:00.000Z";
    expect(formatShortDate(iso, "en")).toBe("22 Nov 2026");
    expect(formatShortDate(iso, "fr")).toMatch(/^22 nov\.? 2026$/);
    expect(formatShortDate(iso, "ar")).toMatch(/22/);
    expect(formatShortDate(iso, "ar")).not.toMatch(/[٠-٩]/);
    expect(shopDay(iso)).toBe("2026-11-22");
  });

  it("leaves a value that is not a time as it is", () => {
    expect(formatShortDate("soon", "en")).toBe("soon");
    expect(shopDay("soon")).toBeUndefined();
  });
});
