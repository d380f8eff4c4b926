import { customerDetailResponseSchema, customerSearchResponseSchema, customerStateResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { loginMember, type Member, registerMember } from "../../../test/support/members";
import { staffHeaders, staffMember } from "../../../test/support/staff";
import { envelope, fileTestContext } from "../../../test/support/test-app";
import { latestMail, linkParam } from "../../../test/testkits/mail.testkit";
import { ordersClient } from "../../../test/testkits/orders.testkit";

/**
 * Issue 15 "Customers" (DESIGN "Back office", area customers): the list and search of shopper accounts, a customer's
 * detail (orders, lifetime spend, addresses, newsletter, reviews), disable and re-enable with their effect on the
 * customer's tokens, login and e-mailed links, every write audited. Export and erasure: customers.erase.test.ts.
 */
const ctx = fileTestContext();
const kit = ordersClient(ctx);
let admin: Record<string, string>;
let manager: Record<string, string>;
let layla: Member;

const admin$ = (action: string, headers: Record<string, string>, payload?: unknown) =>
  kit.post(`/api/v1/admin/customers/${action}`, headers, payload);

beforeAll(async () => {
  admin = await staffHeaders(ctx(), "ROLE_ADMIN");
  manager = await staffHeaders(ctx(), "ROLE_MANAGER");
  layla = await registerMember(ctx(), {
    name: "Layla Haddad",
    email: "layla.haddad@example.com",
    mobile: "+971 50 111 2233",
  });
  await registerMember(ctx(), { name: "Omar Saleh", email: "omar.saleh@example.com", mobile: "+971 55 999 8877" });
  const id = layla.user.id;
  // Paid: a delivered cash order (paid on delivery) and a card order paid with 5.00 AED refunded since.
  const delivered = await kit.placeOrder({ userId: id, status: "delivered", paymentStatus: "paid" });
  const card = await kit.placeOrder({ userId: id, status: "confirmed", paymentMethod: "card", paymentStatus: "paid" });
  await kit.rows(sql`update orders set refunded_fils = 500 where id = ${card.orderId}`);
  // Not paid: a cash order on its way and a cancelled one.
  await kit.placeOrder({ userId: id, status: "preparing" });
  await kit.placeOrder({ userId: id, status: "cancelled" });
  expect(delivered.total + card.total - 500).toBeGreaterThan(0);
  await kit.post("/api/v1/user/addresses/add", layla.headers, {
    address: {
      recipient: "Layla Haddad",
      emirate: "dubai",
      area: "JLT",
      street: "Cluster D",
      building: "Lake Tower",
      mobile: "050 111 2233",
    },
  });
  await kit.rows(sql`insert into newsletter_subscribers (email, status, source, confirmed_at)
    values ('layla.haddad@example.com', 'subscribed', 'footer', now())`);
});

describe("issue 15: the customer list and detail", () => {
  it("issue 15: search by a part of the name, the e-mail or the mobile (any spelling of its digits); shoppers only", async () => {
    const find = async (query: string) =>
      successOf(await admin$("search", manager, { query }), customerSearchResponseSchema).customers.map((c) => c.name);
    expect(await find("layla")).toEqual(["Layla Haddad"]);
    expect(await find("OMAR.SALEH@")).toEqual(["Omar Saleh"]);
    expect(await find("050 111 22")).toEqual(["Layla Haddad"]);
    expect(await find("+971 55 999")).toEqual(["Omar Saleh"]);
    // A LIKE wildcard is a character, and staff accounts are not customers.
    expect(await find("%")).toEqual([]);
    expect(await find("Staff ROLE_ADMIN")).toEqual([]);
  });

  it("issue 15: the list is paged on the server with totalCount, newest first", async () => {
    const first = successOf(await admin$("search", admin, { from: 0, limit: 1 }), customerSearchResponseSchema);
    const second = successOf(await admin$("search", admin, { from: 1, limit: 1 }), customerSearchResponseSchema);
    expect(first.totalCount).toBeGreaterThanOrEqual(2);
    expect(first.customers).toHaveLength(1);
    expect(second.customers[0]!.customerId).not.toBe(first.customers[0]!.customerId);
    const all = successOf(await admin$("search", admin), customerSearchResponseSchema);
    expect(all.totalCount).toBe(first.totalCount);
  });

  it("issue 15: the detail holds the profile, orders, lifetime spend (paid orders minus refunds), addresses, newsletter", async () => {
    const detail = successOf(
      await admin$("detail", manager, { customerId: layla.user.id }),
      customerDetailResponseSchema,
    );
    expect(detail.customer).toMatchObject({ name: "Layla Haddad", email: "layla.haddad@example.com", disabled: false });
    expect(detail.orderCount).toBe(4);
    expect(detail.orders.map((o) => o.status).sort()).toEqual(["cancelled", "confirmed", "delivered", "preparing"]);
    const [row] = await kit.rows<{ spend: number }>(sql`select sum(total_fils - refunded_fils)::int as spend
      from orders where user_id = ${layla.user.id} and payment_status = 'paid'`);
    expect(detail.lifetimeSpend).toBe(row!.spend);
    expect(detail.addresses.map((a) => a.building)).toEqual(["Lake Tower"]);
    expect(detail.newsletter.status).toBe("subscribed");
    expect(detail.reviews).toEqual([]);
  });

  it("issue 15: bad input is VALIDATION_FAILED naming the field; an unknown id or a staff account NOT_FOUND", async () => {
    for (const [payload, field] of [
      [{ customerId: "12" }, "customerId"],
      [{ customerId: 0 }, "customerId"],
      [{ customerId: 2 ** 40 }, "customerId"],
    ] as const) {
      const res = await admin$("detail", admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED" });
      expect(JSON.stringify(res.json().errorList)).toContain(field);
    }
    const long = await admin$("search", admin, { query: "x".repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json().errorList)).toContain("query");
    const nul = await admin$("search", admin, { query: "a\u0000b" });
    expect(nul.statusCode).toBe(400);
    expect((await admin$("detail", admin, { customerId: 999_999 })).json().errorList[0].errorCode).toBe("NOT_FOUND");
    const staff = await staffMember(ctx(), "ROLE_HR");
    expect((await admin$("detail", admin, { customerId: staff.user.id })).statusCode).toBe(404);
    const refused = await admin$("disable", admin, { customerId: staff.user.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorList[0].errorCode).toBe("FORBIDDEN");
  });
});

describe("issue 15: disable and re-enable", () => {
  it("issue 15: a disabled customer's token is refused on the next request, login says ACCOUNT_DISABLED; re-enable restores login", async () => {
    const shopper = await registerMember(ctx(), { name: "Rana Aziz" });
    const loadUser = () => kit.post("/api/v1/user/loadUser", shopper.headers, {});
    expect((await loadUser()).statusCode).toBe(200);
    const disabled = successOf(
      await admin$("disable", admin, { customerId: shopper.user.id }),
      customerStateResponseSchema,
    );
    expect(disabled.customer.disabled).toBe(true);
    expect((await loadUser()).statusCode).toBe(401);
    const login = await kit.post("/api/v1/user/login", null, { email: shopper.email, password: shopper.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().errorList[0].errorCode).toBe("ACCOUNT_DISABLED");
    const found = successOf(await admin$("search", admin, { state: "disabled" }), customerSearchResponseSchema);
    expect(found.customers.map((c) => c.customerId)).toContain(shopper.user.id);

    const enabled = successOf(
      await admin$("enable", admin, { customerId: shopper.user.id }),
      customerStateResponseSchema,
    );
    expect(enabled.customer.disabled).toBe(false);
    const again = await loginMember(ctx(), shopper.email, shopper.password);
    expect((await kit.post("/api/v1/user/loadUser", again.headers, {})).statusCode).toBe(200);

    const audit = await kit.rows<{ action: string; before: unknown; after: { disabledAt: string | null } }>(sql`
      select action, before, after from audit_log where entity = 'customer' and entity_id = ${String(shopper.user.id)}
      order by id`);
    expect(audit.map((a) => a.action)).toEqual(["customer.disable", "customer.enable"]);
    expect(audit[0]!.before).toEqual({ disabledAt: null });
    expect(audit[0]!.after.disabledAt).toEqual(expect.any(String));
    expect(audit[1]!.after).toEqual({ disabledAt: null });
  });

  it("issue 15: a disabled account gets no reset e-mail and its e-mailed links do nothing, answered as for anyone", async () => {
    const shopper = await registerMember(ctx(), { name: "Sami Noor" });
    await admin$("disable", admin, { customerId: shopper.user.id });
    const asked = await kit.post("/api/v1/user/reset-password", null, { email: shopper.email });
    expect(asked.json().responceObj).toEqual({ sent: true });
    await ctx().app.accountsSettled();
    const [resets] = await kit.rows<{ n: number }>(sql`select count(*)::int as n from user_tokens
      where user_id = ${shopper.user.id} and purpose = 'reset'`);
    expect(resets!.n).toBe(0);
    // The verification link sent at registration no longer works while disabled: LINK_INVALID, as an unknown one.
    const token = linkParam(await latestMail(ctx(), shopper.email, /Confirm/), "verifyToken");
    const verify = await kit.post("/api/v1/user/verification", null, { verifyToken: token });
    const unknown = await kit.post("/api/v1/user/verification", null, { verifyToken: "x".repeat(43) });
    expect(verify.statusCode).toBe(unknown.statusCode);
    expect(verify.json().errorList[0].errorCode).toBe(unknown.json().errorList[0].errorCode);
  });

  it("issue 15: a MANAGER may view but not disable; HR and shoppers see nothing", async () => {
    const hr = await staffHeaders(ctx(), "ROLE_HR");
    expect((await admin$("disable", manager, { customerId: layla.user.id })).statusCode).toBe(403);
    expect((await admin$("search", hr)).statusCode).toBe(403);
    expect((await admin$("search", layla.headers)).statusCode).toBe(403);
    const res = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/admin/customers/search",
      payload: envelope({}),
    });
    expect(res.statusCode).toBe(401);
  });
});
