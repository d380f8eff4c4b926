import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailMessages, outbox } from "../../db/schema";
import { rowsOf } from "../../lib/rows";
import type { OutboxMail } from "./mail.service";

export const MAIL_KIND = "mail";

/** Writes an e-mail to the outbox (mail.service enqueueMail). */
export async function enqueueMail<Job extends OutboxMail>(db: Db, job: Job): Promise<void> {
  await db.insert(outbox).values({ kind: MAIL_KIND, payload: job });
}

/** Writes many e-mails in one statement, each due at its own time (a newsletter campaign at a bounded rate). */
export async function enqueueMailsAt(
  db: Db,
  mails: ReadonlyArray<{ job: OutboxMail; notBefore: Date }>,
): Promise<void> {
  if (!mails.length) return;
  await db
    .insert(outbox)
    .values(mails.map(({ job, notBefore }) => ({ kind: MAIL_KIND, payload: job, nextAttemptAt: notBefore })));
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  /** The random part of the row's Message-ID, fixed at enqueue. */
  messageKey: string;
  /** An earlier send of this row may have gone out (this is the one resend it gets). */
  sendInDoubt: boolean;
}

/** Why a row in doubt is not sent again: a third delivery is never risked (docs/decisions/0010). */
export const GAVE_UP_IN_DOUBT = "sent twice without being marked sent (crash or database lost); not sent again";

/**
 * Claims up to `limit` due rows in one statement and marks them 'sending' under a lease (next_attempt_at pushed by
 * `leaseSeconds`); FOR UPDATE SKIP LOCKED lets every instance drain at once without taking the same row.
 * A row still 'sending' after its lease was claimed by a drainer that never marked it: it died, or lost the
 * database, before or after its send, so whether the mail went out is unknown. Such a row is claimed again once,
 * flagged send_in_doubt (the resend carries the same Message-ID); a row already in doubt is given up instead.
 * attempts counts the claim.
 */
export async function claimDueJobs(db: Db, limit: number, leaseSeconds: number): Promise<ClaimedJob[]> {
  const result = await db.execute(sql`
    with due as (
      select id, status, send_in_doubt from ${outbox}
       where status in ('pending', 'sending') and next_attempt_at <= now()
       order by next_attempt_at, id
       limit ${limit}
       for update skip locked
    ), given_up as (
      update ${outbox} o
         set status = 'failed', last_error = ${GAVE_UP_IN_DOUBT}, payload = o.payload - 'link'
        from due
       where o.id = due.id and due.status = 'sending' and due.send_in_doubt
    )
    update ${outbox} o
       set status = 'sending',
           attempts = o.attempts + 1,
           send_in_doubt = due.send_in_doubt or due.status = 'sending',
           next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      from due
     where o.id = due.id and not (due.status = 'sending' and due.send_in_doubt)
    returning o.id, o.kind, o.payload, o.attempts, o.message_key as "messageKey", o.send_in_doubt as "sendInDoubt"`);
  return rowsOf<ClaimedJob>(result);
}

/** Done: the payload (which holds the link token) is cleared, so no usable link stays in the table. */
export async function markJobSent(db: Db, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "sent", sentAt: new Date(), lastError: null, payload: sql`${outbox.payload} - 'link'` })
    .where(and(eq(outbox.id, id), eq(outbox.status, "sending")));
}

/** The transport refused the mail (nothing went out): try again after `delayMs`. */
export async function markJobRetry(db: Db, id: number, error: string, delayMs: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "pending", lastError: error.slice(0, 500), nextAttemptAt: new Date(Date.now() + delayMs) })
    .where(and(eq(outbox.id, id), eq(outbox.status, "sending")));
}

export async function markJobFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "failed", lastError: error.slice(0, 500), payload: sql`${outbox.payload} - 'link'` })
    .where(and(eq(outbox.id, id), eq(outbox.status, "sending")));
}

export interface OutboxBacklog {
  /** Rows waiting to be sent (due or backing off). */
  pending: number;
  /** Pending rows whose last attempt failed. */
  retrying: number;
  /** Rows whose sender's lease ran out without a mark (it died or lost the database). */
  stuck: number;
  /** How long the most overdue pending row has been due (0 when none is). */
  overdueSeconds: number;
}

/** What /api/health reports about e-mail: read from the rows the drainer looks at (partial index). */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const result = await db.execute(sql`
    select count(*) filter (where status = 'pending')::int as pending,
           count(*) filter (where status = 'pending' and last_error is not null)::int as retrying,
           count(*) filter (where status = 'sending' and next_attempt_at < now())::int as stuck,
           coalesce(extract(epoch from now() - min(next_attempt_at) filter (where status = 'pending')), 0)::float8
             as "overdueSeconds"
      from ${outbox}
     where status in ('pending', 'sending')`);
  const [row] = rowsOf<OutboxBacklog>(result);
  return {
    pending: row?.pending ?? 0,
    retrying: row?.retrying ?? 0,
    stuck: row?.stuck ?? 0,
    overdueSeconds: Math.max(0, Math.round(row?.overdueSeconds ?? 0)),
  };
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

/**
 * Forgets the e-mails to an address (a customer's erasure, issue 15): outbox rows not being sent right now (sent
 * ones keep a copy of the message's data; pending ones would still reach an erased person) and kept messages.
 */
export async function deleteMailTo(db: Db, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  const [queued, kept] = [
    await db.execute(sql`delete from outbox where lower(payload->>'to') = ${address} and status <> 'sending'
      returning id`),
    await db.execute(sql`delete from mail_messages where lower("to") = ${address} returning id`),
  ];
  return rowsOf<unknown>(queued).length + rowsOf<unknown>(kept).length;
}
