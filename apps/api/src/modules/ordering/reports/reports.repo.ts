import { addDays, dubaiDayStart, type ReportGrouping } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../lib/rows";
import { productCategoriesSql } from "../../catalogue/catalogue.sql";

/**
 * The SQL of the reports (issue 15): sums over ordering's own tables in integer fils (bigint sums, numeric for
 * the one division), days and periods in Asia/Dubai. Which orders count is decision 0015: every order placed
 * except those still waiting for a card payment and those cancelled; refunds count when they succeeded, on
 * their own day, for orders that count.
 */

/** States of an order that is not a sale: never paid (card still pending), or cancelled. */
export const NOT_SALES = sql`('pending_payment', 'cancelled')`;

/** The instants of Dubai days `from` to `to` (included): the created_at range, so orders_created_idx serves it. */
function between(column: SQL, from: string, to: string): SQL {
  return sql`${column} >= ${dubaiDayStart(from)} and ${column} < ${dubaiDayStart(addDays(to, 1))}`;
}

/** The first day of the Dubai period (day, week from Monday, month) of an instant, as "YYYY-MM-DD". */
function periodOf(column: SQL, grouping: ReportGrouping): SQL {
  return sql`(date_trunc(${grouping}, ${column} at time zone 'Asia/Dubai'))::date::text`;
}

const n = (value: unknown) => Number(value ?? 0);

export interface OrderSums {
  /** "period" | "emirate" | "method" | "total". */
  kind: string;
  key: string | null;
  orders: number;
  revenue: number;
  vat: number;
  average: number;
}

export interface LineSums {
  /** A category's sums (productId null) or a product's. */
  categoryId: number | null;
  productId: number | null;
  name: string;
  units: number;
  revenue: number;
  vat: number;
}

/**
 * The orders of the range summed per period, per emirate, per payment method and in all: one scan of orders,
 * summed first per Dubai day, emirate and method by hash (a few thousand rows), then again with grouping sets.
 */
export async function orderSums(db: Db, from: string, to: string, grouping: ReportGrouping): Promise<OrderSums[]> {
  const result = await db.execute(sql`
    select case grouping(period, emirate, payment_method) when 3 then 'period' when 5 then 'emirate'
             when 6 then 'method' else 'total' end as kind,
           coalesce(period, emirate, payment_method) as key,
           sum(n)::bigint as orders, sum(revenue)::bigint as revenue, sum(vat)::bigint as vat,
           round(sum(revenue)::numeric / sum(n))::bigint as average
      from (select date_trunc(${grouping}, day::timestamp)::date::text as period, emirate, payment_method, n, revenue, vat
              from (select (created_at at time zone 'Asia/Dubai')::date as day, emirate, payment_method,
                           count(*) as n, sum(total_fils) as revenue, sum(vat_fils) as vat
                      from orders where ${between(sql`created_at`, from, to)} and status not in ${NOT_SALES}
                     group by 1, 2, 3) days) d
     group by grouping sets ((period), (emirate), (payment_method), ())`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    kind: String(r.kind),
    key: r.key === null ? null : String(r.key),
    orders: n(r.orders),
    revenue: n(r.revenue),
    vat: n(r.vat),
    average: n(r.average),
  }));
}

/**
 * Items sold in the range per product and per category (the category and names from the catalogue's read model
 * in `locale`; a product gone from the catalogue keeps the name on its order lines and no category).
 */
export async function lineSums(db: Db, from: string, to: string, locale: string): Promise<LineSums[]> {
  const result = await db.execute(sql`
    with p as (
      select l.product_id, max(l.name) as line_name, sum(l.qty)::bigint as units,
             sum(l.line_total_fils)::bigint as revenue, sum(l.vat_fils)::bigint as vat
        from order_lines l join orders o on o.id = l.order_id
       where ${between(sql`o.created_at`, from, to)} and o.status not in ${NOT_SALES}
       group by l.product_id),
    c as (${productCategoriesSql(sql`select product_id from p`, locale)})
    select grouping(p.product_id) as category_row, c."categoryId" as category_id, p.product_id,
           case when grouping(p.product_id) = 1 then max(c."categoryName")
                else max(coalesce(c."productName", p.line_name)) end as name,
           sum(p.units)::bigint as units, sum(p.revenue)::bigint as revenue, sum(p.vat)::bigint as vat
      from p left join c on c."productId" = p.product_id
     group by grouping sets ((c."categoryId"), (c."categoryId", p.product_id))`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    categoryId: r.category_id === null ? null : n(r.category_id),
    productId: n(r.category_row) === 1 ? null : n(r.product_id),
    name: String(r.name ?? ""),
    units: n(r.units),
    revenue: n(r.revenue),
    vat: n(r.vat),
  }));
}

export interface RefundSums {
  /** "period" | "emirate" | "total". */
  kind: string;
  key: string | null;
  refunds: number;
  amount: number;
  vat: number;
}

