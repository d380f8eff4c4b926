import type { SalesCsvTable, SalesFigures, SalesReport, VatReport } from "@shop/shared";
import { stringify } from "csv-stringify/sync";

/**
 * The reports as CSV (UTF-8 with BOM, so spreadsheet programs read Arabic names): small files (at most 366
 * periods, 7 emirates, the categories and products sold), made whole rather than streamed. Money in AED with
 * two decimals, from integer fils without floating point.
 */

const BOM = "\uFEFF";

/** Integer fils as "1234.50" (a minus sign in front of negative amounts). */
export function aed(fils: number): string {
  const abs = Math.abs(fils);
  return `${fils < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A name a spreadsheet could read as a formula is quoted with a leading apostrophe. */
const textCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const figureHeader = [
  "Orders",
  "Revenue AED",
  "VAT AED",
  "Average order AED",
  "Refunds AED",
  "Refunds VAT AED",
  "Net AED",
  "Discounts AED",
];
const figureCells = (f: SalesFigures) => [
  String(f.orders),
  aed(f.revenue),
  aed(f.vat),
  aed(f.average),
  aed(f.refunds),
  aed(f.refundsVat),
  aed(f.net),
  aed(f.discount),
];

function tableOf(report: SalesReport, table: SalesCsvTable): string[][] {
  switch (table) {
    case "periods":
      return [
        ["From", "To", ...figureHeader],
        ...report.periods.map((p) => [p.start, p.end, ...figureCells(p)]),
        ["Total", "", ...figureCells(report.totals)],
      ];
    case "emirates":
      return [["Emirate", ...figureHeader], ...report.emirates.map((e) => [e.emirate, ...figureCells(e)])];
    case "categories":
      return [
        ["Category", "Units", "Items revenue AED", "VAT AED"],
        ...report.categories.map((c) => [textCell(c.name || "-"), String(c.units), aed(c.revenue), aed(c.vat)]),
      ];
    case "products":
      return [
        ["List", "Rank", "Product id", "Product", "Units", "Items revenue AED"],
        ...(["revenue", "units"] as const).flatMap((list) =>
          (list === "revenue" ? report.topByRevenue : report.topByUnits).map((p, i) => [
            `top by ${list}`,
            String(i + 1),
            String(p.productId),
            textCell(p.name),
            String(p.units),
            aed(p.revenue),
          ]),
        ),
      ];
    case "payment-methods":
      return [
        ["Payment method", "Orders", "Revenue AED"],
        ...report.paymentMethods.map((m) => [m.method, String(m.orders), aed(m.revenue)]),
      ];
    case "discount-codes":
      return [
        ["Discount code", "Orders", "Discount AED", "Revenue AED"],
        ...report.discountCodes.map((c) => [textCell(c.code), String(c.orders), aed(c.discount), aed(c.revenue)]),
      ];
  }
}

export function salesCsv(report: SalesReport, table: SalesCsvTable): string {
  return BOM + stringify(tableOf(report, table));
}

const EMIRATE_NAMES: Record<string, string> = {
  abu_dhabi: "Abu Dhabi",
  dubai: "Dubai",
  sharjah: "Sharjah",
  ajman: "Ajman",
  umm_al_quwain: "Umm Al Quwain",
  ras_al_khaimah: "Ras Al Khaimah",
  fujairah: "Fujairah",
};

/** The VAT return's boxes 1a-1g and 8 as the return lays them out, with the adjustments beside. */
export function vatCsv(report: VatReport): string {
  const header = ["Box", "Description", "Amount AED", "VAT amount AED", "Adjustment AED", "Adjustment VAT AED"];
  const money = (b: VatReport["total"]) => [aed(b.amount), aed(b.vat), aed(b.adjustmentAmount), aed(b.adjustmentVat)];
  return (
    BOM +
    stringify([
      [`VAT return ${report.year} Q${report.quarter}`, `${report.from} to ${report.to}`],
      header,
      ...report.boxes.map((b) => [b.box, `Standard rated supplies in ${EMIRATE_NAMES[b.emirate]}`, ...money(b)]),
      ["8", "Totals", ...money(report.total)],
      ["", "Net of adjustments", aed(report.total.netAmount), aed(report.total.netVat), "", ""],
    ])
  );
}
