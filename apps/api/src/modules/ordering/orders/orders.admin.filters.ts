import type { AdminOrderFilter } from "@shop/shared";
import { and, type SQL, sql } from "drizzle-orm";

/**
 * The back office's order filters as SQL on `orders o` (the list, its count and the CSV export share them).
 * Delivery date and emirate are served by orders_date_emirate_idx; the text search stays a scan of what is left.
 */

/** LIKE pattern of a literal text: %, _ and \ lose their meaning. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Part of the number, e-mail or name (any case), or of the mobile by its digits in any UAE format. */
function textMatch(q: string): SQL {
  const text = contains(q.toLowerCase());
  const digits = q.replace(/\D/g, "").replace(/^(00971|971|0)/, "");
  const byText = sql`(lower(o.number) like ${text} or lower(o.email) like ${text} or lower(o.name) like ${text})`;
  return digits.length >= 4
    ? sql`(${byText} or regexp_replace(o.mobile, '[^0-9]', '', 'g') like ${contains(digits)})`
    : byText;
}

export function adminOrderWhere(filter: AdminOrderFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.dateFrom) parts.push(sql`o.delivery_date >= ${filter.dateFrom}::date`);
  if (filter.dateTo) parts.push(sql`o.delivery_date <= ${filter.dateTo}::date`);
  if (filter.emirate) parts.push(sql`o.emirate = ${filter.emirate}`);
  if (filter.slot) parts.push(sql`o.delivery_slot = ${filter.slot}`);
  if (filter.status) parts.push(sql`o.status = ${filter.status}`);
  if (filter.paymentMethod) parts.push(sql`o.payment_method = ${filter.paymentMethod}`);
  const q = filter.q?.trim();
  if (q) parts.push(textMatch(q));
  return and(...parts) ?? sql`true`;
}

/**
 * The list's order: newest first; by delivery date (latest first), then newest, when delivery dates are filtered.
 * Then a page is the top of an orders_date_emirate_idx range scan: "newest first" over a week long ago would walk
 * orders_created_idx back through every newer order (84k rows, 31 ms at 100k orders; under 1 ms this way).
 */
export function adminOrderOrder(filter: AdminOrderFilter): SQL {
  return filter.dateFrom || filter.dateTo
    ? sql`o.delivery_date desc, o.created_at desc, o.id desc`
    : sql`o.created_at desc, o.id desc`;
}
