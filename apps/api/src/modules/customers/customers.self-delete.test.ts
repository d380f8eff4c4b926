import { accountDeleteResponseSchema, ERASED_MARKER } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { type Member, registerMember } from "../../../test/support/members";
import { staffMember } from "../../../test/support/staff";
import { envelope, fileTestContext } from "../../../test/support/test-app";
import { latestMail, linkParam } from "../../../test/testkits/mail.testkit";
import { reviewsClient } from "../../../test/testkits/reviews.testkit";

/**
 * Issue 16: a shopper deletes their own account after typing the password again: DESIGN "Customers"' erasure (one
 * transaction, orders kept anonymised for the tax record), an audit entry without personal data, the cookie cleared.
 */
const ctx = fileTestContext();
const kit = reviewsClient(ctx);
let skuId: number;
let seq = 0;
const address = () => `10.18.${(seq >> 8) & 255}.${++seq & 255}`;
beforeAll(async () => {
  [skuId] = (await kit.freshSkus(1, 20)) as [number];
});

const remove = (member: Member, body: Record<string, unknown>, remoteAddress = address()) =>
  ctx().app.inject({
    method: "POST",
    url: "/api/v1/user/delete",
    headers: member.headers,
    remoteAddress,
    payload: envelope(body),
  });
const errorOf = (res: { json(): { errorList: Array<{ errorCode: string; field?: string }> } }) =>
  res.json().errorList[0]!;

describe("issue 16: deleting one's own account", () => {
  it("issue 16: with the right password the account and its data go, the order stays anonymised, the session ends and the cookie is cleared", async () => {
    const member = await kit.buyer(skuId, "delivered", "Reem Haddad");
    await kit.post("/api/v2/wishlist/add", member.headers, { skuId });
    const res = await remove(member, { password: member.password });
    expect(successOf(res, accountDeleteResponseSchema)).toEqual({ deleted: true });
    expect(String(res.headers["set-cookie"])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await kit.rows(sql`select id from users where id = ${member.user.id}`)).toEqual([]);
    expect(await kit.rows(sql`select 1 from wishlist_items where user_id = ${member.user.id}`)).toEqual([]);
    const orders = await kit.rows<{ name: string; email: string; user_id: number | null }>(
      sql`select name, email, user_id from orders where name = ${ERASED_MARKER} or email = ${member.email}`,
    );
    expect(orders).toEqual([{ name: ERASED_MARKER, email: ERASED_MARKER, user_id: null }]);
    const load = await ctx().app.inject({ method: "POST", url: "/api/v1/user/loadUser", headers: member.headers });
    expect(load.statusCode).toBe(401);
    // The audit entry: by the shopper themself, counts only.
    const [audit] = await kit.rows<{ actor_id: number; after: Record<string, unknown> }>(sql`
      select actor_id, after from audit_log where action = 'customer.erase.self' and entity_id = ${String(member.user.id)}`);
    expect(audit!.actor_id).toBe(member.user.id);
    expect(JSON.stringify(audit!.after)).not.toMatch(/Reem|example\.com/);
    expect(audit!.after).toMatchObject({ ordersKept: 1 });
  });

  it("issue 16: a wrong password is INVALID_CREDENTIALS on field password and deletes nothing", async () => {
    const member = await registerMember(ctx());
    const res = await remove(member, { password: "not-the-password" });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toMatchObject({ errorCode: "INVALID_CREDENTIALS", field: "password" });
    expect(await kit.rows(sql`select id from users where id = ${member.user.id}`)).toHaveLength(1);
  });

  it("issue 16: a staff account cannot delete itself this way: FORBIDDEN, even with the right password", async () => {
    const staff = await staffMember(ctx(), "ROLE_MANAGER");
    const res = await remove(staff, { password: staff.password });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).errorCode).toBe("FORBIDDEN");
    expect(res.json().errorList[0].errorDesc).toMatch(/staff account/);
    expect(await kit.rows(sql`select id from users where id = ${staff.user.id}`)).toHaveLength(1);
  });

  it("issue 16: bad input (no password, NUL, lone surrogate, oversize) is VALIDATION_FAILED; no session is 401", async () => {
    const member = await registerMember(ctx());
    for (const body of [
      {},
      { password: "" },
      { password: "a\u0000b" },
      { password: "\udc00" },
      { password: "x".repeat(2049) },
    ]) {
      const res = await remove(member, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).errorCode).toBe("VALIDATION_FAILED");
    }
    const anonymous = await ctx().app.inject({
      method: "POST",
      url: "/api/v1/user/delete",
      payload: envelope({ password: member.password }),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("issue 16: wrong passwords are throttled like logins (growing waits per account and address, in PostgreSQL)", async () => {
    const member = await registerMember(ctx());
    const from = address();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await remove(member, { password: `wrong-${i}` }, from)).statusCode);
    expect(codes).toContain(429);
    expect(codes.filter((code) => code === 401).length).toBeGreaterThan(0);
    expect(await kit.rows(sql`select id from users where id = ${member.user.id}`)).toHaveLength(1);
  });
});

describe("issue 16: an account made from a guest order", () => {
  it("issue 16: a guest order placed with an e-mail is the account's once that e-mail is verified: in the order list and on the order page", async () => {
    const email = `guest-${Date.now().toString(36)}@example.com`;
    const guestOrder = await kit.placeOrder({ userId: null, email: email.toUpperCase(), name: "Guest Buyer" });
    const member = await registerMember(ctx(), { email, name: "Guest Buyer" });
    const list = () => kit.post("/api/v1/orders/search", member.headers, {}, address());
    const numbersIn = (res: Awaited<ReturnType<typeof list>>) =>
      (res.json().responceObj.orders as Array<{ number: string }>).map((o) => o.number);
    // Not before the e-mail is verified: registering with someone's address must not show their orders.
    expect(numbersIn(await list())).not.toContain(guestOrder.number);
    const page = () => kit.post("/api/v1/orders/detail", member.headers, { number: guestOrder.number }, address());
    expect((await page()).statusCode).toBe(404);
    const verifyToken = linkParam(await latestMail(ctx(), email, /Confirm your e-mail/), "verifyToken");
    const verified = await kit.post("/api/v1/user/verification", null, { verifyToken }, address());
    expect(verified.statusCode).toBe(200);
    expect(numbersIn(await list())).toContain(guestOrder.number);
    expect((await page()).json().responceObj.order.number).toBe(guestOrder.number);
  });
});
