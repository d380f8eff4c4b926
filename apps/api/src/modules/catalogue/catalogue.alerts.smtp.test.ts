import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtp, type TestSmtp } from "../../../test/support/smtp";
import { createTestContext, envelope, type TestContext } from "../../../test/support/test-app";
import type { Headers } from "../../../test/testkits/checkout.testkit";
import { stockKit } from "../../../test/testkits/stock.testkit";
import { buildApp } from "../../app";

/**
 * Issue 16 "Tests": a restock e-mails each subscriber exactly once, even with two instances of the shop draining
 * the outbox at once (through a real SMTP server), in the subscriber's language with a link to the product from
 * the configured public origin; a second restock later sends nothing more.
 */
let ctx: TestContext;
let other: FastifyInstance;
let smtp: TestSmtp;
const kit = stockKit(() => ctx);
let manager: Headers;
beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestContext({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "Bustan <hello@bustan.test>",
      PUBLIC_ORIGIN: "https://bustan.test",
    },
  });
  other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
  await other.ready();
  manager = await kit.staff("ROLE_MANAGER");
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
  await smtp?.close();
});

const subscribe = (skuId: number, email: string, locale: string, remoteAddress: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/v1/stock-alerts/add",
    payload: envelope({ skuId, email, locale }),
    remoteAddress,
  });
/** Both instances drain at the same moment, twice (a second pass finds nothing left). */
async function drainBoth() {
  for (let pass = 0; pass < 2; pass++) await Promise.all([ctx.app.mailOutbox.drain(), other.mailOutbox.drain()]);
}
const to = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined);
/** The alerts received (the staff member's own verification e-mail is left out). */
const alertMails = () => smtp.received.filter((mail) => to(mail)?.endsWith("-fan@example.ae"));

describe("the back-in-stock e-mail through SMTP", () => {
  it("issue 16: each subscriber gets one e-mail in their language with the product link, with two drainers", async () => {
    const skuId = await kit.sku({ price: 4500, stock: 0 });
    const subscribers = [
      ["en-fan@example.ae", "en"],
      ["fr-fan@example.ae", "fr"],
      ["ar-fan@example.ae", "ar"],
    ] as const;
    for (const [i, [email, locale]] of subscribers.entries()) {
      expect((await subscribe(skuId, email, locale, `10.61.0.${i + 1}`)).statusCode).toBe(200);
    }
    const [product] = await kit.rows<{ slug: string; en: string; fr: string; ar: string }>(sql`
      select p.slug, en.name as en, coalesce(fr.name, en.name) as fr, coalesce(ar.name, en.name) as ar
        from skus s join products p on p.id = s.product_id
        join product_translations en on en.product_id = p.id and en.locale = 'en'
        left join product_translations fr on fr.product_id = p.id and fr.locale = 'fr'
        left join product_translations ar on ar.product_id = p.id and ar.locale = 'ar' where s.id = ${skuId}`);

    // Two staff members restock at the same time on the two instances.
    const body = (delta: number) => envelope({ skuId, delta, reason: "received" });
    const adjust = (app: FastifyInstance, delta: number) =>
      app.inject({ method: "POST", url: "/api/v1/admin/stock/adjust", headers: manager, payload: body(delta) });
    const answers = await Promise.all([adjust(ctx.app, 4), adjust(other, 6)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    await drainBoth();

    expect(alertMails().map(to).sort()).toEqual(["ar-fan@example.ae", "en-fan@example.ae", "fr-fan@example.ae"]);
    const byTo = new Map(alertMails().map((mail) => [to(mail), mail]));
    const link = `https://bustan.test/shop/product/${product!.slug}?sku=${skuId}`;
    const en = byTo.get("en-fan@example.ae")!;
    expect(en.subject).toBe(`${product!.en} is back in stock`);
    expect(en.text).toContain(link);
    expect(en.text).toContain("one-time alert");
    expect(byTo.get("fr-fan@example.ae")!.subject).toBe(`${product!.fr} est de nouveau en stock`);
    const ar = byTo.get("ar-fan@example.ae")!;
    expect(ar.subject).toBe(`${product!.ar} متوفر مجددًا`);
    expect(ar.html || "").toContain('dir="rtl"');
    expect(ar.html || "").toContain(link);

    // Later restocks find no waiting alert: nothing more is sent.
    expect((await adjust(ctx.app, 3)).statusCode).toBe(200);
    await drainBoth();
    expect(alertMails()).toHaveLength(3);
  });
});
