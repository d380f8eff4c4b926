import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { runPrepared } from "../../lib/prepared";

/**
 * What the auth plugin checks on every authenticated request: the token version and role. A named prepared
 * statement on PostgreSQL, since it runs once per member request (planning would cost more than the lookup).
 */
export async function findSessionUser(db: Db, id: number): Promise<{ tokenVersion: number; role: string } | null> {
  const [row] = await runPrepared<{ tokenVersion: number; role: string }>(
    db,
    "users_session_user",
    sql`select token_version as "tokenVersion", role from users where id = ${id}`,
  );
  return row ?? null;
}
