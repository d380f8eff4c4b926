import { randomBytes } from "node:crypto";
import type {
  AdminSubscriber,
  AdminSubscriberSearchRequest,
  AdminSubscriberSearchResponse,
  NewsletterSource,
  NewsletterStatus,
} from "@shop/shared";
import { subscriberCsvColumns } from "@shop/shared";
import { stringify } from "csv-stringify/sync";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { countSharedHit } from "../../lib/rate-limit-store";
import { enqueueMail } from "../mail/mail.service";
import { confirmLink, type NewsletterMailJob, unsubscribeLink } from "./newsletter.mail";
import * as repo from "./newsletter.repo";

const DAY_MS = 24 * 3_600_000;
/** DESIGN "newsletter": the confirmation link is valid 7 days. */
export const CONFIRM_TTL_MS = 7 * DAY_MS;
/** An unsubscribe link keeps working for a year after its e-mail. */
export const UNSUBSCRIBE_TTL_MS = 365 * DAY_MS;
/** Confirmation e-mails per address per hour; further subscribes are answered the same and send nothing. */
export const CONFIRMATIONS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;
const BOM = "\uFEFF";
const EXPORT_PAGE = 1000;

export const newToken = () => randomBytes(32).toString("base64url");

const linkInvalid = () =>
  new AppError("LINK_INVALID", "This link is not valid.", "Open the link of the newest e-mail, or subscribe again.");
const linkUsed = () =>
  new AppError("LINK_USED", "This link was already used.", "Nothing more to do; subscribe again if you wish.");
const linkExpired = () =>
  new AppError("LINK_EXPIRED", "This link has expired.", "Subscribe again to receive a new link.");

export interface NewsletterDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** The configured public origin of e-mailed links (never the request's Host). */
  origin: string;
  outbox?: { kick(): void };
}

export interface SubscribeInput {
  email: string;
  source?: NewsletterSource;
  locale?: string;
}

/** A cell a spreadsheet would run as a formula gets a leading quote (CSV injection). */
const csvSafe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toWire(row: repo.SubscriberRow): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    status: row.status as NewsletterStatus,
    source: row.source,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
    unsubscribedAt: iso(row.unsubscribedAt),
  };
}

/**
 * The newsletter (issue 14, DESIGN "newsletter"): double opt-in. Subscribing never reveals whether an address was
 * known: the answer leaves first and the work runs after it (as forgot-password does). Links hold random tokens,
 * of which only the sha256 is stored; confirmation links expire after 7 days, and every link is single use.
 */
