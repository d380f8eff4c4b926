import {
  emirates,
  paymentMethods,
  quarterDays,
  type SalesFigures,
  type SalesReport,
  type SalesReportRequest,
  type VatBox,
  type VatReport,
  type VatReportRequest,
} from "@shop/shared";
import type { Db } from "../../../db/client";
import { periodsOf } from "./reports.periods";
import {
  type DiscountSums,
  discountSums,
  type LineSums,
  lineSums,
  type OrderSums,
  orderSums,
  type RefundSums,
  refundSums,
  refundsByEmirate,
  suppliesByEmirate,
} from "./reports.repo";

/** How many products each top list shows. */
export const TOP_PRODUCTS = 10;

/** VAT 201 boxes 1a-1g in the return's order of emirates. */
const VAT_BOXES = ["1a", "1b", "1c", "1d", "1e", "1f", "1g"] as const;

function figures(
  orders: OrderSums | undefined,
  refunds: RefundSums | undefined,
  discounts: DiscountSums | undefined,
): SalesFigures {
  const revenue = orders?.revenue ?? 0;
  const refunded = refunds?.amount ?? 0;
  return {
    orders: orders?.orders ?? 0,
    revenue,
    vat: orders?.vat ?? 0,
    average: orders?.average ?? 0,
    refunds: refunded,
    refundsVat: refunds?.vat ?? 0,
    net: revenue - refunded,
    discount: discounts?.discount ?? 0,
  };
}

/** Rows of one kind keyed by their key ("" for the total). */
function byKey<T extends { kind: string; key: string | null }>(rows: T[], kind: string): Map<string, T> {
  return new Map(rows.filter((r) => r.kind === kind).map((r) => [r.key ?? "", r]));
}

const product = (r: LineSums) => ({ productId: r.productId ?? 0, name: r.name, units: r.units, revenue: r.revenue });

/** The back office's reports (issue 15, area "commerce"): reads only, so nothing is audited. */
export function createReportsService(db: Db) {
  return {
    async sales(request: SalesReportRequest): Promise<SalesReport> {
      const { from, to, grouping } = request;
      // Four statements at once on the pool: the orders' sums, the refunds', the lines', the discount codes'.
      const [orders, refunds, lines, discounts] = await Promise.all([
        orderSums(db, from, to, grouping),
        refundSums(db, from, to, grouping),
        lineSums(db, from, to, request.lang ?? "en"),
        discountSums(db, from, to, grouping),
      ]);
      const discountsBy = (kind: string) => byKey(discounts, kind);
      const ordersBy = (kind: string) => byKey(orders, kind);
      const refundsBy = (kind: string) => byKey(refunds, kind);
      const [periodOrders, periodRefunds] = [ordersBy("period"), refundsBy("period")];
      const [emirateOrders, emirateRefunds] = [ordersBy("emirate"), refundsBy("emirate")];
      const methodOrders = ordersBy("method");
      const productRows = lines.filter((r) => r.productId !== null);
      const top = (order: (a: LineSums, b: LineSums) => number) =>
        [...productRows].sort(order).slice(0, TOP_PRODUCTS).map(product);
      return {
        from,
        to,
        grouping,
        periods: periodsOf(from, to, grouping).map((p) => ({
          start: p.start,
          end: p.end,
          ...figures(periodOrders.get(p.key), periodRefunds.get(p.key), discountsBy("period").get(p.key)),
        })),
        totals: figures(ordersBy("total").get(""), refundsBy("total").get(""), discountsBy("total").get("")),
        emirates: emirates.map((emirate) => ({
          emirate,
          ...figures(emirateOrders.get(emirate), emirateRefunds.get(emirate), discountsBy("emirate").get(emirate)),
        })),
        categories: lines
          .filter((r) => r.productId === null)
          .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name))
          .map((r) => ({ categoryId: r.categoryId, name: r.name, units: r.units, revenue: r.revenue, vat: r.vat })),
        topByRevenue: top((a, b) => b.revenue - a.revenue || b.units - a.units || a.name.localeCompare(b.name)),
        topByUnits: top((a, b) => b.units - a.units || b.revenue - a.revenue || a.name.localeCompare(b.name)),
        paymentMethods: paymentMethods.map((method) => ({
          method,
          orders: methodOrders.get(method)?.orders ?? 0,
          revenue: methodOrders.get(method)?.revenue ?? 0,
        })),
        discountCodes: discounts
          .filter((r) => r.kind === "code")
          .sort((a, b) => b.discount - a.discount || (a.key ?? "").localeCompare(b.key ?? ""))
          .map((r) => ({ code: r.key ?? "", orders: r.orders, discount: r.discount, revenue: r.revenue })),
      };
    },

    /** The UAE VAT return's boxes 1a-1g and box 8 for a quarter (decision 0015 maps them). */
    async vat({ year, quarter }: VatReportRequest): Promise<VatReport> {
      const { from, to } = quarterDays(year, quarter);
      const [supplies, refunds] = await Promise.all([suppliesByEmirate(db, from, to), refundsByEmirate(db, from, to)]);
      const boxes: VatBox[] = emirates.map((emirate, i) => {
        const sold = supplies.find((s) => s.emirate === emirate);
        const refunded = refunds.find((r) => r.emirate === emirate);
        const amount = sold?.amount ?? 0;
        const vat = sold?.vat ?? 0;
        // Negative adjustments; `|| 0` keeps a JSON 0 rather than -0.
        const adjustmentAmount = -(refunded?.amount ?? 0) || 0;
        const adjustmentVat = -(refunded?.vat ?? 0) || 0;
        return {
          box: VAT_BOXES[i]!,
          emirate,
          amount,
          vat,
          adjustmentAmount,
          adjustmentVat,
          netAmount: amount + adjustmentAmount,
          netVat: vat + adjustmentVat,
        };
      });
      const sum = (field: keyof Omit<VatBox, "box" | "emirate">) => boxes.reduce((s, b) => s + b[field], 0);
      return {
        year,
        quarter,
        from,
        to,
        boxes,
        total: {
          amount: sum("amount"),
          vat: sum("vat"),
          adjustmentAmount: sum("adjustmentAmount"),
          adjustmentVat: sum("adjustmentVat"),
          netAmount: sum("netAmount"),
          netVat: sum("netVat"),
        },
        orders: supplies.reduce((s, r) => s + r.count, 0),
        refunds: refunds.reduce((s, r) => s + r.count, 0),
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
