import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtp, type TestSmtp } from "../../../test/support/smtp";
import { type Database, openDatabase } from "../../db/client";
import { rowsOf } from "../../lib/rows";
import { createOutbox } from "./mail.outbox";
import { enqueueMail, GAVE_UP_IN_DOUBT } from "./mail.repo";
import { smtpTransport } from "./mail.transport";

/**
 * docs/decisions/0010: a crash between claim, send and mark. The database is closed under the drainer (as when
 * the process dies or PostgreSQL goes away) and opened again by a new drainer, as a restarted process would.
 */

const LEASE_SECONDS = 60;
const log = pino({ level: "silent" });

/** One database that outlives the connections to it: persisted PGlite, or a fresh database on DATABASE_URL. */
async function durableDatabase() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(path.join(tmpdir(), "shop-outbox-"));
    return {
      open: () => openDatabase({ kind: "pglite", dataDir: dir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    open: () => openDatabase({ kind: "postgres", url: dbUrl.toString(), poolSize: 2 }),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

let smtp: TestSmtp;
let store: Awaited<ReturnType<typeof durableDatabase>>;
let database: Database;
beforeAll(async () => {
  smtp = await startSmtp();
  store = await durableDatabase();
  database = await store.open();
  await database.migrate();
}, 60_000);
afterAll(async () => {
  await database.close();
  await store.drop();
  await smtp.close();
});

const transport = () => smtpTransport(`smtp://127.0.0.1:${smtp.port}`, "Bustan <hello@bustan.test>");
const drainer = (db: Database) =>
  createOutbox({ db: db.db, transport: transport(), log, leaseSeconds: LEASE_SECONDS, messageIdDomain: "bustan.test" });
/** Time passes beyond the lease of the rows being sent (set back rather than waited for). */
const leaseRunsOut = () =>
  database.db.execute(
    sql`update outbox set next_attempt_at = next_attempt_at - make_interval(secs => ${LEASE_SECONDS + 1})
         where status = 'sending'`,
  );

/** The drainer's process "dies": its database connection is closed; a restarted one opens it again. */
async function restart(): Promise<void> {
  await database.close();
  database = await store.open();
}
/** Close the database right after the SMTP server got the next message: the send happened, the mark fails. */
function crashAfterNextSend() {
  smtp.state.onReceived = () => database.close();
}

const receivedBy = (to: string) =>
  smtp.received.filter((m) => (m.to && !Array.isArray(m.to) ? m.to.value[0]?.address : "") === to);
const rowFor = async (to: string) => {
  const [row] = rowsOf<{ status: string; send_in_doubt: boolean; last_error: string | null; message_key: string }>(
    await database.db.execute(
      sql`select status, send_in_doubt, last_error, message_key from outbox where payload->>'to' = ${to}`,
    ),
  );
  return row;
};
const enqueue = (to: string) =>
  enqueueMail(database.db, { template: "passwordChanged", to, locale: "en", name: to, link: "https://bustan.test/x" });

describe("outbox delivery across crashes (docs/decisions/0010)", () => {
  it("every send of a row carries the same Message-ID: <outbox-<id>-<key stored at enqueue>@<MAIL_FROM domain>>", async () => {
    await enqueue("plain@example.ae");
    await drainer(database).drain();
    const [mail] = receivedBy("plain@example.ae");
    const row = await rowFor("plain@example.ae");
    expect(mail?.messageId).toMatch(new RegExp(`^<outbox-\\d+-${row?.message_key}@bustan\\.test>$`));
    expect(row).toMatchObject({ status: "sent", send_in_doubt: false });
  });

  it("a crash between send and mark: sent again once after the lease, with the same Message-ID, never a third time", async () => {
    await enqueue("twice@example.ae");
    crashAfterNextSend();
    await expect(drainer(database).drain()).rejects.toThrow();
    expect(receivedBy("twice@example.ae")).toHaveLength(1);

    await restart();
    expect(await rowFor("twice@example.ae")).toMatchObject({ status: "sending", send_in_doubt: false });
    await drainer(database).drain(); // within the lease: the row is still the dead drainer's
    expect(receivedBy("twice@example.ae")).toHaveLength(1);

    await leaseRunsOut();
    await drainer(database).drain();
    const copies = receivedBy("twice@example.ae");
    expect(copies).toHaveLength(2);
    expect(copies[1]?.messageId).toBe(copies[0]?.messageId);
    expect(await rowFor("twice@example.ae")).toMatchObject({ status: "sent", send_in_doubt: true });

    await leaseRunsOut();
    await drainer(database).drain();
    expect(receivedBy("twice@example.ae")).toHaveLength(2);
  });

  it("a second crash after the resend: the row is given up (failed), never sent a third time", async () => {
    await enqueue("unlucky@example.ae");
    crashAfterNextSend();
    await expect(drainer(database).drain()).rejects.toThrow();
    await restart();
    await leaseRunsOut();
    crashAfterNextSend();
    await expect(drainer(database).drain()).rejects.toThrow();
    await restart();
    await leaseRunsOut();
    await drainer(database).drain();
    await leaseRunsOut();
    await drainer(database).drain();

    const copies = receivedBy("unlucky@example.ae");
    expect(copies).toHaveLength(2);
    expect(new Set(copies.map((m) => m.messageId)).size).toBe(1);
    expect(await rowFor("unlucky@example.ae")).toMatchObject({ status: "failed", last_error: GAVE_UP_IN_DOUBT });
  });

  it("a crash between claim and send: the mail is delivered later, exactly once", async () => {
    await enqueue("later@example.ae");
    const dying = drainer(database);
    // The drainer claims the batch, then its database goes away before the first send's mark...
    crashAfterNextSend();
    await enqueue("later-too@example.ae");
    await expect(dying.drain()).rejects.toThrow();
    // ...so the second row of the batch was claimed but never sent.
    expect(receivedBy("later@example.ae")).toHaveLength(1);
    expect(receivedBy("later-too@example.ae")).toHaveLength(0);
    await restart();
    expect(await rowFor("later-too@example.ae")).toMatchObject({ status: "sending" });

    await leaseRunsOut();
    await drainer(database).drain();
    await leaseRunsOut();
    await drainer(database).drain();
    expect(receivedBy("later-too@example.ae")).toHaveLength(1);
    expect(await rowFor("later-too@example.ae")).toMatchObject({ status: "sent" });
  });
});
