import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { Db } from "../../db/client";
import { insertMailMessage } from "./mail.repo";
import type { RenderedMail } from "./mail.templates";

export interface MailTransport {
  /** "smtp" sends through SMTP_URL; "database" keeps the mail in mail_messages for the mail viewer. */
  kind: "smtp" | "database";
  send(mail: RenderedMail): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP_URL (smtp:// upgrades with STARTTLS when offered; smtps:// is TLS from the start). */
export function smtpTransport(url: string, from: string): MailTransport {
  // nodemailer (~50 ms to load) comes with the first mail, not at start-up (issue 17).
  let connecting: Promise<import("nodemailer").Transporter> | undefined;
  let closed = false;
  const transporter = () =>
    (connecting ??= import("nodemailer").then(({ default: nodemailer }) =>
      // Timeouts well inside the outbox lease (120 s), so a slow server does not let a second drainer send too.
      nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } satisfies SMTPTransport.Options),
    ));
  return {
    kind: "smtp",
    async send(mail) {
      if (closed) throw new Error("the mail transport is closed");
      await (await transporter()).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
      });
    },
    close: () => {
      closed = true;
      void connecting?.then((open) => open.close());
    },
  };
}

/** The embedded setup without SMTP: the mail is stored (without extra headers), and the development mail viewer shows it. */
export function databaseTransport(db: Db): MailTransport {
  return {
    kind: "database",
    send: (mail) => insertMailMessage(db, mail),
    close() {},
  };
}
