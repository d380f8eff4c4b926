import { z } from "zod";
import { addDays, emirates, isoDateField } from "./delivery";
import { languageSchema } from "./i18n";
import { paymentMethods } from "./orders";

/**
 * Wire shapes of the back office's reports (issue 15 "Reports", area "commerce"): sales over a range of Asia/Dubai
 * days, and the figures of the UAE VAT return (VAT 201) for a quarter. Money in integer fils, VAT included unless
 * a field says otherwise. docs/decisions/0015-reports-vat-return.md says which orders count and how the boxes map.
 */

export const reportGroupings = ["day", "week", "month"] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

/** The longest range a sales report covers: a leap year's days. */
export const MAX_REPORT_DAYS = 366;

/** The days from `from` to `to`, both included (0 when to is before from). */
export function reportDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const rangeFields = {
  /** First Asia/Dubai day, "YYYY-MM-DD". */
  from: isoDateField,
  /** Last Asia/Dubai day, included. */
  to: isoDateField,
};

/** from <= to, and at most MAX_REPORT_DAYS days; each failure names the field to change. */
function checkRange(range: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (range.to < range.from) {
    ctx.addIssue({ code: "custom", path: ["from"], message: "The first day must not be after the last day" });
  } else if (reportDays(range.from, range.to) > MAX_REPORT_DAYS) {
    ctx.addIssue({ code: "custom", path: ["to"], message: `A report covers at most ${MAX_REPORT_DAYS} days` });
  }
}

/** admin/reports/sales: the range, how periods are grouped, and the language of product and category names. */
export const salesReportRequestSchema = z
  .object({ ...rangeFields, grouping: z.enum(reportGroupings), lang: languageSchema.optional() })
  .superRefine(checkRange);
export type SalesReportRequest = z.infer<typeof salesReportRequestSchema>;

const fils = z.number().int();
const count = z.number().int();

/** Sales figures of a set of orders and the refunds of the same days. */
export const salesFiguresSchema = z.object({
  orders: count,
  /** Sum of the orders' totals (items, delivery and COD fee), VAT included. */
  revenue: fils,
  /** Sum of the orders' VAT. */
  vat: fils,
  /** revenue / orders rounded to the fils; 0 without orders. */
  average: fils,
  /** Succeeded refunds made on these days (by the refund's own day), VAT included. */
  refunds: fils,
  refundsVat: fils,
  /** revenue - refunds. */
  net: fils,
  /** Discount codes' reductions of these orders (issue 16); revenue is already net of them. */
  discount: fils,
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

/** One period: its first and last day inside the range (a week or month is cut at the range's ends). */
export const salesPeriodSchema = salesFiguresSchema.extend({ start: z.string(), end: z.string() });
export type SalesPeriod = z.infer<typeof salesPeriodSchema>;

export const emirateSalesSchema = salesFiguresSchema.extend({ emirate: z.enum(emirates) });

/** Items sold per category (lines only: delivery and COD fees belong to no category). */
export const categorySalesSchema = z.object({
  /** null for products no longer in the catalogue. */
  categoryId: z.number().int().nullable(),
  name: z.string(),
  units: count,
  revenue: fils,
  vat: fils,
});

export const productSalesSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  units: count,
  revenue: fils,
});

/** The orders of the range that used one discount code (issue 16): how many, their discount, their totals. */
export const discountCodeSalesSchema = z.object({
  code: z.string(),
  orders: count,
  discount: fils,
  revenue: fils,
});

export const paymentMethodSalesSchema = z.object({
  method: z.enum(paymentMethods),
  orders: count,
  revenue: fils,
});

export const salesReportResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  grouping: z.enum(reportGroupings),
  /** Every period of the range in order, empty ones with zeros. */
  periods: z.array(salesPeriodSchema),
  totals: salesFiguresSchema,
  /** The seven emirates in the VAT return's order, zeros included. */
  emirates: z.array(emirateSalesSchema),
  /** Highest revenue first. */
  categories: z.array(categorySalesSchema),
  /** The 10 products of highest item revenue, and the 10 of most units. */
  topByRevenue: z.array(productSalesSchema),
  topByUnits: z.array(productSalesSchema),
  paymentMethods: z.array(paymentMethodSalesSchema),
  /** Every code used by orders of the range, most discount first (issue 16). */
  discountCodes: z.array(discountCodeSalesSchema),
});
export type SalesReport = z.infer<typeof salesReportResponseSchema>;

/** admin/reports/vat: a calendar quarter (the shop files quarterly). */
export const vatReportRequestSchema = z.object({
  year: z.number().int().min(2000).max(2100),
  quarter: z.number().int().min(1).max(4),
});
export type VatReportRequest = z.infer<typeof vatReportRequestSchema>;

/** The first and last day of a quarter. */
export function quarterDays(year: number, quarter: number): { from: string; to: string } {
  const from = `${year}-${String((quarter - 1) * 3 + 1).padStart(2, "0")}-01`;
  const next = quarter === 4 ? `${year + 1}-01-01` : `${year}-${String(quarter * 3 + 1).padStart(2, "0")}-01`;
  return { from, to: addDays(next, -1) };
}

/** One of boxes 1a-1g: standard-rated supplies of one emirate. Adjustments are negative (refunds). */
export const vatBoxSchema = z.object({
  box: z.string(),
  emirate: z.enum(emirates),
  /** Supplies excluding VAT. */
  amount: fils,
  vat: fils,
  /** Refunds (credit notes) of the quarter, excluding VAT, as a negative number (0 when none). */
  adjustmentAmount: fils,
  adjustmentVat: fils,
  /** amount + adjustmentAmount and vat + adjustmentVat. */
  netAmount: fils,
  netVat: fils,
});
export type VatBox = z.infer<typeof vatBoxSchema>;

export const vatReportResponseSchema = z.object({
  year: z.number().int(),
  quarter: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** 1a Abu Dhabi ... 1g Fujairah. */
  boxes: z.array(vatBoxSchema),
  /** Box 8: the sums of the boxes above (boxes 2-7 are zero for this shop). */
  total: vatBoxSchema.omit({ box: true, emirate: true }),
  orders: count,
  refunds: count,
});
export type VatReport = z.infer<typeof vatReportResponseSchema>;

/** The tables of the sales report a CSV can hold (GET admin/reports/sales.csv?table=). */
export const salesCsvTables = [
  "periods",
  "emirates",
  "categories",
  "products",
  "payment-methods",
  "discount-codes",
] as const;
export type SalesCsvTable = (typeof salesCsvTables)[number];

/** GET admin/reports/sales.csv: the sales request as query parameters, and which table. */
export const salesCsvQuerySchema = z
  .object({
    ...rangeFields,
    grouping: z.enum(reportGroupings),
    lang: languageSchema.optional(),
    table: z.enum(salesCsvTables).optional(),
  })
  .superRefine(checkRange);

/** GET admin/reports/vat.csv?year=&quarter=. */
export const vatCsvQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  quarter: z.coerce.number().int().min(1).max(4),
});
