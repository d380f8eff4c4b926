import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { addresses } from "../../db/schema";

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Pick<
  AddressRow,
  "label" | "recipient" | "emirate" | "area" | "street" | "building" | "apartment" | "landmark" | "mobile" | "notes"
>;

/** Serialises changes to one member's address book (count limit, one default) until the transaction ends. */
export async function lockAddressBook(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7007, ${userId})`);
}

/** The default first, then the newest. */
export function listAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
}

export async function findAddress(db: Db, userId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(
  db: Db,
  userId: number,
  values: AddressValues & { isDefault: boolean },
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error("insert addresses returned no row");
  return row;
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  values: Partial<AddressValues> & { isDefault?: boolean },
): Promise<AddressRow | null> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row ?? null;
}

/** Unsets the member's default (before another address becomes it: the unique index allows one). */
export async function clearDefault(db: Db, userId: number): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

/** Makes the newest address the default; used when the default one is deleted. */
export async function promoteNewest(db: Db, userId: number): Promise<void> {
  await db.execute(sql`
    update ${addresses} set is_default = true
     where id = (select id from ${addresses} where user_id = ${userId} order by id desc limit 1)`);
}

/** Every address of the member (a customer's erasure, issue 15); answers how many. */
export async function deleteAllAddresses(db: Db, userId: number): Promise<number> {
  const rows = await db.delete(addresses).where(eq(addresses.userId, userId)).returning({ id: addresses.id });
  return rows.length;
}
