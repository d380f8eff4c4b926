import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { runPrepared } from "../../../lib/prepared";
import { sharedHitsSql } from "../../../lib/rate-limit-store";
import { rowsOf } from "../../../lib/rows";
import { categorySubtreeSql } from "../../catalogue/catalogue.sql";

/** The SQL of discount codes at checkout (issue 16): reading a code, claiming a use, giving it back. */

/** A code as checkout reads it, with the time of the database and this shopper's uses of it. */
export interface CodeRow {
  id: number;
  code: string;
  kind: "percent" | "fixed";
  value: number;
  minSubtotal: number;
  /** The code's category and every category below it; null: the code applies to every line. */
  categoryIds: number[] | null;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  used: number;
  active: boolean;
  now: Date | string;
  /** Redemptions of this code by the shopper (their account, or their e-mail). */
  shopperUses: number;
}

/** Who is ordering, for the per-shopper limit: the member's id and the order's e-mail (lower-cased). */
export interface Shopper {
  userId: number | null;
  email: string | null;
}

const codeColumns = sql`c.id, c.code, c.kind, c.value, c.min_subtotal_fils as "minSubtotal",
      c.starts_at as "startsAt", c.ends_at as "endsAt", c.usage_limit as "usageLimit",
      c.per_customer_limit as "perCustomerLimit", c.used, c.active, now() as now`;

/** The shopper's redemptions of code `c`: by account, or by e-mail (a guest, or the member's own address). */
const shopperUsesSql = (s: Shopper) => sql`(select count(*)::int from discount_redemptions r
       where r.code_id = c.id and (r.user_id = ${s.userId}::int or r.email = ${s.email}::text))`;

/** What the code's lookup answers: the code (null when there is none) and the failed attempts of the address. */
export interface CodeLookup {
  row: CodeRow | null;
  failedAttempts: number;
}
type LookupRow = CodeRow & { failedAttempts: number; found: boolean };

/**
 * The lookup of the code typed (already trimmed and upper-cased) as one single-row SELECT: the code with the ids of
 * its category's subtree, and the failed attempts counted under `attempts.key` in the current window. Checkout's
 * quote embeds it in its price read (one round trip); findCode runs it alone.
 */
export function codeLookupSql(code: string, shopper: Shopper, attempts: { key: string; windowMs: number }): SQL {
  return sql`
    select ${sharedHitsSql(attempts.key, attempts.windowMs)}::int as "failedAttempts", c.id is not null as found,
      ${codeColumns}, ${shopperUsesSql(shopper)} as "shopperUses",
      case when c.category_id is null then null else ${categorySubtreeSql(sql`c.category_id`)} end as "categoryIds"
      from (select 1) one left join discount_codes c on c.code = ${code}::text`;
}

/** The lookup's row (as selected, or as JSON when embedded) read into a CodeLookup. */
export function codeLookupOf(value: unknown): CodeLookup {
  const { failedAttempts, found, ...row } = (value ?? { failedAttempts: 0, found: false }) as LookupRow;
  if (!found) return { row: null, failedAttempts: Number(failedAttempts) };
  const codeRow = row as CodeRow;
  return {
    row: {
      ...codeRow,
      id: Number(codeRow.id),
      value: Number(codeRow.value),
      minSubtotal: Number(codeRow.minSubtotal),
      used: Number(codeRow.used),
      shopperUses: Number(codeRow.shopperUses),
      categoryIds: codeRow.categoryIds?.map(Number) ?? null,
    },
    failedAttempts: Number(failedAttempts),
  };
}

/** The code's lookup alone (placeOrder): a named prepared statement on PostgreSQL. */
export async function findCode(db: Db, lookup: SQL): Promise<CodeLookup> {
  const rows = await runPrepared<LookupRow>(db, "discount_find_code", lookup);
  return codeLookupOf(rows[0]);
}

/**
 * Takes one use of the code if it is still usable now: active, in its dates, under its limit. The row stays
 * locked until the order's transaction ends, so concurrent orders of the code queue here and the count of the
 * shopper's uses that follows sees every committed one. Answers the code's limits, or null when not usable.
 */
export async function claimUse(tx: Db, codeId: number): Promise<{ perCustomerLimit: number | null } | null> {
  const result = await tx.execute(sql`
    update discount_codes set used = used + 1
     where id = ${codeId} and active and (usage_limit is null or used < usage_limit)
       and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())
    returning per_customer_limit as "perCustomerLimit"`);
  return rowsOf<{ perCustomerLimit: number | null }>(result)[0] ?? null;
}

/** The shopper's uses of a code, read after claimUse locked its row. */
export async function shopperUses(tx: Db, codeId: number, shopper: Shopper): Promise<number> {
  const result = await tx.execute(sql`
    select count(*)::int as n from discount_redemptions r
     where r.code_id = ${codeId} and (r.user_id = ${shopper.userId}::int or r.email = ${shopper.email}::text)`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** The code as it is now (after a claim failed), to say why. */
export async function codeNow(tx: Db, codeId: number): Promise<CodeRow | null> {
  const result = await tx.execute(sql`
    select ${codeColumns}, 0 as "shopperUses", null as "categoryIds" from discount_codes c where c.id = ${codeId}`);
  return rowsOf<CodeRow>(result)[0] ?? null;
}

export async function insertRedemption(
  tx: Db,
  r: { codeId: number; orderId: number; shopper: Shopper; discount: number },
): Promise<void> {
  await tx.execute(sql`
    insert into discount_redemptions (code_id, order_id, user_id, email, discount_fils)
    values (${r.codeId}, ${r.orderId}, ${r.shopper.userId}, ${r.shopper.email ?? ""}, ${r.discount})`);
}

/**
 * Gives an order's use of its code back (a card order cancelled before payment, or its hold expired): deletes the
 * redemption and decrements the count, in the cancellation's transaction. Nothing when the order used no code.
 */
export async function releaseUse(tx: Db, orderId: number): Promise<void> {
  await tx.execute(sql`
    with r as (delete from discount_redemptions where order_id = ${orderId} returning code_id)
    update discount_codes c set used = c.used - 1, updated_at = now()
      from r where c.id = r.code_id and c.used > 0`);
}
