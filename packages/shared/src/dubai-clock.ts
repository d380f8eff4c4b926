/**
 * Dates and times of day in the shop's zone, without zod: the product page's delivery estimate imports these in
 * the browser (through @shop/shared/core), and the schemas in delivery.ts would bring zod with them.
 */

/** Delivery dates, cut-off and slot times are in this zone, whatever the zone of the server or the browser. */
export const SHOP_TIME_ZONE = "Asia/Dubai";

// Always in Asia/Dubai (docs/decisions/0007-checkout.md).
const dubaiFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

let lastClock: { minute: number; value: { date: string; minutes: number } } | undefined;

/** The calendar date and the minutes since midnight in Asia/Dubai at an instant (Intl; one reading per minute). */
export function dubaiClock(now: Date): { date: string; minutes: number } {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastClock?.minute === minute) return { ...lastClock.value };
  const part: Record<string, string> = {};
  for (const p of dubaiFormat.formatToParts(now)) part[p.type] = p.value;
  const value = {
    date: `${part.year}-${part.month}-${part.day}`,
    minutes: Number(part.hour) * 60 + Number(part.minute),
  };
  lastClock = { minute, value };
  return { ...value };
}

/** The instant Asia/Dubai's calendar day `date` begins (UTC+4 all year: Dubai has no daylight saving). */
export function dubaiDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+04:00`);
}

/** A calendar date moved by whole days (pure calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  const moved = new Date(Date.UTC(y, m - 1, d + days));
  return Number.isNaN(moved.getTime()) ? "" : moved.toISOString().slice(0, 10);
}

export function minutesOf(time: string): number {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return h * 60 + m;
}
