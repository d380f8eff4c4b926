import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../lib/rows";

/** What the tax invoice and the packing slip read of an order: the order, its lines, its refunds. */

export interface DocumentOrder {
  id: number;
  number: string;
  userId: number | null;
  name: string;
  email: string;
  mobile: string;
  locale: string;
  address: Record<string, unknown>;
  emirate: string;
  deliveryDate: string;
  deliverySlot: string;
  paymentMethod: string;
  paymentStatus: string;
  status: string;
  itemsFils: number;
  deliveryFils: number;
  codFeeFils: number;
  totalFils: number;
  vatFils: number;
  refundedFils: number;
  createdAt: Date;
  /** When the order was marked delivered (its last such event), or null. */
  deliveredAt: Date | null;
  /** orders.gift as stored (issue 16): a gift's slip prints the recipient and the message, and no prices. */
  gift: unknown;
  /** The discount code's reduction of the items and the code (issue 16); 0 and null when none. */
  discountFils: number;
  discountCode: string | null;
}

export interface DocumentLine {
  orderId: number;
  name: string;
  skuCode: string;
  options: { potSize?: string | null; potColour?: string | null } | null;
  qty: number;
  lineTotalFils: number;
  vatFils: number;
  /** The line's share of the discount code (issue 16): it was charged lineTotalFils - codeDiscountFils. */
  codeDiscountFils: number;
}

export interface DocumentRefund {
  amountFils: number;
  vatFils: number;
  status: string;
  createdAt: Date;
}

const orderColumns = sql`o.id, o.number, o.user_id as "userId", o.name, o.email, o.mobile, o.locale, o.address,
  o.emirate, o.delivery_date::text as "deliveryDate", o.delivery_slot as "deliverySlot",
  o.payment_method as "paymentMethod", o.payment_status as "paymentStatus", o.status,
  o.items_fils as "itemsFils", o.delivery_fils as "deliveryFils", o.cod_fee_fils as "codFeeFils",
  o.total_fils as "totalFils", o.vat_fils as "vatFils", o.refunded_fils as "refundedFils", o.created_at as "createdAt",
  o.gift, o.discount_fils as "discountFils", o.discount_code as "discountCode",
  (select max(e.created_at) from order_events e where e.order_id = o.id and e.status = 'delivered') as "deliveredAt"`;

/** PGlite and node-postgres answer timestamps as Date or string; ids as number. */
function normalise(row: DocumentOrder): DocumentOrder {
  return {
    ...row,
    id: Number(row.id),
    createdAt: new Date(row.createdAt),
    deliveredAt: row.deliveredAt ? new Date(row.deliveredAt) : null,
  };
}

export async function documentOrder(db: Db, number: string): Promise<DocumentOrder | undefined> {
  const result = await db.execute(sql`select ${orderColumns} from orders o where o.number = ${number} limit 1`);
  const row = rowsOf<DocumentOrder>(result)[0];
  return row ? normalise(row) : undefined;
}

/** The lines of these orders, each order's in the order they were bought. */
export async function documentLines(db: Db, orderIds: number[]): Promise<DocumentLine[]> {
  if (orderIds.length === 0) return [];
  const result = await db.execute(sql`
    select l.order_id as "orderId", l.name, l.sku_code as "skuCode", l.options, l.qty,
           l.line_total_fils as "lineTotalFils", l.vat_fils as "vatFils", l.code_discount_fils as "codeDiscountFils"
      from order_lines l where l.order_id = any(${`{${orderIds.join(",")}}`}::int[])
     order by l.order_id, l.id`);
  return rowsOf<DocumentLine>(result).map((l) => ({ ...l, orderId: Number(l.orderId) }));
}

/** The order's refunds that went through or are on their way (a failed one never reached the shopper). */
export async function documentRefunds(db: Db, orderId: number): Promise<DocumentRefund[]> {
  const result = await db.execute(sql`
    select amount_fils as "amountFils", vat_fils as "vatFils", status, created_at as "createdAt"
      from order_refunds where order_id = ${orderId} and status <> 'failed' order by id`);
  return rowsOf<DocumentRefund>(result).map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

export interface SlipFilter {
  date: string;
  emirate?: string;
  slot?: string;
}

/** Where the day's slips sort: by emirate, then slot in the day's order, then order id (the keyset). */
export interface SlipCursor {
  emirate: string;
  slotRank: number;
  id: number;
}

const slotRank = sql`(case o.delivery_slot when 'morning' then 0 when 'afternoon' then 1 else 2 end)`;

/** The statuses whose goods still go out that day: confirmed, being prepared, or out for delivery. */
const toPack = sql`o.status in ('confirmed', 'preparing', 'out_for_delivery')`;

/**
 * The next `limit` orders of a delivery day (and emirate, slot) after `after`, by keyset, so a day of any size is
 * read a batch at a time (orders_date_emirate_idx finds the day).
 */
export async function slipBatch(
  db: Db,
  filter: SlipFilter,
  after: SlipCursor | null,
  limit: number,
): Promise<Array<DocumentOrder & { slotRank: number }>> {
  const parts: SQL[] = [sql`o.delivery_date = ${filter.date}::date`, toPack];
  if (filter.emirate) parts.push(sql`o.emirate = ${filter.emirate}`);
  if (filter.slot) parts.push(sql`o.delivery_slot = ${filter.slot}`);
  if (after)
    parts.push(sql`(o.emirate, ${slotRank}, o.id) > (${after.emirate}, ${after.slotRank}::int, ${after.id}::int)`);
  const result = await db.execute(sql`
    select ${orderColumns}, ${slotRank} as "slotRank" from orders o
     where ${sql.join(parts, sql` and `)}
     order by o.emirate, ${slotRank}, o.id limit ${limit}`);
  return rowsOf<DocumentOrder & { slotRank: number }>(result).map((r) => ({
    ...normalise(r),
    slotRank: Number(r.slotRank),
  }));
}
