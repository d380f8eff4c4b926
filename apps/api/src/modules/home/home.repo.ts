import { asc, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, menuItems } from "../../db/schema";
import { rowsOf } from "../../lib/rows";

export function listMenuItems(db: Db) {
  return db.select().from(menuItems).orderBy(asc(menuItems.parentId), asc(menuItems.position), asc(menuItems.id));
}

export function listCategories(db: Db) {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
}

/** Listed products (active, with an active SKU) per category, as the catalogue facets count them; direct members only, the service rolls counts up the tree. */
export async function countActiveProductsByCategory(db: Db): Promise<Map<number, number>> {
  const result = await db.execute(
    sql`select category_id as "categoryId", count(*)::int as n from products where listed group by category_id`,
  );
  return new Map(rowsOf<{ categoryId: number; n: number }>(result).map((r) => [r.categoryId, r.n]));
}
