import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailMessages, outbox } from "../../db/schema";
import { rowsOf } from "../../lib/rows";
import type { AnyMailJob } from "./mail.render";
import type { MailJob } from "./mail.templates";

export const MAIL_KIND = "mail";

/** Writes an e-mail to the outbox; call it inside the transaction of the change it reports. */
export async function enqueueMail(db: Db, job: MailJob): Promise<void> {
  await db.insert(outbox).values({ kind: MAIL_KIND, payload: job });
}

/**
 * enqueueMail as a statement to embed in the statement of the change it reports (a data-modifying CTE, so it
 * costs no round trip of its own): writes the e-mail to the outbox when `onlyIf` holds.
 */
export function enqueueMailSql(job: AnyMailJob, onlyIf: SQL = sql`true`): SQL {
  return sql`insert into ${outbox} (kind, payload) select ${MAIL_KIND}, ${JSON.stringify(job)}::jsonb where ${onlyIf}`;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

/**
 * Claims up to `limit` due pending rows in one statement: FOR UPDATE SKIP LOCKED lets every instance drain at
 * once without taking the same row, and the lease (next_attempt_at pushed by `leaseSeconds`) hands a row to
 * another drainer if this one dies before marking it. attempts counts the claim.
 */
export async function claimDueJobs(db: Db, limit: number, leaseSeconds: number): Promise<ClaimedJob[]> {
  const result = await db.execute(sql`
    update ${outbox}
       set attempts = attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
     where id in (
       select id from ${outbox}
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
    returning id, kind, payload, attempts`);
  return rowsOf<ClaimedJob>(result);
}

/** Done: the payload (which holds the link token) is cleared, so no usable link stays in the table. */
export async function markJobSent(db: Db, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "sent", sentAt: new Date(), lastError: null, payload: sql`${outbox.payload} - 'link'` })
    .where(eq(outbox.id, id));
}

export async function markJobRetry(db: Db, id: number, error: string, delayMs: number): Promise<void> {
  await db
    .update(outbox)
    .set({ lastError: error.slice(0, 500), nextAttemptAt: new Date(Date.now() + delayMs) })
    .where(eq(outbox.id, id));
}

export async function markJobFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "failed", lastError: error.slice(0, 500), payload: sql`${outbox.payload} - 'link'` })
    .where(eq(outbox.id, id));
}

export async function insertMailMessage(
  db: Db,
  message: { to: string; subject: string; text: string; html: string },
): Promise<void> {
  await db.insert(mailMessages).values(message);
}

export type MailMessageRow = typeof mailMessages.$inferSelect;

/** Newest first, optionally only those to one address (case-insensitive). */
export async function listMailMessages(db: Db, to: string | undefined, limit: number): Promise<MailMessageRow[]> {
  const query = db.select().from(mailMessages);
  const filtered = to ? query.where(sql`lower(${mailMessages.to}) = ${to.trim().toLowerCase()}`) : query;
  return filtered.orderBy(desc(mailMessages.id)).limit(limit);
}
