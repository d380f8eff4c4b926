import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";

const dialect = new PgDialect();

interface PoolClient {
  query(config: string | { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  release(error?: Error | boolean): void;
}

/** node-postgres's Pool (it has `totalCount`); PGlite has no named statements. */
function poolOf(db: Db): { connect(): Promise<PoolClient> } | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client && typeof client === "object" && "totalCount" in client
    ? (client as unknown as { connect(): Promise<PoolClient> })
    : undefined;
}

/**
 * Runs one of the admin product list's statements (docs/decisions/0013-admin-product-list.md) as a named prepared
 * statement with its generic plan, in a transaction with `set local plan_cache_mode = force_generic_plan` and the
 * given other settings. The list's statements are few shapes whose plan the list chooses itself (walk or GIN, by
 * the way it is written): planning one anew cost ~1.2 ms at 100k products (products has ~35 indexes), as much as
 * running it, and PostgreSQL's own choice kept re-planning (its estimate of the generic plan was the higher one).
 * On PGlite (no named statements) the settings are set and the statement runs as usual.
 */
export async function runGeneric<T>(db: Db, query: SQL, settings: string[] = []): Promise<T[]> {
  const pool = poolOf(db);
  if (!pool) {
    if (!settings.length) return rowsOf<T>(await db.execute(query));
    return db.transaction(async (tx) => {
      for (const s of settings) await tx.execute(sql.raw(`set local ${s}`));
      return rowsOf<T>(await tx.execute(query));
    });
  }
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `admin_list_${createHash("sha1").update(text).digest("base64url")}`;
  const client = await pool.connect();
  try {
    const set = ["plan_cache_mode = force_generic_plan", ...settings].map((s) => `set local ${s};`).join(" ");
    await client.query(`begin; ${set}`);
    const rows = (await client.query({ name, text, values: params })).rows as T[];
    await client.query("commit");
    client.release();
    return rows;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}
