import { type DeliverySlot, deliveryListStatuses, deliverySlots, type Emirate, emirates } from "@shop/shared";
import { and, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../lib/rows";

/** SQL of a day's deliveries: the orders to deliver on a date, by emirate (the shop's order of them), then slot. */

export interface DeliveryRow {
  number: string;
  status: string;
  emirate: string;
  deliverySlot: string;
  name: string;
  mobile: string;
  address: Record<string, unknown>;
  itemCount: number;
  paymentMethod: string;
  paymentStatus: string;
  total: number;
}

const textArray = (values: readonly string[]) => sql`${`{${values.join(",")}}`}::text[]`;

export async function deliveriesOf(
  db: Db,
  filter: { date: string; emirate?: Emirate; slot?: DeliverySlot; from: number; limit: number },
) {
  const parts: SQL[] = [
    sql`o.delivery_date = ${filter.date}::date`,
    sql`o.status = any(${textArray(deliveryListStatuses)})`,
  ];
  if (filter.emirate) parts.push(sql`o.emirate = ${filter.emirate}`);
  if (filter.slot) parts.push(sql`o.delivery_slot = ${filter.slot}`);
  const where = and(...parts) ?? sql`true`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select o.number, o.status, o.emirate, o.delivery_slot as "deliverySlot", o.name, o.mobile, o.address,
        (select coalesce(sum(l.qty), 0)::int from order_lines l where l.order_id = o.id) as "itemCount",
        o.payment_method as "paymentMethod", o.payment_status as "paymentStatus", o.total_fils as total
        from orders o where ${where}
       order by array_position(${textArray(emirates)}, o.emirate), array_position(${textArray(deliverySlots)}, o.delivery_slot),
         o.id
       limit ${filter.limit} offset ${filter.from * filter.limit}`),
    db.execute(sql`select count(*)::int as n from orders o where ${where}`),
  ]);
  return { rows: rowsOf<DeliveryRow>(rows), totalCount: rowsOf<{ n: number }>(count)[0]?.n ?? 0 };
}
