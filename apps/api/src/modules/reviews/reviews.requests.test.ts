import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { registerMember } from "../../../test/support/members";
import { fileTestContext } from "../../../test/support/test-app";
import { reviewsClient } from "../../../test/testkits/reviews.testkit";
import { renderReviewRequest } from "./reviews.mail";

const ctx = fileTestContext();
const kit = reviewsClient(ctx);
const DAY = 86_400_000;

/** A member's order delivered `hoursAgo` hours ago (its delivered event moved back in time). */
async function deliveredHoursAgo(hoursAgo: number, locale = "en") {
  const { skuId, productId } = await kit.freshProduct();
  const member = await registerMember(ctx());
  const order = await kit.placeOrder({
    userId: member.user.id,
    email: member.email,
    name: "Aisha <b>Khan</b>",
    locale,
    status: "delivered",
    lines: [{ skuId, qty: 1 }],
  });
  await kit.rows(sql`update order_events set created_at = now() - make_interval(hours => ${hoursAgo})
    where order_id = ${order.orderId}`);
  return { email: member.email, number: order.number, productId };
}

const requestsTo = (email: string) =>
  kit.rows<{ payload: { locale: string; number: string; products: Array<{ name: string; link: string }> } }>(
    sql`select payload from outbox where payload->>'template' = 'reviewRequest' and payload->>'to' = ${email}`,
  );

describe("issue 14: the review request e-mail a few days after delivery (REVIEW_REQUEST_DAYS, 5 by default)", () => {
  it("issue 14: an order delivered 5 days ago is asked about once, with a link per product; a recent one is not", async () => {
    const due = await deliveredHoursAgo(5 * 24 + 2, "ar");
    const recent = await deliveredHoursAgo(2);
    const now = new Date();
    expect(await ctx().app.reviewRequests.pass(now)).toBeGreaterThanOrEqual(1);
    const [mail] = await requestsTo(due.email);
    expect(mail?.payload).toMatchObject({ locale: "ar", number: due.number });
    expect(mail?.payload.products[0]?.link).toMatch(new RegExp(`/pages/review\\?productId=${due.productId}$`));
    expect(await requestsTo(recent.email)).toEqual([]);
    // Sent through the outbox with the module's renderer (the embedded setup keeps it for the mail viewer).
    await ctx().app.mailOutbox.drain();
    const sent = await kit.rows<{ subject: string }>(sql`select subject from mail_messages where "to" = ${due.email}`);
    expect(sent.map((m) => m.subject)).toContainEqual(expect.stringContaining(due.number));

    // The same window again sends nothing; the recent order's turn comes days later, once.
    expect(await ctx().app.reviewRequests.pass(now)).toBe(0);
    await ctx().app.reviewRequests.pass(new Date(now.getTime() + 5 * DAY));
    await ctx().app.reviewRequests.pass(new Date(now.getTime() + 5 * DAY));
    expect(await requestsTo(due.email)).toHaveLength(1);
    expect(await requestsTo(recent.email)).toHaveLength(1);
  });

  it("issue 14: the e-mail is in the shopper's language, right to left in Arabic, every name escaped", () => {
    const mail = renderReviewRequest({
      template: "reviewRequest",
      to: "a@example.com",
      locale: "ar",
      name: "Aisha <b>Khan</b>",
      number: "BST-ABCD-EFGH",
      products: [{ name: "Peace <Lily>", link: "https://shop.test/pages/review?productId=4" }],
    });
    expect(mail.subject).toContain("BST-ABCD-EFGH");
    expect(mail.subject).toContain("قيّم");
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("Peace &lt;Lily&gt;");
    expect(mail.text).toContain("https://shop.test/pages/review?productId=4");
  });
});
