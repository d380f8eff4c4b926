import { type ShopDetails, shopConfigSchema, shopDetailsResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext } from "../../../test/support/test-app";
import { checkoutKit, type Headers } from "../../../test/testkits/checkout.testkit";
import { withContactFooter } from "../mail/mail.footer";
import { shopDetailsOf } from "./settings.values";

/** Issue 15 "Settings": the shop's details, edited by admins, read by the storefront, e-mails and invoices. */
const ctx = fileTestContext();
const kit = checkoutKit(ctx);
let admin: Headers;
beforeAll(async () => {
  admin = await kit.staff("ROLE_ADMIN");
});

const details: ShopDetails = {
  legalName: "Bustan Plants Trading L.L.C.",
  trn: "100234567890003",
  address: "Unit 4, Al Quoz 3, Dubai",
  phone: "+971 4 555 0101",
  chatNumber: "+971 50 555 0102",
  email: "hello@bustan.ae",
  social: [{ network: "instagram", url: "https://instagram.com/bustan" }],
};
const update = (value: unknown, headers = admin) =>
  kit.post("/api/v1/admin/shop-details/update", { details: value }, headers);

describe("issue 15: shop details", () => {
  it("issue 15: an admin saves them; the public config (header, footer, contact page) shows them at once; audited before and after", async () => {
    const before = successOf(await kit.post("/api/v1/admin/shop-details/load", {}, admin), shopDetailsResponseSchema);
    expect(before.details.phone).toBe("+971 4 123 4567");
    const saved = successOf(await update(details), shopDetailsResponseSchema);
    expect(saved.details).toEqual(details);

    const config = shopConfigSchema.parse((await ctx().app.inject({ url: "/api/v1/config" })).json().responceObj);
    expect(config.contacts).toEqual({
      address: details.address,
      phone: details.phone,
      chatNumber: details.chatNumber,
      email: details.email,
      social: details.social,
    });
    // The landscaping link of the same "shop" value stays.
    expect(config.landscapingUrl).toBe("https://landscaping.example.ae");

    const [entry] = await kit.rows<{ before: ShopDetails; after: ShopDetails; action: string }>(
      sql`select before, after, action from audit_log where entity = 'settings' and entity_id = 'shop' order by id desc limit 1`,
    );
    expect(entry?.action).toBe("settings.shop-details");
    expect(entry?.before.phone).toBe(before.details.phone);
    expect(entry?.after).toEqual(details);
  });

  it("issue 15: the tax identity calls and the shop details share the legal name and TRN", async () => {
    const res = await kit.post("/api/v1/admin/tax-identity/load", {}, admin);
    expect(res.json().responceObj.identity).toEqual({ trn: details.trn, legalName: details.legalName });
  });

  it("issue 15: bad input is VALIDATION_FAILED naming the field, and nothing is saved", async () => {
    const cases: Array<[Partial<Record<keyof ShopDetails, unknown>>, string]> = [
      [{ phone: "call us" }, "details.phone"],
      [{ chatNumber: "+971 5" }, "details.chatNumber"],
      [{ email: "not-an-address" }, "details.email"],
      [{ address: "line\u0000break" }, "details.address"],
      [{ address: "broken \ud800 text" }, "details.address"],
      [{ address: "x".repeat(301) }, "details.address"],
      [{ trn: "12345" }, "details.trn"],
      [{ social: [{ network: "instagram", url: "http://instagram.com/bustan" }] }, "details.social.0.url"],
      [{ social: [{ network: "instagram", url: "javascript:alert(1)" }] }, "details.social.0.url"],
      [{ social: [{ network: "myspace", url: "https://myspace.com/x" }] }, "details.social.0.network"],
      [{ social: Array(9).fill({ network: "x", url: "https://x.com/bustan" }) }, "details.social"],
    ];
    for (const [patch, field] of cases) {
      const res = await update({ ...details, ...patch });
      expect(res.statusCode, field).toBe(400);
      const [error] = res.json().errorList;
      expect(error.errorCode).toBe("VALIDATION_FAILED");
      expect(error.field, JSON.stringify(patch)).toBe(field);
    }
    const now = successOf(await kit.post("/api/v1/admin/shop-details/load", {}, admin), shopDetailsResponseSchema);
    expect(now.details).toEqual(details);
  });

  it("issue 15: a manager views them but may not change them", async () => {
    const manager = await kit.staff("ROLE_MANAGER");
    expect((await kit.post("/api/v1/admin/shop-details/load", {}, manager)).statusCode).toBe(200);
    const res = await update({ ...details, phone: "+971 4 000 0000" }, manager);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorList[0].errorCode).toBe("FORBIDDEN");
  });

  it("issue 15: a sent e-mail ends with the shop's details as saved", async () => {
    const member = await kit.member();
    await ctx().app.mailOutbox.drain();
    const [sent] = await kit.rows<{ text: string; html: string }>(
      sql`select text, html from mail_messages where "to" = ${member.user.email} order by id desc limit 1`,
    );
    expect(sent?.text).toContain(`Phone: ${details.phone}`);
    expect(sent?.text).toContain(details.legalName);
    expect(sent?.html).toContain(details.email);
  });

  it("issue 15: the e-mail footer is escaped in the HTML and labelled in Arabic", async () => {
    const mail = withContactFooter(
      { to: "a@example.com", subject: "s", text: "Hello\n", html: "<html><body><p>Hello</p></body></html>" },
      { ...details, legalName: "Bustan <Trading>" },
      "ar",
    );
    expect(mail.text).toContain(`الهاتف: ${details.phone}`);
    expect(mail.text).toContain(details.address);
    expect(mail.html).toContain("Bustan &lt;Trading&gt;");
    expect(mail.html.indexOf(details.email)).toBeLessThan(mail.html.indexOf("</body>"));
  });

  it("issue 15: a stored value read leniently: each bad field falls back alone, bad social links are left out", () => {
    const read = shopDetailsOf({
      phone: "not a phone",
      email: details.email,
      social: [{ network: "twitter", url: "https://twitter.com/bustan" }, details.social[0], "junk"],
    });
    expect(read.phone).toBe("+971 4 123 4567");
    expect(read.email).toBe(details.email);
    expect(read.social).toEqual(details.social);
  });
});
