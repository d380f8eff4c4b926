import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { type AnyMailJob, renderAnyMail } from "./mail.render";
import { claimDueJobs, MAIL_KIND, markJobFailed, markJobRetry, markJobSent } from "./mail.repo";
import type { MailTransport } from "./mail.transport";

export interface OutboxOptions {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** How often the drainer looks for due rows (ms). */
  intervalMs?: number;
  /** Attempts before a row is given up (status failed). */
  maxAttempts?: number;
  /** Wait before attempt n + 1 after n failed attempts. */
  backoffMs?: (attempts: number) => number;
  batchSize?: number;
}

export interface Outbox {
  start(): void;
  /** Stops the timer and waits for the drain in progress. */
  stop(): Promise<void>;
  /** Drain soon (after a commit that enqueued); several kicks in a row make one drain. */
  kick(): void;
  /** One full drain of the due rows, after any drain in progress; resolves with the number handled. */
  drain(): Promise<number>;
}

/** 10 s, 20 s, 40 s, ... up to an hour: eight attempts span about 20 minutes. */
export const defaultBackoffMs = (attempts: number) => Math.min(3_600_000, 10_000 * 2 ** (attempts - 1));

const LEASE_SECONDS = 120;

/**
 * Drains the outbox: rows written in the same transaction as the change they report are claimed with
 * FOR UPDATE SKIP LOCKED (every instance can run a drainer), sent, then marked sent, or retried with
 * exponential backoff, and given up (failed) after maxAttempts.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { db, transport, log } = options;
  const intervalMs = options.intervalMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const batchSize = options.batchSize ?? 10;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let queued = false;
  let chain: Promise<unknown> = Promise.resolve();

  async function handle(id: number, kind: string, payload: unknown, attempts: number): Promise<void> {
    try {
      if (kind !== MAIL_KIND) throw new Error(`unknown outbox kind ${kind}`);
      await transport.send(renderAnyMail(payload as AnyMailJob));
      await markJobSent(db, id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempts >= maxAttempts) {
        log.error({ outboxId: id, attempts, err: message }, "outbox: giving up");
        await markJobFailed(db, id, message);
      } else {
        log.warn({ outboxId: id, attempts, err: message }, "outbox: attempt failed, will retry");
        await markJobRetry(db, id, message, backoffMs(attempts));
      }
    }
  }

  async function drainNow(): Promise<number> {
    let handled = 0;
    for (let round = 0; round < 20; round++) {
      const jobs = await claimDueJobs(db, batchSize, LEASE_SECONDS);
      for (const job of jobs) await handle(job.id, job.kind, job.payload, job.attempts);
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

  return {
    start() {
      if (timer) return;
      stopped = false;
      timer = setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await chain;
    },
    kick,
    drain,
  };
}
