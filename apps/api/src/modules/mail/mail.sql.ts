import { type SQL, sql } from "drizzle-orm";
import { outbox } from "../../db/schema";
import { MAIL_KIND } from "./mail.repo";
import type { OutboxMail } from "./mail.service";

/**
 * The mail module's declared statement for other modules' single-statement writes (docs/architecture.md "Read
 * models and embedded statements"): placing an order writes its confirmation in the order's own statement.
 */

/**
 * enqueueMail as a statement to embed in the statement of the change it reports (a data-modifying CTE, so it
 * costs no round trip of its own): writes the e-mail to the outbox when `onlyIf` holds.
 */
export function enqueueMailSql(job: OutboxMail, onlyIf: SQL = sql`true`): SQL {
  return sql`insert into ${outbox} (kind, payload) select ${MAIL_KIND}, ${JSON.stringify(job)}::jsonb where ${onlyIf}`;
}
