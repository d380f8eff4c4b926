import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { runPrepared } from "../../lib/prepared";
import { rowsOf } from "../../lib/rows";
import { type SkuStateRow, skuStatesOf } from "../catalogue/catalogue.sql";

/**
 * All SQL on wishlist_items. A line is identified by its id (wishListId) and unique per member and SKU. Writes
 * commit asynchronously, like the cart's (see cart.repo.ts, decision 0006).
 */
const ASYNC_COMMIT = sql`select set_config('synchronous_commit', 'off', true)`;

/** Advisory-lock namespace of a member's wish list (the second key is the user id). */
const WISHLIST_LOCK = 6002;

/**
 * Starts a write transaction on one member's wish list: serialises the member's wish-list writes until it ends
 * (the limit is counted under it) and makes it commit asynchronously.
 */
export async function lockWishlist(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WISHLIST_LOCK}, ${userId}), (${ASYNC_COMMIT})`);
}

/** A SKU's live state with the member's line of it (wishListId null when it is not in the list). */
export interface WishlistSnapshotRow extends SkuStateRow {
  wishListId: number | null;
}

/**
 * The member's lines, oldest first, each with its SKU's live state, plus the state of `alsoSkuId` when it is not
 * in the list (last, with wishListId null): one prepared statement.
 */
export function wishlistSnapshot(db: Db, userId: number, alsoSkuId = 0): Promise<WishlistSnapshotRow[]> {
  const skuIds = sql`select sku_id from wishlist_items where user_id = ${userId} union select ${alsoSkuId}::int`;
  return runPrepared<WishlistSnapshotRow>(
    db,
    "wishlist_snapshot",
    sql`select w.id as "wishListId", st.* from (${skuStatesOf(skuIds)}) st
      left join wishlist_items w on w.user_id = ${userId} and w.sku_id = st."skuId"
      order by w.id nulls last`,
  );
}

export async function listWishlistSkuIds(db: Db, userId: number): Promise<number[]> {
  const result = await db.execute(sql`select sku_id as "skuId" from wishlist_items where user_id = ${userId}`);
  return rowsOf<{ skuId: number }>(result).map((r) => r.skuId);
}

/** Adds SKUs in the given order; one already in the list is left as it is (SPEC 4). */
export async function insertSkus(db: Db, userId: number, skuIds: readonly number[]): Promise<void> {
  if (!skuIds.length) return;
  await db.execute(sql`
    insert into wishlist_items (user_id, sku_id)
    select ${userId}::int, t.sku_id from unnest(${`{${skuIds.join(",")}}`}::int[]) with ordinality t(sku_id, n)
    order by t.n
    on conflict (user_id, sku_id) do nothing`);
}

/** Deletes one of the member's own lines; false when the member has no line with that id. */
export async function deleteWishlistLine(db: Db, userId: number, wishListId: number): Promise<boolean> {
  const result = await db.execute(
    sql`with async as (${ASYNC_COMMIT})
      delete from wishlist_items where id = ${wishListId} and user_id = ${userId} and exists (select 1 from async)
      returning id`,
  );
  return rowsOf<{ id: number }>(result).length > 0;
}

/** Every line of the member's wish list (a customer's erasure, issue 15). */
export async function deleteWishlist(db: Db, userId: number): Promise<void> {
  await db.execute(sql`delete from wishlist_items where user_id = ${userId}`);
}
