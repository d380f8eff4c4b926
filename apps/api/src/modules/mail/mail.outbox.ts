import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { createPeriodicJob } from "../../lib/periodic-job";
import { type MailContacts, withContactFooter } from "./mail.footer";
import {
  type ClaimedJob,
  claimDueJobs,
  MAIL_KIND,
  markJobFailed,
  markJobRetry,
  markJobSent,
  outboxBacklog,
} from "./mail.repo";
import type { MailRenderers, OutboxMail } from "./mail.service";
import { type MailJob, type RenderedMail, renderMail } from "./mail.templates";
import type { MailTransport } from "./mail.transport";

export interface OutboxOptions {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** Renderers of other modules' e-mails by template; the account e-mails are this module's own. */
  renderers?: MailRenderers;
  /** How often the drainer looks for due rows (ms). */
  intervalMs?: number;
  /** Attempts before a row is given up (status failed). */
  maxAttempts?: number;
  /** Wait before attempt n + 1 after n failed attempts. */
  backoffMs?: (attempts: number) => number;
  batchSize?: number;
  /** The domain of the Message-IDs (that of MAIL_FROM). */
  messageIdDomain?: string;
  /** How long a claimed row is this drainer's before another takes it as abandoned (s). */
  leaseSeconds?: number;
  /** The shop's contacts put under every e-mail when sent (issue 15: from the settings); none when absent. */
  contacts?: () => Promise<MailContacts>;
}

export interface MailHealth {
  status: "ok" | "degraded";
  transport: MailTransport["kind"];
  pending: number;
  retrying: number;
  stuck: number;
  overdueSeconds: number;
}

export interface Outbox {
  start(): void;
  /** Stops the timer and waits for the drain in progress. */
  stop(): Promise<void>;
  /** Drain soon (after a commit that enqueued); several kicks in a row make one drain. */
  kick(): void;
  /** One full drain of the due rows, after any drain in progress; resolves with the number handled. */
  drain(): Promise<number>;
  /** "degraded" while mail fails or waits: retries pending, abandoned sends, or rows overdue by minutes. */
  health(): Promise<MailHealth>;
  /** The transport in use: "smtp", or "database" (kept for the mail viewer). */
  readonly transport: MailTransport["kind"];
}

/** 10 s, 20 s, 40 s, ... up to an hour: eight attempts span about 20 minutes. */
export const defaultBackoffMs = (attempts: number) => Math.min(3_600_000, 10_000 * 2 ** (attempts - 1));

const LEASE_SECONDS = 120;
/** A pending row this late means the drainers are not running or cannot keep up. */
const OVERDUE_DEGRADED_SECONDS = 300;

/** `<outbox-<id>-<key>@<domain>>`: the same for every send of a row, so a resend is recognisable (and deduped). */
export function outboxMessageId(id: number, messageKey: string, domain: string): string {
  return `<outbox-${id}-${messageKey}@${domain}>`;
}

/** The domain of an address such as `Bustan <hello@bustan.ae>`. */
export function mailDomainOf(address: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(address)?.[1]?.toLowerCase() ?? "localhost";
}

/**
 * Drains the outbox: rows written in the same transaction as the change they report are claimed (marked
 * 'sending' under a lease) with FOR UPDATE SKIP LOCKED, so every instance can run a drainer; sent; then marked
 * sent, or retried with exponential backoff when the transport refused, and given up (failed) after maxAttempts.
 *
 * Delivery guarantee (docs/decisions/0010-mail-outbox-delivery.md): the claim commits before the send and the
 * mark after it. A crash, or a lost database, between them leaves the row 'sending' until its lease runs out; it
 * is then sent once more, flagged send_in_doubt, with the same Message-ID. So a mail goes out at least once and
 * at most twice (two copies only after a fault, recognisable by their Message-ID); a row in doubt whose resend is
 * not marked either is given up (failed), never sent a third time. After a mark fails this drainer sends nothing
 * more of its batch (those rows are claimed but unsent, and are sent once after their lease).
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { db, transport, log } = options;
  const intervalMs = options.intervalMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const batchSize = options.batchSize ?? 10;
  const leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS;
  const messageIdDomain = options.messageIdDomain ?? "localhost";
  let started = false;
  let stopped = false;
  let queued = false;
  let chain: Promise<unknown> = Promise.resolve();

  function render(job: OutboxMail): RenderedMail {
    const renderer = options.renderers?.[job.template] as ((job: OutboxMail) => RenderedMail) | undefined;
    return renderer ? renderer(job) : renderMail(job as MailJob);
  }

  /** Sends one claimed row; a failing send is recorded on the row, a failing mark is thrown (stop the batch). */
  async function handle(job: ClaimedJob): Promise<void> {
    const { id, attempts } = job;
    try {
      if (job.kind !== MAIL_KIND) throw new Error(`unknown outbox kind ${job.kind}`);
      const payload = job.payload as OutboxMail;
      const rendered = render(payload);
      const mail = options.contacts ? withContactFooter(rendered, await options.contacts(), payload.locale) : rendered;
      if (job.sendInDoubt) log.warn({ outboxId: id }, "outbox: resending a mail whose earlier send was not marked");
      await transport.send({ ...mail, messageId: outboxMessageId(id, job.messageKey, messageIdDomain) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempts >= maxAttempts) {
        log.error({ outboxId: id, attempts, err: message }, "outbox: giving up");
        await markJobFailed(db, id, message);
      } else {
        log.warn({ outboxId: id, attempts, err: message }, "outbox: attempt failed, will retry");
        await markJobRetry(db, id, message, backoffMs(attempts));
      }
      return;
    }
    // Sent: if this mark fails the row stays 'sending' and is resent once, in doubt, when the lease runs out.
    await markJobSent(db, id);
  }

  async function drainNow(): Promise<number> {
    let handled = 0;
    for (let round = 0; round < 20; round++) {
      const jobs = await claimDueJobs(db, batchSize, leaseSeconds);
      for (const job of jobs) await handle(job);
      handled += jobs.length;
      if (jobs.length < batchSize) break;
    }
    return handled;
  }

  function drain(): Promise<number> {
    const next = chain.then(() => {
      queued = false;
      return drainNow();
    });
    chain = next.catch((error) => {
      if (!stopped) log.warn({ err: error }, "outbox: drain failed");
    });
    return next;
  }

  function kick() {
    if (stopped || queued) return;
    queued = true;
    drain().catch(() => {});
  }

  // The timer only kicks: a kick while a drain is queued is dropped, and drains run one after the other.
  const timer = createPeriodicJob({
    name: "outbox",
    intervalMs,
    log,
    pass: async () => {
      kick();
      return 0;
    },
  });

  return {
    start() {
      if (started) return;
      started = true;
      stopped = false;
      timer.start();
      kick();
    },
    async stop() {
      started = false;
      stopped = true;
      await timer.stop();
      await chain;
    },
    kick,
    drain,
    transport: transport.kind,
    async health() {
      const backlog = await outboxBacklog(db);
      const degraded = backlog.retrying > 0 || backlog.stuck > 0 || backlog.overdueSeconds > OVERDUE_DEGRADED_SECONDS;
      return { status: degraded ? "degraded" : "ok", transport: transport.kind, ...backlog };
    },
  };
}
