import { createHash } from "node:crypto";
import type { NewsletterStatus } from "@shop/shared";
import { and, count, desc, eq, gt, ilike, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterSubscribers, newsletterTokens } from "../../db/schema";

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type TokenPurpose = "confirm" | "unsubscribe";

/** Only the sha256 of a token is stored: a copy of the table holds no usable link. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The row of an address (lower-cased), locked until the transaction ends so concurrent subscribes take turns. */
export async function lockSubscriber(db: Db, email: string): Promise<SubscriberRow | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .for("update")
    .limit(1);
  return row ?? null;
}

/** A new pending address; null when a concurrent subscribe inserted it first. */
export async function insertSubscriber(
  db: Db,
  values: { email: string; source: string; locale: string },
): Promise<SubscriberRow | null> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ ...values, status: "pending" })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateSubscriber(
  db: Db,
  id: number,
  values: Partial<Pick<SubscriberRow, "status" | "locale" | "confirmedAt" | "unsubscribedAt">>,
): Promise<void> {
  await db.update(newsletterSubscribers).set(values).where(eq(newsletterSubscribers.id, id));
}

export async function findSubscriber(db: Db, id: number): Promise<SubscriberRow | null> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).limit(1);
  return row ?? null;
}

export async function insertToken(
  db: Db,
  values: { subscriberId: number; purpose: TokenPurpose; token: string; ttlMs: number },
): Promise<void> {
  await db.insert(newsletterTokens).values({
    subscriberId: values.subscriberId,
    purpose: values.purpose,
    tokenHash: hashToken(values.token),
    expiresAt: new Date(Date.now() + values.ttlMs),
  });
}

/** Expires the live links of a purpose now (a new confirmation link replaces the older ones): they answer LINK_EXPIRED. */
export async function retireTokens(db: Db, subscriberId: number, purpose: TokenPurpose): Promise<void> {
  const now = new Date();
  await db
    .update(newsletterTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(newsletterTokens.subscriberId, subscriberId),
        eq(newsletterTokens.purpose, purpose),
        isNull(newsletterTokens.usedAt),
        gt(newsletterTokens.expiresAt, now),
      ),
    );
}

export interface LockedToken {
  id: number;
  subscriberId: number;
  purpose: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** The token row of a presented token, locked (a second click at the same time waits and then sees it used). */
export async function lockToken(db: Db, token: string): Promise<LockedToken | null> {
  const [row] = await db
    .select({
      id: newsletterTokens.id,
      subscriberId: newsletterTokens.subscriberId,
      purpose: newsletterTokens.purpose,
      expiresAt: newsletterTokens.expiresAt,
      usedAt: newsletterTokens.usedAt,
    })
    .from(newsletterTokens)
    .where(eq(newsletterTokens.tokenHash, hashToken(token)))
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function markTokenUsed(db: Db, id: number): Promise<void> {
  await db.update(newsletterTokens).set({ usedAt: new Date() }).where(eq(newsletterTokens.id, id));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function listWhere(filter: { status?: NewsletterStatus; q?: string }) {
  return and(
    filter.status ? eq(newsletterSubscribers.status, filter.status) : undefined,
    filter.q ? ilike(newsletterSubscribers.email, `%${escapeLike(filter.q.toLowerCase())}%`) : undefined,
  );
}

/** A page of the list, newest first (the status index serves a status filter). */
export async function listSubscribers(
  db: Db,
  filter: { status?: NewsletterStatus; q?: string },
  page: { offset: number; limit: number },
): Promise<{ rows: SubscriberRow[]; total: number }> {
  const where = listWhere(filter);
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(newsletterSubscribers).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function countByStatus(db: Db): Promise<Record<NewsletterStatus, number>> {
  const rows = await db
    .select({ status: newsletterSubscribers.status, n: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  const counts: Record<NewsletterStatus, number> = { pending: 0, subscribed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status as NewsletterStatus] = row.n;
  return counts;
}

/** Rows after `afterId` in id order (the CSV export streams the list a page at a time). */
export function subscribersAfter(db: Db, status: NewsletterStatus | undefined, afterId: number, limit: number) {
  return db
    .select()
    .from(newsletterSubscribers)
    .where(and(status ? eq(newsletterSubscribers.status, status) : undefined, gt(newsletterSubscribers.id, afterId)))
    .orderBy(newsletterSubscribers.id)
    .limit(limit);
}

/** The row of an address (lower-cased), or null. */
export async function findSubscriberByEmail(db: Db, email: string): Promise<SubscriberRow | null> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).limit(1);
  return row ?? null;
}

/** Forgets an address (a customer's erasure, issue 15); its tokens go with it (ON DELETE CASCADE). */
export async function deleteSubscriberByEmail(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
