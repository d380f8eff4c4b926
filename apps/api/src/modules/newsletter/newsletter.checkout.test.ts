import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import { checkoutKit, DUBAI_ADDRESS, dubaiDate, guest } from "../../../test/testkits/checkout.testkit";
import { mailsTo } from "../../../test/testkits/mail.testkit";

const ctx = fileTestContext();
const kit = checkoutKit(ctx);

/** A guest's order of one unit; `newsletter` is the checkout's "send me offers" box. */
async function order(email: string, extra: Record<string, unknown>) {
  const skuId = await kit.sku({ price: 5000, stock: 5 });
  const lines = [{ skuId, qty: 1 }];
  const quote = (await kit.quote({ lines, emirate: DUBAI_ADDRESS.emirate })).json().responceObj;
  const body = kit.guestOrder({
    contact: guest(email),
    lines,
    deliveryDate: dubaiDate(2),
    expectedTotal: quote.total,
    ...extra,
  });
  const res = await kit.placeOrder(body);
  expect(res.statusCode, res.body).toBe(200);
  return body;
}

const subscriber = async (email: string) =>
  (
    await kit.rows<{ status: string; source: string; locale: string }>(
      sql`select status, source, locale from newsletter_subscribers where email = ${email}`,
    )
  )[0];

describe("issue 14: the checkout's 'send me offers' box", () => {
  it("ticked: the order's e-mail gets the newsletter's confirmation (double opt-in), source checkout", async () => {
    const email = "offers@example.ae";
    const body = await order(email, { newsletter: true, locale: "fr" });
    await ctx().app.newsletterSettled();
    expect(await subscriber(email)).toEqual({ status: "pending", source: "checkout", locale: "fr" });
    const mails = await mailsTo(ctx(), email);
    expect(mails.filter((m) => m.subject === "Confirmez votre abonnement à la newsletter Bustan")).toHaveLength(1);
    // A retry of the same order (same idempotency key) answers the first order and subscribes nothing more.
    expect((await kit.placeOrder(body)).statusCode).toBe(200);
    await ctx().app.newsletterSettled();
    const again = await mailsTo(ctx(), email);
    expect(again.filter((m) => /newsletter/.test(m.subject))).toHaveLength(1);
  });

  it("unticked or absent (the default): no subscriber and no newsletter e-mail", async () => {
    await order("no-offers@example.ae", { newsletter: false });
    await order("silent@example.ae", {});
    await ctx().app.newsletterSettled();
    expect(await subscriber("no-offers@example.ae")).toBeUndefined();
    expect(await subscriber("silent@example.ae")).toBeUndefined();
  });
});
