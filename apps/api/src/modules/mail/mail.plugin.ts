import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { runWithApp } from "../../lib/periodic-job";
import type { ModulePlugin } from "../../lib/reply";
import type { MailContacts } from "./mail.footer";
import { createOutbox, mailDomainOf, type Outbox } from "./mail.outbox";
import { mailViewerRoutes } from "./mail.routes";
import type { MailRenderers } from "./mail.service";
import { databaseTransport, type MailTransport, smtpTransport } from "./mail.transport";

declare module "fastify" {
  interface FastifyInstance {
    /** The outbox drainer; tests call `app.mailOutbox.drain()` to send what is due right away. */
    mailOutbox: Outbox;
  }
}

export interface Mail {
  transport: MailTransport;
  outbox: Outbox;
}

/** The transport (SMTP_URL, or else the database for the mail viewer) and the outbox that drains into it. */
export interface MailOptions {
  config: AppConfig;
  db: Db;
  log: FastifyBaseLogger;
  /** Other modules' e-mails (ordering's order mails), by template. */
  renderers: MailRenderers;
  /** The shop's contacts under every e-mail (the settings' shop details). */
  contacts?: () => Promise<MailContacts>;
}

export function createMail({ config, db, log, renderers, contacts }: MailOptions): Mail {
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : databaseTransport(db);
  const messageIdDomain = mailDomainOf(config.mailFrom);
  const outbox = createOutbox({ db, transport, log, renderers, messageIdDomain, contacts });
  return { transport, outbox };
}

/**
 * The e-mail module: the outbox drainer (started when the app is ready, stopped on close, then the transport
 * closed) and the development mail viewer. Register before the web catch-all.
 */
export const mailModule: ModulePlugin<{ mail: Mail; config: AppConfig; db: Db }> = async (
  app,
  { mail: { transport, outbox }, config, db },
) => {
  runWithApp(app, {
    start() {
      if (transport.kind === "database") {
        app.log.warn(
          config.mailViewer
            ? "SMTP_URL is not set: e-mails are kept in the database and shown at /dev/mail (development only)"
            : "SMTP_URL is not set: e-mails are kept in the database (mail_messages) and not delivered",
        );
      }
      outbox.start();
    },
    async stop() {
      await outbox.stop();
      transport.close();
    },
  });
  await app.register(mailViewerRoutes, { db, enabled: config.mailViewer });
};
