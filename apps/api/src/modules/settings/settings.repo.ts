import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";

/** The stored values of these keys; `lock` holds their rows until the caller's transaction ends (a write follows). */
export async function readSettings(db: Db, keys: string[], { lock = false } = {}): Promise<Map<string, unknown>> {
  const query = db.select().from(settings).where(inArray(settings.key, keys));
  const rows = lock ? await query.for("update") : await query;
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

/**
 * Merges `patch` into the object stored under `key` in one statement (other keys of the object are kept; a
 * stored value that is not an object is replaced), and answers the stored object.
 */
export async function mergeSetting(db: Db, key: string, patch: Record<string, unknown>): Promise<unknown> {
  const value = sql`${JSON.stringify(patch)}::jsonb`;
  const [row] = await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({
      target: settings.key,
      set: {
        value: sql`case when jsonb_typeof(${settings.value}) = 'object' then ${settings.value} || excluded.value
          else excluded.value end`,
        updatedAt: new Date(),
      },
    })
    .returning({ value: settings.value });
  return row?.value;
}

/**
 * A stamp of the settings table for lib/freshness.ts: the row count and the sum of the rows' xmin (the transaction
 * that last wrote each row), so any write on any instance moves it. Tens of rows: the scan is cheap.
 */
export const settingsStamp = sql`select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as stamp
  from settings`;