/**
 * The order of a refund, looked up by its key (OFFSET 0 keeps the planner from turning a few thousand lookups into
 * a scan of every order).
 */
const refundOrder = sql`cross join lateral (select o.emirate, o.status from orders o where o.id = r.order_id offset 0) o`;

/** Succeeded refunds made in the range (by their own day) of orders that count, per period, emirate and in all. */
export async function refundSums(db: Db, from: string, to: string, grouping: ReportGrouping): Promise<RefundSums[]> {
  const result = await db.execute(sql`
    select case grouping(period, emirate) when 1 then 'period' when 2 then 'emirate' else 'total' end as kind,
           coalesce(period, emirate) as key,
           count(*) as refunds, sum(amount_fils)::bigint as amount, sum(vat_fils)::bigint as vat
      from (select ${periodOf(sql`r.created_at`, grouping)} as period, o.emirate, r.amount_fils, r.vat_fils
              from order_refunds r ${refundOrder}
             where r.status = 'succeeded' and ${between(sql`r.created_at`, from, to)}
               and o.status not in ${NOT_SALES}) x
     group by grouping sets ((period), (emirate), ())`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    kind: String(r.kind),
    key: r.key === null ? null : String(r.key),
    refunds: n(r.refunds),
    amount: n(r.amount),
    vat: n(r.vat),
  }));
}

export interface EmirateVat {
  emirate: string;
  count: number;
  /** Excluding VAT. */
  amount: number;
  vat: number;
}

/** The VAT return's supplies of a quarter per emirate: orders that count, their totals less VAT and their VAT. */
export async function suppliesByEmirate(db: Db, from: string, to: string): Promise<EmirateVat[]> {
  const result = await db.execute(sql`
    select emirate, count(*) as count, sum(total_fils - vat_fils)::bigint as amount, sum(vat_fils)::bigint as vat
      from orders where ${between(sql`created_at`, from, to)} and status not in ${NOT_SALES}
     group by emirate`);
  return rowsOf<Record<string, unknown>>(result).map(toEmirateVat);
}

/** The quarter's succeeded refunds per emirate of their order (credit notes): amount less VAT and VAT. */
export async function refundsByEmirate(db: Db, from: string, to: string): Promise<EmirateVat[]> {
  const result = await db.execute(sql`
    select o.emirate, count(*) as count, sum(r.amount_fils - r.vat_fils)::bigint as amount,
           sum(r.vat_fils)::bigint as vat
      from order_refunds r ${refundOrder}
     where r.status = 'succeeded' and ${between(sql`r.created_at`, from, to)} and o.status not in ${NOT_SALES}
     group by o.emirate`);
  return rowsOf<Record<string, unknown>>(result).map(toEmirateVat);
}

function toEmirateVat(r: Record<string, unknown>): EmirateVat {
  return { emirate: String(r.emirate), count: n(r.count), amount: n(r.amount), vat: n(r.vat) };
}

export interface DiscountSums {
  /** "period" | "emirate" | "code" | "total". */
  kind: string;
  key: string | null;
  orders: number;
  discount: number;
  revenue: number;
}

/**
 * The discount codes' reductions of the orders of the range that count (issue 16), per period, emirate, code and
 * in all. Driven by the redemptions (one per order that used a code, written in the order's transaction, so within
 * a day of it) and each one's order read by its key: orders_created_idx does not hold discount_fils, and reading
 * every order of a year for it would end the index-only read of the other sums (decision 0017).
 */
export async function discountSums(
  db: Db,
  from: string,
  to: string,
  grouping: ReportGrouping,
): Promise<DiscountSums[]> {
  const around = sql`r.created_at >= ${dubaiDayStart(addDays(from, -1))} and r.created_at < ${dubaiDayStart(addDays(to, 2))}`;
  const result = await db.execute(sql`
    select case grouping(period, emirate, code) when 3 then 'period' when 5 then 'emirate' when 6 then 'code'
             else 'total' end as kind,
           coalesce(period, emirate, code) as key,
           count(*) as orders, sum(discount)::bigint as discount, sum(total)::bigint as revenue
      from (select ${periodOf(sql`o.created_at`, grouping)} as period, o.emirate, o.discount_code as code,
                   o.discount_fils as discount, o.total_fils as total
              from discount_redemptions r
              cross join lateral (select o.created_at, o.emirate, o.discount_code, o.discount_fils, o.total_fils,
                                         o.status
                                    from orders o where o.id = r.order_id offset 0) o
             where ${around} and ${between(sql`o.created_at`, from, to)} and o.status not in ${NOT_SALES}
               and o.discount_code is not null) x
     group by grouping sets ((period), (emirate), (code), ())`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    kind: String(r.kind),
    key: r.key === null ? null : String(r.key),
    orders: n(r.orders),
    discount: n(r.discount),
    revenue: n(r.revenue),
  }));
}
