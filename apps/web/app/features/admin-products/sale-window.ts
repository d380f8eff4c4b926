import {
  dubaiLocalToInstant,
  instantToDubaiLocal,
  type SaleWindow,
  type SaleWindowProblem,
  SHOP_TIME_ZONE,
  saleWindowProblem,
} from "@shop/shared";

/** The dialog's optional sale window: on or off, and the two datetime-local values, in Asia/Dubai time. */
export interface SaleWindowInput {
  on: boolean;
  start: string;
  end: string;
}

export type SaleWindowInputProblem = "required" | "badDate" | SaleWindowProblem;

/** What a window field shows wrong, on the start or the end field. */
export interface SaleWindowFieldError {
  field: "start" | "end";
  problem: SaleWindowInputProblem;
}

const HOUR = 3_600_000;

/** A window to start from: the next full hour (Dubai) for a week. */
export function defaultSaleWindow(now: number, on = false): SaleWindowInput {
  const start = Math.ceil(now / HOUR) * HOUR;
  return { on, start: instantToDubaiLocal(start), end: instantToDubaiLocal(start + 7 * 24 * HOUR) };
}

/** The window the server takes (null when off), or the first field wrong with it: the server's rules at `now`. */
export function parseSaleWindow(
  input: SaleWindowInput,
  now: number,
): { window: SaleWindow | null } | SaleWindowFieldError {
  if (!input.on) return { window: null };
  if (!input.start.trim()) return { field: "start", problem: "required" };
  if (!input.end.trim()) return { field: "end", problem: "required" };
  const startsAt = dubaiLocalToInstant(input.start);
  if (!startsAt) return { field: "start", problem: "badDate" };
  const endsAt = dubaiLocalToInstant(input.end);
  if (!endsAt) return { field: "end", problem: "badDate" };
  const window = { startsAt, endsAt };
  const wrong = saleWindowProblem(window, now);
  if (wrong) return { field: wrong.field === "window.startsAt" ? "start" : "end", problem: wrong.problem };
  return { window };
}

const locales: Record<string, string> = { en: "en-GB", fr: "fr-FR", ar: "ar-AE" };
const formats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the shop's local date and time (Asia/Dubai), in the page's language, Latin digits. */
export function formatDubaiMoment(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[lang] ?? locales.en, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: SHOP_TIME_ZONE,
      numberingSystem: "latn",
    });
    formats.set(lang, format);
  }
  return format.format(date);
}
