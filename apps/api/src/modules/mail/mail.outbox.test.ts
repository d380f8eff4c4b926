import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/support/test-app";
import { rowsOf } from "../../lib/rows";
import { createOutbox, defaultBackoffMs } from "./mail.outbox";
import { enqueueMail } from "./mail.repo";
import type { RenderedMail } from "./mail.templates";
import type { MailTransport } from "./mail.transport";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  // This file drives its own drainers; the app's one must not take the rows.
  await ctx.app.mailOutbox.stop();
});
afterAll(() => ctx.close());

interface Row {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  payload: Record<string, unknown>;
  due_in_ms: number;
}
const outboxRows = async (): Promise<Row[]> =>
  rowsOf<Row>(
    await ctx.database.db.execute(
      sql`select id, status, attempts, last_error, payload,
                 (extract(epoch from next_attempt_at - now()) * 1000)::float8 as due_in_ms from outbox order by id`,
    ),
  );
const makeDue = () => ctx.database.db.execute(sql`update outbox set next_attempt_at = now() where status = 'pending'`);
const clear = () => ctx.database.db.execute(sql`delete from outbox`);

function fakeTransport(failures: number) {
  const sent: RenderedMail[] = [];
  let calls = 0;
  const transport: MailTransport = {
    kind: "smtp",
    async send(mail) {
      calls++;
      if (calls <= failures) throw new Error(`421 try again later (${calls})`);
      sent.push(mail);
    },
    close() {},
  };
  return { transport, sent, calls: () => calls };
}

const job = (to: string) => ({
  template: "passwordReset" as const,
  to,
  locale: "en",
  name: "Sara",
  link: "https://shop.example.ae/pages/forget/password?resetToken=tok",
});

describe("the outbox drainer", () => {
  it("retries after a transport failure with exponential backoff, then marks the row sent and drops the link", async () => {
    await clear();
    await enqueueMail(ctx.database.db, job("retry@example.ae"));
    const fake = fakeTransport(2);
    const outbox = createOutbox({ db: ctx.database.db, transport: fake.transport, log: ctx.app.log });

    expect(await outbox.drain()).toBe(1);
    let [row] = await outboxRows();
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: expect.stringContaining("421") });
    expect(row?.due_in_ms).toBeGreaterThan(defaultBackoffMs(1) - 1000);
    expect(await outbox.drain()).toBe(0); // not due yet

    await makeDue();
    await outbox.drain();
    [row] = await outboxRows();
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row?.due_in_ms).toBeGreaterThan(defaultBackoffMs(2) - 1000);
    expect(defaultBackoffMs(2)).toBe(2 * defaultBackoffMs(1));

    await makeDue();
    await outbox.drain();
    [row] = await outboxRows();
    expect(row).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    expect(row?.payload.link).toBeUndefined();
    expect(fake.sent.map((m) => m.to)).toEqual(["retry@example.ae"]);
    expect(fake.sent[0]?.text).toContain("resetToken=tok");
  });

  it("gives up after 8 attempts (status failed)", async () => {
    await clear();
    await enqueueMail(ctx.database.db, job("never@example.ae"));
    const fake = fakeTransport(1000);
    const outbox = createOutbox({
      db: ctx.database.db,
      transport: fake.transport,
      log: ctx.app.log,
      backoffMs: () => 0,
    });
    for (let i = 0; i < 10; i++) await outbox.drain();
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: "failed", attempts: 8 });
    expect(row?.payload.link).toBeUndefined();
    expect(fake.calls()).toBe(8);
  });

  it("DESIGN scale-out: drainers running at once never send the same row twice (FOR UPDATE SKIP LOCKED)", async () => {
    await clear();
    for (let i = 0; i < 30; i++) await enqueueMail(ctx.database.db, job(`many${i}@example.ae`));
    const fakes = [fakeTransport(0), fakeTransport(0), fakeTransport(0)];
    const drainers = fakes.map((f) =>
      createOutbox({ db: ctx.database.db, transport: f.transport, log: ctx.app.log, batchSize: 4 }),
    );
    await Promise.all(drainers.map((d) => d.drain()));
    const sent = fakes.flatMap((f) => f.sent.map((m) => m.to));
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    expect((await outboxRows()).every((r) => r.status === "sent")).toBe(true);
  });

  it("a kick drains soon after the commit, without waiting for the timer", async () => {
    await clear();
    const fake = fakeTransport(0);
    const outbox = createOutbox({
      db: ctx.database.db,
      transport: fake.transport,
      log: ctx.app.log,
      intervalMs: 60_000,
    });
    outbox.start();
    try {
      await enqueueMail(ctx.database.db, job("kick@example.ae"));
      outbox.kick();
      outbox.kick();
      await outbox.drain();
      expect(fake.sent.map((m) => m.to)).toEqual(["kick@example.ae"]);
    } finally {
      await outbox.stop();
    }
  });

  it("a row is written in the transaction of the change: a rolled-back change sends nothing", async () => {
    await clear();
    await ctx.database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, job("rolled-back@example.ae"));
        throw new Error("rollback");
      })
      .catch(() => {});
    expect(await outboxRows()).toEqual([]);
  });
});
