import { MAX_STOCK } from "@shop/shared";

/** SKUs per page of the stock list, and entries per page of a SKU's history. */
export const STOCK_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE = 10;

/** What /admin/stock shows: ?code= (a SKU code search, else the low-stock list), ?page=, ?sku= (its history), ?hpage=. */
export interface StockQuery {
  code: string;
  page: number;
  sku: number | null;
  historyPage: number;
}

const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};

export function stockQuery(url: URL): StockQuery {
  const sku = Number(url.searchParams.get("sku"));
  return {
    code: (url.searchParams.get("code") ?? "").trim().slice(0, 64),
    page: pageOf(url.searchParams.get("page")),
    sku: Number.isInteger(sku) && sku >= 1 && sku <= 2_147_483_647 ? sku : null,
    historyPage: pageOf(url.searchParams.get("hpage")),
  };
}

/** The address of the stock page for `query` (defaults left out, so links stay short). */
export function stockHref(query: StockQuery): string {
  const params = new URLSearchParams();
  if (query.code) params.set("code", query.code);
  if (query.page > 1) params.set("page", String(query.page));
  if (query.sku !== null) params.set("sku", String(query.sku));
  if (query.sku !== null && query.historyPage > 1) params.set("hpage", String(query.historyPage));
  const search = params.toString();
  return search ? `/admin/stock?${search}` : "/admin/stock";
}

/** Why a typed change cannot be sent: an i18n key under admin.stock.errors. */
export type DeltaProblem = "required" | "whole" | "zero" | "range" | "belowZero";

/**
 * A change of stock as typed ("+12", "-3", "12"): a whole number other than 0 within ±MAX_STOCK that leaves the
 * stock at 0 or more (the server checks again against the stock at that moment).
 */
export function parseDelta(text: string, stock: number): { delta: number } | { problem: DeltaProblem } {
  const typed = text
    .trim()
    .replace(/^\+/, "")
    .replace(/\u2212/, "-");
  if (!typed) return { problem: "required" };
  if (!/^-?\d+$/.test(typed)) return { problem: "whole" };
  const delta = Number(typed);
  if (delta === 0) return { problem: "zero" };
  if (Math.abs(delta) > MAX_STOCK || stock + delta > MAX_STOCK) return { problem: "range" };
  if (stock + delta < 0) return { problem: "belowZero" };
  return { delta };
}

/** A signed change as shown: "+12", "−3" (a real minus sign, isolated for right-to-left text by the caller). */
export function signedDelta(delta: number, locale: string): string {
  const digits = Math.abs(delta).toLocaleString(locale);
  return delta > 0 ? `+${digits}` : `\u2212${digits}`;
}

/** Text from the data (a SKU code) inside a translated sentence: isolated, so "MON-M" keeps its order in Arabic. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
