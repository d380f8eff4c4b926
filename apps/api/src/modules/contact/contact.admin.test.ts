import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelopePoster } from "../../../test/support/poster";
import { startSmtp, type TestSmtp } from "../../../test/support/smtp";
import { staffHeaders } from "../../../test/support/staff";
import { createTestContext, type TestContext } from "../../../test/support/test-app";
import { ordersClient } from "../../../test/testkits/orders.testkit";
import { rowsOf } from "../../lib/rows";

/** DESIGN "contact", issue 14: the back office's inbox, staff replies e-mailed over real SMTP (smtp-server). */

let context: TestContext;
let smtp: TestSmtp;
const ctx = () => context;
beforeAll(async () => {
  smtp = await startSmtp();
  context = await createTestContext({
    seed: false,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "Bustan <hello@bustan.test>",
      PUBLIC_ORIGIN: "https://bustan.test",
    },
  });
});
afterAll(async () => {
  await context.close();
  await smtp.close();
});

const post = envelopePoster(ctx, "10.16");
const orders = ordersClient(ctx);
const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await ctx().database.db.execute(query));
const ORDER = "BST-KZ7P-2Q9D";

async function sendMessage(over: Record<string, unknown> = {}) {
  const res = await post("/api/v1/contact/send", {
    name: "Omar Saleh",
    email: `omar-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
    subject: "Where is my monstera?",
    message: "My order has not arrived yet, could you check it please?",
    locale: "fr",
    ...over,
  });
  expect(res.statusCode).toBe(200);
  return res.json().responceObj.messageId as number;
}

const mailTo = (address: string) => smtp.received.filter((m) => m.to && JSON.stringify(m.to).includes(address));

describe("the contact inbox (area engagement)", () => {
  let manager: Record<string, string>;
  beforeAll(async () => {
    manager = await staffHeaders(ctx(), "ROLE_MANAGER");
    const { orderId } = await orders.placeOrder({ lines: [] });
    await rows(sql`update orders set number = ${ORDER} where id = ${orderId}`);
  });

  it("DESIGN contact: the shop's copy goes out over SMTP to the shop's address, Reply-To the visitor", async () => {
    const id = await sendMessage({ email: "smtp-check@example.com" });
    await ctx().app.mailOutbox.drain();
    const mail = mailTo("care@bustan.ae").find((m) => m.subject?.includes(`#${id}:`));
    expect(mail?.text).toContain("smtp-check@example.com");
    expect(mail?.text).toContain(`https://bustan.test/admin/messages/${id}`);
    // Answering from a mail program reaches the visitor.
    expect(mail?.replyTo?.text).toBe("smtp-check@example.com");
  });

  it("issue 14: the list filters by status, newest first, paged", async () => {
    const first = await sendMessage();
    const second = await sendMessage();
    const res = await post("/api/v1/admin/contact/search", { status: "new", limit: 2 }, manager);
    expect(res.statusCode).toBe(200);
    const { messages, totalCount } = res.json().responceObj;
    expect(messages.map((m: { id: number }) => m.id)).toEqual([second, first]);
    expect(totalCount).toBeGreaterThanOrEqual(2);
    const closed = await post("/api/v1/admin/contact/search", { status: "closed" }, manager);
    expect(closed.json().responceObj.messages).toEqual([]);
    const all = await post("/api/v1/admin/contact/search", null, manager);
    expect(all.statusCode).toBe(200);
  });

  it("issue 14: a message naming an existing order links to it; an unknown number does not", async () => {
    const linked = await sendMessage({ orderNumber: ORDER.toLowerCase() });
    const unknown = await sendMessage({ orderNumber: "BST-AAAA-BBBB" });
    const detail = (id: number) => post("/api/v1/admin/contact/detail", { id }, manager);
    expect((await detail(linked)).json().responceObj.message).toMatchObject({ orderNumber: ORDER, linkedOrder: ORDER });
    expect((await detail(unknown)).json().responceObj.message).toMatchObject({
      orderNumber: "BST-AAAA-BBBB",
      linkedOrder: null,
    });
    const missing = await detail(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorList[0].errorCode).toBe("NOT_FOUND");
  });

  it("DESIGN contact: a staff reply is e-mailed to the sender from the shop, kept with the message, and audited", async () => {
    const email = `reply-${Date.now()}@example.com`;
    const id = await sendMessage({ email });
    const res = await post(
      "/api/v1/admin/contact/reply",
      { id, body: "Bonjour, it leaves today <b>at 4 pm</b>." },
      manager,
    );
    expect(res.statusCode).toBe(200);
    const { message } = res.json().responceObj;
    expect(message.status).toBe("answered");
    expect(message.replies).toEqual([
      expect.objectContaining({ body: "Bonjour, it leaves today <b>at 4 pm</b>.", staffName: "Staff ROLE_MANAGER" }),
    ]);

    await ctx().app.mailOutbox.drain();
    const [mail] = mailTo(email);
    expect(mail?.from?.text).toContain("hello@bustan.test");
    expect(mail?.subject).toBe("Re : Where is my monstera?");
    expect(mail?.text).toContain("Bonjour Omar Saleh,");
    expect(mail?.text).toContain("it leaves today <b>at 4 pm</b>.");
    expect(mail?.text).toContain("> My order has not arrived yet");
    expect(mail?.html).toContain("&lt;b&gt;at 4 pm&lt;/b&gt;");

    const audit = await rows<{ action: string; after: { status: string } }>(sql`
      select action, after from audit_log where entity = 'contact_message' and entity_id = ${String(id)}`);
    expect(audit).toEqual([
      expect.objectContaining({ action: "contact.reply", after: expect.objectContaining({ status: "answered" }) }),
    ]);
  });

  it("issue 14: close and reopen: back to answered with replies, to new without; each change audited", async () => {
    const id = await sendMessage();
    const status = (to: string) => post("/api/v1/admin/contact/status", { id, status: to }, manager);
    expect((await status("closed")).json().responceObj.message.status).toBe("closed");
    expect((await status("open")).json().responceObj.message.status).toBe("new");
    await post("/api/v1/admin/contact/reply", { id, body: "We have checked your order." }, manager);
    await status("closed");
    expect((await status("open")).json().responceObj.message.status).toBe("answered");
    const audit = await rows<{ action: string }>(sql`
      select action from audit_log where entity = 'contact_message' and entity_id = ${String(id)} order by id`);
    expect(audit.map((a) => a.action)).toEqual([
      "contact.close",
      "contact.reopen",
      "contact.reply",
      "contact.close",
      "contact.reopen",
    ]);
  });

  it("issue 14: a reply body is 10-4,000 characters of plain text", async () => {
    const id = await sendMessage();
    const res = await post("/api/v1/admin/contact/reply", { id, body: "short" }, manager);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList[0].field).toContain("body");
  });

  it("issue 14: a shopper cannot read the inbox (403), a visitor gets 401", async () => {
    const shopper = await staffHeaders(ctx(), "ROLE_USER");
    const asShopper = await post("/api/v1/admin/contact/search", null, shopper);
    expect(asShopper.statusCode).toBe(403);
    expect(asShopper.json().errorList[0].errorCode).toBe("FORBIDDEN");
    expect((await post("/api/v1/admin/contact/detail", { id: 1 })).statusCode).toBe(401);
  });
});
