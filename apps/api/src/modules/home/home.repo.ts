import { asc, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type I18nText, menuItems } from "../../db/schema";

export function listMenuItems(db: Db) {
  return db.select().from(menuItems).orderBy(asc(menuItems.parentId), asc(menuItems.position), asc(menuItems.id));
}

/**
 * A stamp of menu_items for lib/freshness.ts: the row count and the sum of the rows' xmin (the transaction that
 * last wrote each row), so any save moves it. Tens of rows: the scan is cheap.
 */
export const menuItemsStamp = sql`select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as stamp
  from menu_items`;

/** One menu row to write; its parent is named by its index among the rows written before it. */
export interface MenuItemValues {
  parentIndex: number | null;
  position: number;
  title: I18nText;
  type: string;
  path: string | null;
  megaMenu: boolean;
  badge: boolean;
  badgeText: string | null;
  image: string | null;
  newTab: boolean;
}

/** Replaces every menu row (inside the caller's transaction); parents are written before their children. */
export async function replaceMenuItems(tx: Db, rows: MenuItemValues[]): Promise<void> {
  // Serialises two saves: the second replaces the first's rows rather than mixing with them.
  await tx.execute(sql`lock table menu_items in exclusive mode`);
  await tx.delete(menuItems);
  const ids: number[] = [];
  for (const { parentIndex, ...row } of rows) {
    const parentId = parentIndex === null ? null : ids[parentIndex]!;
    const [inserted] = await tx
      .insert(menuItems)
      .values({ ...row, parentId })
      .returning({ id: menuItems.id });
    ids.push(inserted!.id);
  }
}
