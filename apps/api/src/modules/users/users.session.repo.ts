import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { revokedTokens } from "../../db/schema";
import { runPrepared } from "../../lib/prepared";

export interface SessionUser {
  tokenVersion: number;
  role: string;
  /** The presented token was revoked by a logout. */
  revoked: boolean;
}

/**
 * What the auth plugin checks on every authenticated request: the token version, the role and whether this token
 * (its jti) was revoked, in one query; a disabled account has no session (its tokens stop working at once). A named prepared statement on PostgreSQL, since it runs once per member
 * request (planning would cost more than the lookup).
 */
export async function findSessionUser(db: Db, id: number, jti: string): Promise<SessionUser | null> {
  const [row] = await runPrepared<SessionUser>(
    db,
    "users_session_user_v3",
    sql`select token_version as "tokenVersion", role,
      exists (select 1 from revoked_tokens where jti = ${jti}) as revoked
      from users where id = ${id} and disabled_at is null`,
  );
  return row ?? null;
}

/** Revokes one token until its expiry (after which its signature check refuses it anyway). */
export async function revokeToken(db: Db, jti: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
}

/** Revocations of tokens that have expired are of no use any more. */
export async function pruneRevokedTokens(db: Db): Promise<void> {
  await db.delete(revokedTokens).where(sql`${revokedTokens.expiresAt} < now()`);
}
