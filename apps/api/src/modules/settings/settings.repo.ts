import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";

export async function readSettings(db: Db, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
