import { type Language, SHOP_TIME_ZONE } from "@shop/shared";

const locales: Record<Language, string> = { en: "en-GB", fr: "fr-FR", ar: "ar-AE" };
const formats = new Map<string, Intl.DateTimeFormat>();

/** An instant as a short date in the shop's time zone ("3 Nov 2026"), with Latin digits as the prices have. */
export function formatShortDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[lang as Language] ?? locales.en, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: SHOP_TIME_ZONE,
      numberingSystem: "latn",
    });
    formats.set(lang, format);
  }
  return format.format(date);
}

/** The calendar day (YYYY-MM-DD) of an instant in the shop's time zone, for <time dateTime>. */
export function shopDay(iso: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE }).format(date);
}
