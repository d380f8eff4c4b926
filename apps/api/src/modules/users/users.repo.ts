import { createHash } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users, userTokens } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;
export type TokenPurpose = "verify" | "reset" | "invite" | "email_change";

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The names and e-mails of these users (ids of accounts that no longer exist are left out). */
export async function findNames(db: Db, ids: number[]): Promise<Array<{ id: number; name: string; email: string }>> {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids));
}

/** Records a successful login (the back office's staff list shows it). */
export async function touchLastLogin(db: Db, id: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
}

export async function insertUser(
  db: Db,
  values: { email: string; name: string; mobile: string | null; passwordHash: string; locale: string },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("insert users returned no row");
  return row;
}

export async function updateUser(
  db: Db,
  id: number,
  set: Partial<Pick<UserRow, "name" | "mobile" | "locale" | "profileImage" | "emailVerifiedAt">>,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** Sets a new password hash (optional) and bumps the token version, which revokes every older token. */
export async function bumpTokenVersion(db: Db, id: number, passwordHash?: string): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
      ...(passwordHash ? { passwordHash } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function insertUserToken(
  db: Db,
  token: { userId: number; purpose: TokenPurpose; token: string; ttlMs: number },
): Promise<void> {
  await db.insert(userTokens).values({
    userId: token.userId,
    purpose: token.purpose,
    tokenHash: sha256(token.token),
    expiresAt: new Date(Date.now() + token.ttlMs),
  });
}

/** Marks every unused token of this purpose as used: a new link replaces the older ones. */
export async function retireUserTokens(db: Db, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

/** Uses a token once, atomically: the user id when it was valid, unused, unexpired and the account enabled; else null. */
export async function consumeUserToken(db: Db, purpose: TokenPurpose, token: string): Promise<number | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, sha256(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
        // A disabled account's links do nothing, answered like any invalid link (issue 15).
        sql`${userTokens.userId} in (select id from ${users} where disabled_at is null)`,
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}

/** The enabled user a valid (unused, unexpired) token belongs to, without using the token up; null otherwise. */
export async function findUserTokenOwner(db: Db, purpose: TokenPurpose, token: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, sha256(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

/** Locks the user's row until the end of the transaction (serialises per-account counting). */
export async function lockUser(db: Db, id: number): Promise<void> {
  await db.execute(sql`select id from ${users} where id = ${id} for update`);
}

/** How many tokens of this purpose the user was sent since `since` (per-account limit of reset e-mails). */
export async function countUserTokensSince(db: Db, userId: number, purpose: TokenPurpose, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), gt(userTokens.createdAt, since)));
  return row?.n ?? 0;
}
