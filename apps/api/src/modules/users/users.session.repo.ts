import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/** What the auth plugin checks on every authenticated request: the token version and role. */
export async function findSessionUser(db: Db, id: number): Promise<{ tokenVersion: number; role: string } | null> {
  const [row] = await db
    .select({ tokenVersion: users.tokenVersion, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}
