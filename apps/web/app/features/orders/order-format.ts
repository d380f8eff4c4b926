import { type Language, SHOP_TIME_ZONE } from "@shop/shared";

/** Locales for dates; digits stay Latin everywhere, as the prices are (formatMoney). */
const locales: Record<Language, string> = { en: "en-GB", fr: "fr-FR", ar: "ar-AE" };

export function localeOf(lang: string): string {
  return locales[lang as Language] ?? locales.en;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: string, kind: "moment" | "day" | "dayShort"): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`;
  let found = cache.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === "moment"
        ? {
            day: "numeric",
            month: "long",
            year: "numeric",
            hour: "2-digit",
            minute: "2-digit",
            timeZone: SHOP_TIME_ZONE,
          }
        : kind === "day"
          ? { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }
          : { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" };
    found = new Intl.DateTimeFormat(localeOf(lang), { ...options, numberingSystem: "latn" });
    cache.set(key, found);
  }
  return found;
}

/** An instant (ISO time) as the shop's local date and time (Asia/Dubai), in the shopper's language. */
export function formatMoment(iso: string, lang: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter(lang, "moment").format(date);
}

function calendarDate(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar date ("2026-11-22") in full: "Sunday 22 November 2026". */
export function formatDay(day: string, lang: string): string {
  const date = calendarDate(day);
  return date ? formatter(lang, "day").format(date) : day;
}

/** A calendar date, short: "Sun 22 Nov". */
export function formatDayShort(day: string, lang: string): string {
  const date = calendarDate(day);
  return date ? formatter(lang, "dayShort").format(date) : day;
}

/** +971501234567 as +971 50 123 4567. */
export function formatMobile(mobile: string): string {
  const parts = /^\+971(5\d)(\d{3})(\d{4})$/.exec(mobile);
  return parts ? `+971 ${parts[1]} ${parts[2]} ${parts[3]}` : mobile;
}
