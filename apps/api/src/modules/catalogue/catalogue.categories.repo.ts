import type { AdminCategory } from "@shop/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { I18nText } from "../../db/schema";
import { rowsOf } from "../../lib/rows";

/** The SQL of the back office's category edits (the categories table). */

const query = async <T>(db: Db, statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));

/** Every category, siblings by position, with the products (any status) filed directly under it. */
export function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  return query<AdminCategory>(
    db,
    sql`select c.id, c.slug, c.parent_id as "parentId", c.position, c.name, c.image, c.hidden,
      (select count(*)::int from products p where p.category_id = c.id) as "productCount"
      from categories c order by c.parent_id nulls first, c.position, c.id`,
  );
}

/**
 * Serialises the back office's tree changes (rare): each reads the tree after the one before it committed, so two
 * moves at once can never make a cycle or number siblings alike. Readers and products' foreign keys are not blocked.
 */
export async function lockCategoryTree(tx: Db): Promise<void> {
  await tx.execute(sql`lock table categories in share row exclusive mode`);
}

export async function slugsLike(db: Db, base: string, categoryId: number | null): Promise<Set<string>> {
  const pattern = `${base.replace(/[\\%_]/g, "\\$&")}%`;
  const rows = await query<{ slug: string }>(
    db,
    sql`select slug from categories where slug like ${pattern} and id <> ${categoryId ?? 0}`,
  );
  return new Set(rows.map((r) => r.slug));
}

export async function insertCategory(
  tx: Db,
  v: { slug: string; parentId: number | null; name: I18nText; image: string | null; hidden: boolean },
): Promise<number> {
  const [row] = await query<{ id: number }>(
    tx,
    sql`insert into categories (slug, parent_id, position, name, image, hidden)
      values (${v.slug}, ${v.parentId},
        (select coalesce(max(position) + 1, 0) from categories where parent_id is not distinct from ${v.parentId}),
        ${JSON.stringify(v.name)}::jsonb, ${v.image}, ${v.hidden})
      returning id`,
  );
  return row!.id;
}

export async function updateCategory(
  tx: Db,
  id: number,
  v: { slug: string; name: I18nText; image: string | null; hidden: boolean },
): Promise<void> {
  await tx.execute(
    sql`update categories set slug = ${v.slug}, name = ${JSON.stringify(v.name)}::jsonb, image = ${v.image},
      hidden = ${v.hidden} where id = ${id}`,
  );
}

/** Sets a category's picture (a media base path such as "categories/indoor-1a2b3c4d5e6f"). */
export async function setCategoryImage(tx: Db, id: number, image: string): Promise<void> {
  await tx.execute(sql`update categories set image = ${image} where id = ${id}`);
}

/** Sets a category's parent and renumbers the siblings 0, 1, 2... in the given order of ids. */
export async function placeCategory(tx: Db, id: number, parentId: number | null, orderedIds: number[]): Promise<void> {
  await tx.execute(sql`update categories set parent_id = ${parentId} where id = ${id}`);
  for (const [position, siblingId] of orderedIds.entries()) {
    await tx.execute(sql`update categories set position = ${position} where id = ${siblingId}`);
  }
}

export async function deleteCategory(tx: Db, id: number): Promise<void> {
  await tx.execute(sql`delete from categories where id = ${id}`);
}
