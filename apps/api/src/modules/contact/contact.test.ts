import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dbReads } from "../../../test/support/db-reads";
import { envelopePoster } from "../../../test/support/poster";
import { fileTestContext } from "../../../test/support/test-app";
import { mailsTo } from "../../../test/testkits/mail.testkit";
import { CONTACT_PER_ADDRESS_PER_HOUR, CONTACT_PER_EMAIL_PER_HOUR } from "./contact.routes";

/** DESIGN "contact", issue 14: the contact form's call, POST /api/v1/contact/send. */

const ctx = fileTestContext();
const { rows } = dbReads(ctx);
const post = envelopePoster(ctx, "10.14");
const SEND = "/api/v1/contact/send";
const SHOP = "care@bustan.ae";

let counter = 0;
const message = (over: Record<string, unknown> = {}) => ({
  name: "Mariam Haddad",
  email: `visitor-${++counter}@example.com`,
  subject: "Repotting a fiddle leaf fig",
  message: "Hello, which pot size should I choose for a 1.2 m fiddle leaf fig?",
  ...over,
});

const stored = (email: string) =>
  rows<{ id: number; status: string; orderNumber: string | null; mobile: string | null; message: string }>(sql`
    select id, status, order_number as "orderNumber", mobile, message from contact_messages where email = ${email}`);

describe("POST /api/v1/contact/send", () => {
  it("DESIGN contact: the message is stored as new and e-mailed to the shop's address through the outbox", async () => {
    const sent = message({ mobile: "+971 50 123 4567", orderNumber: "bst-abcd-2345" });
    const res = await post(SEND, sent);
    expect(res.statusCode).toBe(200);
    const { messageId } = res.json().responceObj;
    const [row] = await stored(sent.email as string);
    expect(row).toMatchObject({ id: messageId, status: "new", orderNumber: "BST-ABCD-2345" });

    const [outboxRow] = await rows<{ payload: { template: string; to: string } }>(sql`
      select payload from outbox where payload->>'template' = 'contactToShop'
        and (payload->>'messageId')::int = ${messageId}`);
    expect(outboxRow?.payload.to).toBe(SHOP);

    const mail = (await mailsTo(ctx(), SHOP)).find((m) => m.subject.includes(`#${messageId}:`));
    expect(mail?.subject).toBe(`Contact form #${messageId}: Repotting a fiddle leaf fig`);
    expect(mail?.text).toContain(`From: Mariam Haddad <${sent.email}>`);
    expect(mail?.text).toContain("Order: BST-ABCD-2345");
    expect(mail?.text).toContain("which pot size should I choose");
  });

  it("issue 14: the text stays text: markup is stored as written and escaped in the shop's HTML copy", async () => {
    const sent = message({ message: "<script>alert(1)</script> <b>bold</b> please" });
    const { messageId } = (await post(SEND, sent)).json().responceObj;
    expect((await stored(sent.email as string))[0]?.message).toBe("<script>alert(1)</script> <b>bold</b> please");
    const mail = (await mailsTo(ctx(), SHOP)).find((m) => m.subject.includes(`#${messageId}:`));
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).toContain("&lt;script&gt;");
  });

  it("issue 14: a filled honeypot gets the same answer, but nothing is stored or sent", async () => {
    const sent = message({ website: "https://spam.example" });
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from outbox`);
    const res = await post(SEND, sent);
    expect(res.statusCode).toBe(200);
    expect(res.json().responceObj).toEqual({ messageId: expect.any(Number) });
    expect(await stored(sent.email as string)).toHaveLength(0);
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from outbox`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it.each([
    ["name", { name: "" }],
    ["name", { name: "x".repeat(101) }],
    ["email", { email: "not-an-address" }],
    ["mobile", { mobile: "12345" }],
    ["orderNumber", { orderNumber: "ORDER-1" }],
    ["orderNumber", { orderNumber: "BST-ABCD-0000" }],
    ["subject", { subject: "" }],
    ["subject", { subject: "s".repeat(151) }],
    ["message", { message: "too short" }],
    ["message", { message: "m".repeat(4001) }],
    ["message", { message: "a NUL \u0000 in a long enough message" }],
    ["subject", { subject: "a lone surrogate \ud800" }],
  ])("issue 14: a bad %s is VALIDATION_FAILED naming the field (%j)", async (field, over) => {
    const sent = message(over);
    const res = await post(SEND, sent);
    expect(res.statusCode).toBe(400);
    const [error] = res.json().errorList;
    expect(error.errorCode).toBe("VALIDATION_FAILED");
    expect(error.field).toContain(field);
    expect(await stored(sent.email as string)).toHaveLength(0);
  });

  it("issue 14: an empty optional mobile and order number are accepted as not given", async () => {
    const sent = message({ mobile: "", orderNumber: "" });
    expect((await post(SEND, sent)).statusCode).toBe(200);
    expect((await stored(sent.email as string))[0]).toMatchObject({ mobile: null, orderNumber: null });
  });

  it(`issue 14: one e-mail address sends ${CONTACT_PER_EMAIL_PER_HOUR} messages an hour, then RATE_LIMITED`, async () => {
    const email = `limited-${Date.now()}@example.com`;
    for (let i = 0; i < CONTACT_PER_EMAIL_PER_HOUR; i++) {
      expect((await post(SEND, message({ email }))).statusCode).toBe(200);
    }
    // Each call above came from an address of its own: the e-mail's count stops this one.
    const res = await post(SEND, message({ email: email.toUpperCase() }));
    expect(res.statusCode).toBe(429);
    expect(res.json().errorList[0].errorCode).toBe("RATE_LIMITED");
    expect(await stored(email)).toHaveLength(CONTACT_PER_EMAIL_PER_HOUR);
  });

  it(`issue 14: one client address sends ${CONTACT_PER_ADDRESS_PER_HOUR} messages an hour, then RATE_LIMITED`, async () => {
    const from = (payload: unknown) =>
      ctx().app.inject({
        method: "POST",
        url: SEND,
        remoteAddress: "10.15.0.1",
        payload: { payload: { requestPayload: payload } },
      });
    for (let i = 0; i < CONTACT_PER_ADDRESS_PER_HOUR; i++) expect((await from(message())).statusCode).toBe(200);
    const last = message();
    const res = await from(last);
    expect(res.statusCode).toBe(429);
    expect(res.json().errorList[0].errorCode).toBe("RATE_LIMITED");
    expect(await stored(last.email as string)).toHaveLength(0);
  });
});
