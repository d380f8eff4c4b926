import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { twoStepChallenges, userRecoveryCodes, userTwoStep } from "../../db/schema";
import { rowsOf } from "../../lib/rows";
import { twoStepRequiredSql } from "../settings/settings.sql";

export type TwoStepRow = typeof userTwoStep.$inferSelect;
export type ChallengeRow = typeof twoStepChallenges.$inferSelect;
export type ChallengePurpose = "code" | "enrol";

export async function findTwoStep(db: Db, userId: number): Promise<TwoStepRow | null> {
  const [row] = await db.select().from(userTwoStep).where(eq(userTwoStep.userId, userId));
  return row ?? null;
}

/** A new secret waiting for its first code; replaces a pending one, never an enabled one (false then). */
export async function savePendingSecret(db: Db, userId: number, sealedSecret: string): Promise<boolean> {
  const rows = await db
    .insert(userTwoStep)
    .values({ userId, secret: sealedSecret })
    .onConflictDoUpdate({
      target: userTwoStep.userId,
      set: { secret: sealedSecret, lastTimeStep: null, createdAt: new Date() },
      setWhere: isNull(userTwoStep.enabledAt),
    })
    .returning({ userId: userTwoStep.userId });
  return rows.length > 0;
}

/** Switches the pending secret on, remembering the step of the code that proved it; false if not pending. */
export async function enableTwoStep(db: Db, userId: number, timeStep: number): Promise<boolean> {
  const rows = await db
    .update(userTwoStep)
    .set({ enabledAt: new Date(), lastTimeStep: timeStep })
    .where(and(eq(userTwoStep.userId, userId), isNull(userTwoStep.enabledAt)))
    .returning({ userId: userTwoStep.userId });
  return rows.length > 0;
}

/**
 * Claims a time step for an accepted code, atomically: false when that step or a later one was used already
 * (a concurrent request with the same code loses).
 */
export async function claimTimeStep(db: Db, userId: number, timeStep: number): Promise<boolean> {
  const rows = await db
    .update(userTwoStep)
    .set({ lastTimeStep: timeStep })
    .where(
      and(
        eq(userTwoStep.userId, userId),
        isNotNull(userTwoStep.enabledAt),
        or(isNull(userTwoStep.lastTimeStep), lt(userTwoStep.lastTimeStep, timeStep)),
      ),
    )
    .returning({ userId: userTwoStep.userId });
  return rows.length > 0;
}

export async function deleteTwoStep(db: Db, userId: number): Promise<void> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.delete(userTwoStep).where(eq(userTwoStep.userId, userId));
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]): Promise<void> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses one recovery code, atomically; false when unknown or used. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, codeHash),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function insertChallenge(
  db: Db,
  values: { challengeHash: string; userId: number; purpose: ChallengePurpose; tokenVersion: number; expiresAt: Date },
): Promise<void> {
  await db.insert(twoStepChallenges).values(values);
}

/** A live challenge (unused, unexpired, tries left) without counting a try: for the enrolment's setup call. */
export async function findLiveChallenge(db: Db, challengeHash: string, maxTries: number): Promise<ChallengeRow | null> {
  const [row] = await db
    .select()
    .from(twoStepChallenges)
    .where(
      and(
        eq(twoStepChallenges.challengeHash, challengeHash),
        isNull(twoStepChallenges.usedAt),
        gt(twoStepChallenges.expiresAt, sql`now()`),
        lt(twoStepChallenges.tries, maxTries),
      ),
    );
  return row ?? null;
}

/**
 * Counts one try of a live challenge before its code is checked (so parallel guesses count too); null when
 * the challenge is unknown, used, expired or out of tries.
 */
export async function takeChallengeTry(db: Db, challengeHash: string, maxTries: number): Promise<ChallengeRow | null> {
  const [row] = await db
    .update(twoStepChallenges)
    .set({ tries: sql`${twoStepChallenges.tries} + 1` })
    .where(
      and(
        eq(twoStepChallenges.challengeHash, challengeHash),
        isNull(twoStepChallenges.usedAt),
        gt(twoStepChallenges.expiresAt, sql`now()`),
        lt(twoStepChallenges.tries, maxTries),
      ),
    )
    .returning();
  return row ?? null;
}

/** Marks the challenge used; false when another request used it first. */
export async function useChallenge(db: Db, challengeHash: string): Promise<boolean> {
  const rows = await db
    .update(twoStepChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(twoStepChallenges.challengeHash, challengeHash), isNull(twoStepChallenges.usedAt)))
    .returning({ userId: twoStepChallenges.userId });
  return rows.length > 0;
}

/** Challenges past their expiry are of no use. */
export async function pruneChallenges(db: Db): Promise<void> {
  await db.delete(twoStepChallenges).where(lt(twoStepChallenges.expiresAt, sql`now() - interval '1 hour'`));
}

/** Whether the shop requires two-step login for admins (settings key "twoStep"). */
export async function adminsMustUseTwoStep(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ required: boolean | null }>(await db.execute(sql`select ${twoStepRequiredSql} as required`));
  return row?.required === true;
}

/**
 * For the auth plugin, on admins' requests only: the shop requires two-step login for admins and this one has
 * not turned it on (docs/decisions/0009). One query, so a change of the setting counts at once on every instance.
 */
export async function adminLacksTwoStep(db: Db, userId: number): Promise<boolean> {
  const [row] = rowsOf<{ missing: boolean }>(
    await db.execute(sql`select
      coalesce(${twoStepRequiredSql}, false)
      and not exists (select 1 from ${userTwoStep} where user_id = ${userId} and enabled_at is not null) as missing`),
  );
  return row?.missing === true;
}

/** The user has two-step login on. */
export async function hasTwoStep(db: Db, userId: number): Promise<boolean> {
  return Boolean((await findTwoStep(db, userId))?.enabledAt);
}
