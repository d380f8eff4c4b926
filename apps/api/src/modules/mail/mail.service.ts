import type { Db } from "../../db/client";
import * as repo from "./mail.repo";
import type { RenderedMail } from "./mail.templates";

/** The mail module's API for other modules (docs/architecture.md): they write e-mails to the outbox. */

/** Any e-mail in the outbox: its template names the renderer that turns it into a message. */
export interface OutboxMail {
  template: string;
  to: string;
  locale: string;
}

/**
 * Renderers of the e-mails other modules own (their text stays with them), by template; app.ts hands them to the
 * outbox, so the mail module never imports the modules that send mail.
 */
export type MailRenderers = Record<string, (job: never) => RenderedMail>;

/** Writes an e-mail to the outbox; call it inside the transaction of the change it reports. */
export function enqueueMail<Job extends OutboxMail>(db: Db, job: Job): Promise<void> {
  return repo.enqueueMail(db, job);
}

/**
 * Writes many e-mails, each sent no earlier than its `notBefore` (the drainer takes due rows only): a mass mailing
 * spread over time. Call it inside the transaction of the change it reports.
 */
export function enqueueMailsAt(db: Db, mails: ReadonlyArray<{ job: OutboxMail; notBefore: Date }>): Promise<void> {
  return repo.enqueueMailsAt(db, mails);
}

export type { MailJob, MailLocale, RenderedMail } from "./mail.templates";
export { escapeHtml, mailLocale } from "./mail.templates";

/** Inside a customer's erasure (issue 15): the e-mails to the address, queued, sent or kept, are forgotten. */
export function forgetRecipient(tx: Db, email: string): Promise<number> {
  return repo.deleteMailTo(tx, email);
}
