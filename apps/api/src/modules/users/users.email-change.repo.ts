import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users, userTokens } from "../../db/schema";
import { sha256, type UserRow } from "./users.repo";

/** An e-mail change link: its token (hashed like the others) and the new address it confirms, lower-cased. */
export async function insertEmailChangeToken(
  db: Db,
  token: { userId: number; token: string; newEmail: string; ttlMs: number },
): Promise<void> {
  await db.insert(userTokens).values({
    userId: token.userId,
    purpose: "email_change",
    tokenHash: sha256(token.token),
    detail: token.newEmail,
    expiresAt: new Date(Date.now() + token.ttlMs),
  });
}

/**
 * Uses an e-mail change token once, atomically: its user and new address when it was valid, unused, unexpired and
 * the account enabled; else null (answered like any invalid link).
 */
export async function consumeEmailChangeToken(
  db: Db,
  token: string,
): Promise<{ userId: number; newEmail: string } | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, sha256(token)),
        eq(userTokens.purpose, "email_change"),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
        sql`${userTokens.userId} in (select id from ${users} where disabled_at is null)`,
      ),
    )
    .returning({ userId: userTokens.userId, detail: userTokens.detail });
  return row?.detail ? { userId: row.userId, newEmail: row.detail } : null;
}

/** The new address, proven by the link: verified from now. A taken address fails on users_email_lower_uq. */
export async function setEmail(db: Db, id: number, email: string): Promise<UserRow | null> {
  const now = new Date();
  const [row] = await db
    .update(users)
    .set({ email, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}
