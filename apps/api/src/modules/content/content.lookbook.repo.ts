import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type I18nText, lookbookHotspots, lookbookLooks } from "../../db/schema";

/** The SQL of the lookbook (lookbook_looks and lookbook_hotspots), owned by the content module. */

export type LookRow = typeof lookbookLooks.$inferSelect;
export type HotspotRow = typeof lookbookHotspots.$inferSelect;

/** Looks in the staff's order (published ones only when asked), each with its hotspots in order. */
export async function listLooks(db: Db, publishedOnly: boolean): Promise<Array<LookRow & { hotspots: HotspotRow[] }>> {
  const looks = await db
    .select()
    .from(lookbookLooks)
    .where(publishedOnly ? eq(lookbookLooks.status, "published") : undefined)
    .orderBy(asc(lookbookLooks.position), asc(lookbookLooks.id));
  if (!looks.length) return [];
  const spots = await db
    .select()
    .from(lookbookHotspots)
    .where(
      inArray(
        lookbookHotspots.lookId,
        looks.map((l) => l.id),
      ),
    )
    .orderBy(asc(lookbookHotspots.position), asc(lookbookHotspots.id));
  return looks.map((look) => ({ ...look, hotspots: spots.filter((s) => s.lookId === look.id) }));
}

/** One look, locked for the caller's transaction. */
export async function lockLook(tx: Db, id: number): Promise<LookRow | null> {
  const [row] = await tx.select().from(lookbookLooks).where(eq(lookbookLooks.id, id)).for("update");
  return row ?? null;
}

export async function insertLook(
  tx: Db,
  v: { title: I18nText; alt: I18nText; base: string; widths: number[]; width: number; height: number },
): Promise<number> {
  const [row] = await tx
    .insert(lookbookLooks)
    .values({
      ...v,
      status: "draft",
      position: sql`(select coalesce(max(position) + 1, 0) from lookbook_looks)`,
    })
    .returning({ id: lookbookLooks.id });
  return row!.id;
}

/** New texts and the whole list of hotspots, replaced at once. */
export async function updateLook(
  tx: Db,
  id: number,
  v: { title: I18nText; alt: I18nText; hotspots: Array<{ productId: number; x: number; y: number }> },
): Promise<void> {
  await tx
    .update(lookbookLooks)
    .set({ title: v.title, alt: v.alt, updatedAt: sql`now()` })
    .where(eq(lookbookLooks.id, id));
  await tx.delete(lookbookHotspots).where(eq(lookbookHotspots.lookId, id));
  if (v.hotspots.length) {
    await tx.insert(lookbookHotspots).values(v.hotspots.map((h, position) => ({ ...h, lookId: id, position })));
  }
}

export async function setLookStatus(tx: Db, id: number, published: boolean): Promise<void> {
  await tx
    .update(lookbookLooks)
    .set({ status: published ? "published" : "draft", updatedAt: sql`now()` })
    .where(eq(lookbookLooks.id, id));
}

/** Serialises reorders (rare): each reads the order after the one before it committed. */
export async function lockLookOrder(tx: Db): Promise<void> {
  await tx.execute(sql`lock table lookbook_looks in share row exclusive mode`);
}

/** Numbers the looks 0, 1, 2... in the given order of ids. */
export async function placeLooks(tx: Db, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx
      .update(lookbookLooks)
      .set({ position })
      .where(and(eq(lookbookLooks.id, id)));
  }
}

export async function deleteLook(tx: Db, id: number): Promise<void> {
  await tx.delete(lookbookLooks).where(eq(lookbookLooks.id, id));
}
