import type { DiscountCodeValues, DiscountStatus } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../lib/rows";

/** The SQL of the back office's discount codes (issue 16): the list with its figures, and the writes. */

export interface DiscountCodeRow {
  id: number;
  code: string;
  kind: "percent" | "fixed";
  value: number;
  minSubtotal: number;
  categoryId: number | null;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  used: number;
  active: boolean;
  status: DiscountStatus;
  orders: number;
  revenue: number;
  discountGiven: number;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** Where a code stands at the database's now: off, then expired, used up, scheduled, else active. */
const statusSql = sql`case when not c.active then 'off'
  when c.ends_at is not null and c.ends_at <= now() then 'expired'
  when c.usage_limit is not null and c.used >= c.usage_limit then 'usedUp'
  when c.starts_at is not null and c.starts_at > now() then 'scheduled'
  else 'active' end`;

/**
 * The figures of each code: its orders that were not cancelled, their totals and the discount they got (a
 * redemption exists while the order holds its use; discount_redemptions_code_email_idx finds a code's).
 */
const figuresSql = sql`(select count(*)::int as orders, coalesce(sum(o.total_fils), 0)::bigint as revenue,
         coalesce(sum(r.discount_fils), 0)::bigint as "discountGiven"
    from discount_redemptions r join orders o on o.id = r.order_id
   where r.code_id = c.id and o.status <> 'cancelled')`;

const columns = sql`c.id, c.code, c.kind, c.value, c.min_subtotal_fils as "minSubtotal", c.category_id as "categoryId",
  c.starts_at as "startsAt", c.ends_at as "endsAt", c.usage_limit as "usageLimit",
  c.per_customer_limit as "perCustomerLimit", c.used, c.active, ${statusSql} as status,
  f.orders, f.revenue, f."discountGiven", c.created_at as "createdAt", c.updated_at as "updatedAt"`;

function normalise(row: DiscountCodeRow): DiscountCodeRow {
  return {
    ...row,
    id: Number(row.id),
    categoryId: row.categoryId === null ? null : Number(row.categoryId),
    orders: Number(row.orders),
    revenue: Number(row.revenue),
    discountGiven: Number(row.discountGiven),
  };
}

/** "%" and "_" typed by staff are matched as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface CodeFilter {
  q?: string;
  status?: DiscountStatus;
}

function whereOf(filter: CodeFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.q) parts.push(sql`c.code like ${`%${likeEscaped(filter.q.toUpperCase())}%`}`);
  if (filter.status) parts.push(sql`${statusSql} = ${filter.status}`);
  return sql.join(parts, sql` and `);
}

/** One page of codes, newest first, with the count of all that match (codes are few: hundreds at most). */
export async function searchCodes(
  db: Db,
  filter: CodeFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: DiscountCodeRow[]; total: number }> {
  const where = whereOf(filter);
  const [list, count] = await Promise.all([
    db.execute(sql`select ${columns} from discount_codes c cross join lateral ${figuresSql} f
       where ${where} order by c.created_at desc, c.id desc limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as n from discount_codes c where ${where}`),
  ]);
  return {
    rows: rowsOf<DiscountCodeRow>(list).map(normalise),
    total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0),
  };
}

/** One code with its figures; `lock` takes its row for an update in `tx`. */
export async function codeById(db: Db, id: number, lock = false): Promise<DiscountCodeRow | null> {
  if (lock) await db.execute(sql`select id from discount_codes where id = ${id} for update`);
  const result = await db.execute(
    sql`select ${columns} from discount_codes c cross join lateral ${figuresSql} f where c.id = ${id}`,
  );
  const row = rowsOf<DiscountCodeRow>(result)[0];
  return row ? normalise(row) : null;
}

/** Whether any order ever redeemed the code (even one later cancelled): its text is then kept. */
export async function everRedeemed(db: Db, id: number): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from discount_redemptions where code_id = ${id}) as x`);
  return Boolean(rowsOf<{ x: boolean }>(result)[0]?.x);
}

const valueSql = (v: DiscountCodeValues) => ({
  code: v.code,
  kind: v.kind,
  value: v.value,
  min: v.minSubtotal,
  category: v.categoryId,
  starts: v.startsAt,
  ends: v.endsAt,
  limit: v.usageLimit,
  perCustomer: v.perCustomerLimit,
});

export async function insertCode(tx: Db, v: DiscountCodeValues): Promise<number> {
  const s = valueSql(v);
  const result = await tx.execute(sql`
    insert into discount_codes (code, kind, value, min_subtotal_fils, category_id, starts_at, ends_at, usage_limit,
                                per_customer_limit)
    values (${s.code}, ${s.kind}, ${s.value}, ${s.min}, ${s.category}, ${s.starts}::timestamptz, ${s.ends}::timestamptz,
            ${s.limit}::int, ${s.perCustomer}::int)
    returning id`);
  return Number(rowsOf<{ id: number }>(result)[0]!.id);
}

export async function updateCode(tx: Db, id: number, v: DiscountCodeValues): Promise<void> {
  const s = valueSql(v);
  await tx.execute(sql`
    update discount_codes set code = ${s.code}, kind = ${s.kind}, value = ${s.value}, min_subtotal_fils = ${s.min},
           category_id = ${s.category}, starts_at = ${s.starts}::timestamptz, ends_at = ${s.ends}::timestamptz,
           usage_limit = ${s.limit}::int, per_customer_limit = ${s.perCustomer}::int, updated_at = now()
     where id = ${id}`);
}

export async function setCodeActive(tx: Db, id: number, active: boolean): Promise<void> {
  await tx.execute(sql`update discount_codes set active = ${active}, updated_at = now() where id = ${id}`);
}
