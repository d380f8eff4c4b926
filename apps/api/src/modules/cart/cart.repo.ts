import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { runPrepared } from "../../lib/prepared";
import { rowsOf } from "../../lib/rows";
import { type SkuStateRow, skuStatesOf } from "../catalogue/catalogue.sql";

/**
 * All SQL on cart_items. A line is identified by its id (cartId) and unique per member and SKU.
 *
 * Every write commits asynchronously (`synchronous_commit` off for that transaction only, decision 0006): it
 * does not wait for its WAL to reach the disk. A crash of the database server may lose the last fraction of a
 * second of cart changes, never corrupts them; orders and stock keep synchronous commits.
 */
const ASYNC_COMMIT = sql`select set_config('synchronous_commit', 'off', true)`;

/** Advisory-lock namespace of a member's cart (the second key is the user id). */
const CART_LOCK = 6001;

/**
 * Starts a write transaction on one member's cart: serialises the member's cart writes until it ends (the line
 * limit is counted under it) and makes it commit asynchronously.
 */
export async function lockCart(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK}, ${userId}), (${ASYNC_COMMIT})`);
}

/** A SKU's live state with the member's line of it (cartId and qty null when it is not in the cart). */
export interface CartSnapshotRow extends SkuStateRow {
  cartId: number | null;
  qty: number | null;
}

/**
 * The member's lines, oldest first (a replaced quantity keeps the line's place), each with its SKU's live state,
 * plus the state of `alsoSkuId` when it is not in the cart (last, with cartId null): one prepared statement.
 */
export function cartSnapshot(db: Db, userId: number, alsoSkuId = 0): Promise<CartSnapshotRow[]> {
  const skuIds = sql`select sku_id from cart_items where user_id = ${userId} union select ${alsoSkuId}::int`;
  return runPrepared<CartSnapshotRow>(
    db,
    "cart_snapshot",
    sql`select c.id as "cartId", c.qty, st.* from (${skuStatesOf(skuIds)}) st
      left join cart_items c on c.user_id = ${userId} and c.sku_id = st."skuId"
      order by c.id nulls last`,
  );
}

/**
 * cart/add's read and its write in one prepared statement (issue 17: one round trip where there were two): the
 * snapshot of cartSnapshot(db, userId, skuId) as it was before, and, when the SKU is already in the cart and may
 * be bought at `qty` (cart.service's refusal() rules: available, stock > 0, qty <= stock), its new quantity,
 * committed asynchronously. `changed` is true on every row when that line's quantity was changed.
 */
export function addToCartSnapshot(
  db: Db,
  line: { userId: number; skuId: number; qty: number },
): Promise<Array<CartSnapshotRow & { changed: boolean }>> {
  const { userId, skuId, qty } = line;
  const skuIds = sql`select sku_id from cart_items where user_id = ${userId} union select ${skuId}::int`;
  // The quantity compared is the snapshot's ("line", read once): a concurrent add of the same quantity to the same
  // line, which the update waits for, still counts as this add's change; only a line deleted meanwhile does not.
  return runPrepared(
    db,
    "cart_add_snapshot_v2",
    sql`with async as (${ASYNC_COMMIT}), st as (${skuStatesOf(skuIds)}),
      line as (select id, qty from cart_items where user_id = ${userId}::int and sku_id = ${skuId}::int),
      changed as (
        update cart_items c set qty = ${qty}::int, updated_at = now()
        from st, line where c.id = line.id and line.qty <> ${qty}::int and st."skuId" = ${skuId}::int
          and st.available and st.stock > 0 and st.stock >= ${qty}::int and exists (select 1 from async)
        returning c.id)
      select c.id as "cartId", c.qty, st.*, exists (select 1 from changed) as changed from st
      left join cart_items c on c.user_id = ${userId}::int and c.sku_id = st."skuId"
      order by c.id nulls last`,
  );
}

export async function listCartSkuIds(db: Db, userId: number): Promise<number[]> {
  const result = await db.execute(sql`select sku_id as "skuId" from cart_items where user_id = ${userId}`);
  return rowsOf<{ skuId: number }>(result).map((r) => r.skuId);
}

/**
 * Sets the quantity of a SKU in the cart (SPEC 4: replaces, never adds up), inserting the line when the cart
 * has fewer than `maxLines` lines. Returns the line id, or undefined when the cart is full.
 */
export async function upsertLine(
  db: Db,
  line: { userId: number; skuId: number; qty: number },
  maxLines: number,
): Promise<number | undefined> {
  const { userId, skuId, qty } = line;
  const result = await db.execute(sql`
    insert into cart_items (user_id, sku_id, qty)
    select ${userId}::int, ${skuId}::int, ${qty}::int
    where exists (select 1 from cart_items where user_id = ${userId} and sku_id = ${skuId})
      or (select count(*) from cart_items where user_id = ${userId}) < ${maxLines}
    on conflict (user_id, sku_id) do update set qty = excluded.qty, updated_at = now()
    returning id`);
  return rowsOf<{ id: number }>(result)[0]?.id;
}

/** Sets several quantities at once, inserting the new lines in the given order. */
export async function upsertLines(
  db: Db,
  userId: number,
  lines: ReadonlyArray<{ skuId: number; qty: number }>,
): Promise<void> {
  if (!lines.length) return;
  const skuIds = `{${lines.map((l) => l.skuId).join(",")}}`;
  const qtys = `{${lines.map((l) => l.qty).join(",")}}`;
  await db.execute(sql`
    insert into cart_items (user_id, sku_id, qty)
    select ${userId}::int, t.sku_id, t.qty from unnest(${skuIds}::int[], ${qtys}::int[]) with ordinality t(sku_id, qty, n)
    order by t.n
    on conflict (user_id, sku_id) do update set qty = excluded.qty, updated_at = now()`);
}

/** Deletes one of the member's own lines; false when the member has no line with that id. */
export async function deleteLine(db: Db, userId: number, cartId: number): Promise<boolean> {
  const result = await db.execute(
    sql`with async as (${ASYNC_COMMIT})
      delete from cart_items where id = ${cartId} and user_id = ${userId} and exists (select 1 from async) returning id`,
  );
  return rowsOf<{ id: number }>(result).length > 0;
}

/** The member's cart lines, oldest first (what an order of the cart contains). */
export async function readCartLines(
  db: Db,
  userId: number,
): Promise<Array<{ cartId: number; skuId: number; qty: number }>> {
  return runPrepared(
    db,
    "cart_lines_for_order",
    sql`select id as "cartId", sku_id as "skuId", qty from cart_items where user_id = ${userId} order by id`,
  );
}

/** Every line of the member's cart (a customer's erasure, issue 15). */
export async function deleteCart(db: Db, userId: number): Promise<void> {
  await db.execute(sql`delete from cart_items where user_id = ${userId}`);
}
