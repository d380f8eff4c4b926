import { dubaiClock, MAX_REPORT_DAYS, type ReportGrouping, reportDays, reportGroupings } from "@shop/shared";

/** The tabs of /admin/reports: the sales report's tables, and the VAT return of a quarter. */
export const reportTabs = ["sales", "emirates", "categories", "products", "payments", "discounts", "vat"] as const;
export type ReportTab = (typeof reportTabs)[number];

/**
 * What /admin/reports shows: ?tab=, the sales range ?from=&to= (Asia/Dubai days; this month by default) and
 * ?grouping=, the VAT return's ?year=&quarter= (the current quarter by default). A wrong value in the address
 * falls back to the default rather than being refused; a range the API would refuse (from after to, longer than
 * a leap year) is kept, so the page can say why.
 */
export interface ReportsQuery {
  tab: ReportTab;
  from: string;
  to: string;
  grouping: ReportGrouping;
  year: number;
  quarter: number;
}

function day(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

function intIn(value: string | null, min: number, max: number, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

export function reportsQuery(url: URL, now = new Date()): ReportsQuery {
  const today = dubaiClock(now).date;
  const params = url.searchParams;
  const year = Number(today.slice(0, 4));
  const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  return {
    tab: oneOf(reportTabs, params.get("tab"), "sales"),
    from: day(params.get("from")) ?? `${today.slice(0, 8)}01`,
    to: day(params.get("to")) ?? today,
    grouping: oneOf(reportGroupings, params.get("grouping"), "day"),
    year: intIn(params.get("year"), 2000, 2100, year),
    quarter: intIn(params.get("quarter"), 1, 4, quarter),
  };
}

/** Whether the API would refuse the range: the page says so instead of asking. */
export function rangeProblem(query: ReportsQuery): "order" | "length" | null {
  if (query.to < query.from) return "order";
  return reportDays(query.from, query.to) > MAX_REPORT_DAYS ? "length" : null;
}

/** The address of the page for `query` on `tab` (every choice kept, so switching tabs keeps the range). */
export function reportsHref(query: ReportsQuery, tab: ReportTab = query.tab): string {
  const params = new URLSearchParams({
    tab,
    from: query.from,
    to: query.to,
    grouping: query.grouping,
    year: String(query.year),
    quarter: String(query.quarter),
  });
  return `/admin/reports?${params}`;
}

/** The CSV table of the sales report a tab shows. */
const csvTables: Record<Exclude<ReportTab, "vat">, string> = {
  sales: "periods",
  emirates: "emirates",
  categories: "categories",
  products: "products",
  payments: "payment-methods",
  discounts: "discount-codes",
};

/** The CSV file of what the tab shows (names in the page's language). */
export function reportsCsvHref(query: ReportsQuery, lang: string): string {
  if (query.tab === "vat") {
    return `/api/v1/admin/reports/vat.csv?year=${query.year}&quarter=${query.quarter}`;
  }
  const params = new URLSearchParams({
    from: query.from,
    to: query.to,
    grouping: query.grouping,
    table: csvTables[query.tab],
    lang,
  });
  return `/api/v1/admin/reports/sales.csv?${params}`;
}