export function createNewsletterService({ db, log, origin, outbox }: NewsletterDeps) {
  const pending = new Set<Promise<unknown>>();

  /** Writes a confirmation link and its e-mail, unless the address had its share this hour. */
  async function sendConfirmation(tx: Db, subscriber: repo.SubscriberRow, locale: string): Promise<boolean> {
    const hits = await countSharedHit(tx, `newsletter confirm ${repo.hashToken(subscriber.email)}`, HOUR_MS);
    if (hits > CONFIRMATIONS_PER_HOUR) return false;
    const token = newToken();
    await repo.retireTokens(tx, subscriber.id, "confirm");
    await repo.insertToken(tx, { subscriberId: subscriber.id, purpose: "confirm", token, ttlMs: CONFIRM_TTL_MS });
    const job: NewsletterMailJob = {
      template: "newsletterConfirm",
      to: subscriber.email,
      locale,
      link: confirmLink(origin, token),
    };
    await enqueueMail(tx, job);
    return true;
  }

  async function subscribeNow(input: SubscribeInput): Promise<void> {
    const email = input.email.trim().toLowerCase();
    const locale = input.locale ?? "en";
    const sent = await db.transaction(async (tx) => {
      const known =
        (await repo.lockSubscriber(tx, email)) ??
        (await repo.insertSubscriber(tx, { email, source: input.source ?? "footer", locale })) ??
        (await repo.lockSubscriber(tx, email));
      // Already subscribed: nothing to confirm, and nothing to tell the caller.
      if (!known || known.status === "subscribed") return false;
      if (known.locale !== locale) await repo.updateSubscriber(tx, known.id, { locale });
      // An unsubscribed address stays unsubscribed until the new link is confirmed.
      return sendConfirmation(tx, known, locale);
    });
    if (sent) outbox?.kick();
  }

  return {
    /** Starts a subscription after the answer: always the same answer, at the same time, whatever the address. */
    subscribe(input: SubscribeInput): void {
      const work = (async () => {
        await new Promise((resolve) => setImmediate(resolve));
        await subscribeNow(input);
      })().catch((error) => log.error({ err: error }, "newsletter subscribe failed"));
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },

    /** The confirmation link: subscribed from now on, and a welcome e-mail with its unsubscribe link. */
    async confirm(token: string): Promise<void> {
      const welcomed = await db.transaction(async (tx) => {
        const row = await repo.lockToken(tx, token);
        if (row?.purpose !== "confirm") throw linkInvalid();
        if (row.usedAt) throw linkUsed();
        if (row.expiresAt.getTime() <= Date.now()) throw linkExpired();
        await repo.markTokenUsed(tx, row.id);
        const subscriber = await repo.findSubscriber(tx, row.subscriberId);
        if (!subscriber) throw linkInvalid();
        if (subscriber.status === "subscribed") return false;
        await repo.updateSubscriber(tx, subscriber.id, {
          status: "subscribed",
          confirmedAt: new Date(),
          unsubscribedAt: null,
        });
        const unsubscribe = newToken();
        const ttlMs = UNSUBSCRIBE_TTL_MS;
        await repo.insertToken(tx, { subscriberId: subscriber.id, purpose: "unsubscribe", token: unsubscribe, ttlMs });
        const job: NewsletterMailJob = {
          template: "newsletterWelcome",
          to: subscriber.email,
          locale: subscriber.locale,
          link: unsubscribeLink(origin, unsubscribe),
        };
        await enqueueMail(tx, job);
        return true;
      });
      if (welcomed) outbox?.kick();
    },

    /**
     * An unsubscribe link (the page's button or the RFC 8058 one-click POST). Pressing a used link again while the
     * address is still unsubscribed answers the same (mail clients may POST, then the reader clicks too).
     */
    async unsubscribe(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.lockToken(tx, token);
        if (row?.purpose !== "unsubscribe") throw linkInvalid();
        const subscriber = await repo.findSubscriber(tx, row.subscriberId);
        if (!subscriber) throw linkInvalid();
        if (row.usedAt) {
          if (subscriber.status === "unsubscribed") return;
          throw linkUsed();
        }
        if (row.expiresAt.getTime() <= Date.now()) throw linkExpired();
        await repo.markTokenUsed(tx, row.id);
        if (subscriber.status !== "unsubscribed") {
          await repo.updateSubscriber(tx, subscriber.id, { status: "unsubscribed", unsubscribedAt: new Date() });
        }
        await repo.retireTokens(tx, subscriber.id, "confirm");
      });
    },

    /** Back office: a page of the list, newest first, with the count per status. */
    async search(request: AdminSubscriberSearchRequest): Promise<AdminSubscriberSearchResponse> {
      const from = request?.from ?? 0;
      const limit = request?.limit ?? 20;
      const filter = { status: request?.status, q: request?.q || undefined };
      const [{ rows, total }, counts] = await Promise.all([
        repo.listSubscribers(db, filter, { offset: from * limit, limit }),
        repo.countByStatus(db),
      ]);
      return { subscribers: rows.map(toWire), totalCount: total, counts };
    },

    /** Back office: the list (one status or all) as CSV, UTF-8 with a byte order mark, in id order. */
    async *exportCsv(status: NewsletterStatus | undefined): AsyncGenerator<string> {
      yield BOM + stringify([[...subscriberCsvColumns]]);
      for (let after = 0; ; ) {
        const page = await repo.subscribersAfter(db, status, after, EXPORT_PAGE);
        if (!page.length) return;
        yield stringify(
          page.map((r) =>
            [r.email, r.status, r.source, r.locale, iso(r.createdAt), iso(r.confirmedAt), iso(r.unsubscribedAt)].map(
              (v) => csvSafe(v ?? ""),
            ),
          ),
        );
        after = page[page.length - 1]!.id;
      }
    },

    /** Back office's customers (issue 15): the address's row as the data export shows it, or null. */
    async subscriptionOf(email: string) {
      const row = await repo.findSubscriberByEmail(db, email.trim().toLowerCase());
      return row && toWire(row);
    },

    /** Inside a customer's erasure (issue 15): the address and its links are forgotten. */
    forget: (tx: Db, email: string) => repo.deleteSubscriberByEmail(tx, email.trim().toLowerCase()),

    /** Waits for subscribes still running (on close, and in tests). */
    async settle(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
