import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { createOutbox, mailDomainOf, type Outbox } from "./mail.outbox";
import { mailViewerRoutes } from "./mail.routes";
import { databaseTransport, smtpTransport } from "./mail.transport";

declare module "fastify" {
  interface FastifyInstance {
    /** The outbox drainer; tests call `app.mailOutbox.drain()` to send what is due right away. */
    mailOutbox: Outbox;
  }
}

/**
 * E-mail: the transport (SMTP_URL, or else the database for the mail viewer), the outbox drainer (started when
 * the app is ready, stopped on close) and the development mail viewer. Register before the web catch-all.
 */
export async function registerMail(app: FastifyInstance, { config, db }: { config: AppConfig; db: Db }) {
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : databaseTransport(db);
  const outbox: Outbox = createOutbox({ db, transport, log: app.log, messageIdDomain: mailDomainOf(config.mailFrom) });
  app.decorate("mailOutbox", outbox);
  app.addHook("onReady", async () => {
    if (transport.kind === "database") {
      app.log.warn(
        config.mailViewer
          ? "SMTP_URL is not set: e-mails are kept in the database and shown at /dev/mail (development only)"
          : "SMTP_URL is not set: e-mails are kept in the database (mail_messages) and not delivered",
      );
    }
    outbox.start();
  });
  app.addHook("onClose", async () => {
    await outbox.stop();
    transport.close();
  });
  await app.register(mailViewerRoutes, { db, enabled: config.mailViewer });
  return { outbox };
}
