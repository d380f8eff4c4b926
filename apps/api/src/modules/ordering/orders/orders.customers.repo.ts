import { ERASED_MARKER } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../lib/rows";

/**
 * A customer's orders: theirs by account, and the guest orders placed with their e-mail once it is verified (the
 * orders module gives them to the account at its next login; until then they are the customer's all the same).
 */
const ofCustomer = (userId: number, verifiedEmail: string | null): SQL =>
  verifiedEmail
    ? sql`(o.user_id = ${userId} or (o.user_id is null and lower(o.email) = lower(${verifiedEmail})))`
    : sql`o.user_id = ${userId}`;

export interface CustomerOrderRow {
  id: number;
  number: string;
  createdAt: Date | string;
  status: string;
  paymentStatus: string;
  total: number;
  refunded: number;
}

const orderColumns = sql`o.id, o.number, o.created_at as "createdAt", o.status, o.payment_status as "paymentStatus",
  o.total_fils as total, o.refunded_fils as refunded`;

/** The newest `limit` orders, how many there are, and the lifetime spend (see customerDetailResponseSchema). */
export async function customerOrders(db: Db, userId: number, verifiedEmail: string | null, limit: number) {
  const [rows, figures] = await Promise.all([
    db.execute(sql`select ${orderColumns} from orders o where ${ofCustomer(userId, verifiedEmail)}
      order by o.created_at desc, o.id desc limit ${limit}`),
    db.execute(sql`select count(*)::int as n,
        coalesce(sum(greatest(o.total_fils - o.refunded_fils, 0)) filter (where o.payment_status = 'paid'), 0)::int
          as spend
      from orders o where ${ofCustomer(userId, verifiedEmail)}`),
  ]);
  const totals = rowsOf<{ n: number; spend: number }>(figures)[0];
  return { rows: rowsOf<CustomerOrderRow>(rows), orderCount: totals?.n ?? 0, lifetimeSpend: totals?.spend ?? 0 };
}

/** Every order of the customer with its contact, address and lines, oldest first (the data export). */
export async function customerOrdersWithLines(db: Db, userId: number, verifiedEmail: string | null) {
  const result = await db.execute(sql`select o.number, o.created_at as "createdAt", o.status,
      o.payment_method as "paymentMethod", o.payment_status as "paymentStatus", o.name, o.email, o.mobile,
      o.address, o.emirate, o.delivery_date::text as "deliveryDate", o.delivery_slot as "deliverySlot",
      o.items_fils as "itemsFils", o.delivery_fils as "deliveryFils", o.cod_fee_fils as "codFeeFils",
      o.total_fils as "totalFils", o.vat_fils as "vatFils", o.refunded_fils as "refundedFils",
      coalesce((select json_agg(json_build_object('name', l.name, 'skuCode', l.sku_code, 'options', l.options,
          'qty', l.qty, 'unitPriceFils', l.unit_price_fils, 'discountPct', l.discount_pct,
          'unitNetFils', l.unit_net_fils, 'lineTotalFils', l.line_total_fils, 'vatFils', l.vat_fils) order by l.id)
        from order_lines l where l.order_id = o.id), '[]'::json) as lines
    from orders o where ${ofCustomer(userId, verifiedEmail)} order by o.created_at, o.id`);
  return rowsOf<Record<string, unknown>>(result);
}

/**
 * Erasure (UAE PDPL): the orders stay for the tax record with their totals, lines and emirate (the VAT return is by
 * emirate), but name, e-mail, mobile and every address field become ERASED_MARKER and the link to the account goes.
 * Answers how many.
 */
export async function eraseCustomerOrders(tx: Db, userId: number, verifiedEmail: string | null): Promise<number> {
  const result = await tx.execute(sql`update orders o set user_id = null, name = ${ERASED_MARKER},
      email = ${ERASED_MARKER}, mobile = ${ERASED_MARKER},
      address = jsonb_build_object('recipient', ${ERASED_MARKER}::text, 'emirate', o.emirate,
        'area', ${ERASED_MARKER}::text, 'street', ${ERASED_MARKER}::text, 'building', ${ERASED_MARKER}::text,
        'mobile', ${ERASED_MARKER}::text),
      updated_at = now()
    where ${ofCustomer(userId, verifiedEmail)}
    returning o.id`);
  return rowsOf<{ id: number }>(result).length;
}
