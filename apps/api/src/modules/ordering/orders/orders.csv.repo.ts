import type { AdminOrderFilter } from "@shop/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../lib/rows";
import { adminOrderWhere } from "./orders.admin.filters";

/** One order as the CSV export reads it (placedAt already in Asia/Dubai). */
export interface CsvOrderRow {
  id: number;
  number: string;
  placedAt: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  name: string;
  email: string;
  mobile: string;
  emirate: string;
  area: string | null;
  deliveryDate: string;
  deliverySlot: string;
  itemCount: number;
  items: number;
  delivery: number;
  codFee: number;
  vat: number;
  total: number;
}

/** The next `limit` orders of the filter after order id `after` (keyset: the export never holds them all). */
export async function csvOrdersAfter(db: Db, filter: AdminOrderFilter, after: number, limit: number) {
  const result = await db.execute(sql`
    select o.id, o.number, to_char(o.created_at at time zone 'Asia/Dubai', 'YYYY-MM-DD HH24:MI') as "placedAt",
      o.status, o.payment_method as "paymentMethod", o.payment_status as "paymentStatus", o.name, o.email, o.mobile,
      o.emirate, o.address->>'area' as area, o.delivery_date::text as "deliveryDate", o.delivery_slot as "deliverySlot",
      (select coalesce(sum(l.qty), 0)::int from order_lines l where l.order_id = o.id) as "itemCount",
      o.items_fils as items, o.delivery_fils as delivery, o.cod_fee_fils as "codFee", o.vat_fils as vat,
      o.total_fils as total
      from orders o where ${adminOrderWhere(filter)} and o.id > ${after}
     order by o.id limit ${limit}`);
  return rowsOf<CsvOrderRow>(result);
}
