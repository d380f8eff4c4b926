import { customerEraseResponseSchema, ERASED_MARKER } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import type { Member } from "../../../test/support/members";
import { staffHeaders } from "../../../test/support/staff";
import { fileTestContext } from "../../../test/support/test-app";
import { reviewsClient } from "../../../test/testkits/reviews.testkit";

/**
 * Issue 15 "Customers": a customer's data export (JSON download, only theirs, audited) and the erasure on request
 * (UAE PDPL): one transaction removes the personal data; the orders stay with their totals and the erased marker.
 */
const fileContext = fileTestContext();
const kit = reviewsClient(fileContext);
let admin: Record<string, string>;
let manager: Record<string, string>;
let nadia: Member;
let other: Member;
let product: { productId: number; skuId: number; slug: string };
const orderNumbers: string[] = [];

const exportOf = (customerId: number, headers: Record<string, string>) =>
  fileContext().app.inject({ method: "GET", url: `/api/v1/admin/customers/${customerId}/export.json`, headers });

/** A shopper with an order, address, wish list, cart, newsletter subscription, contact message and approved review. */
async function shopperWithData(name: string, email: string): Promise<Member> {
  const member = await kit.buyer(product.skuId, "delivered", name);
  await kit.rows(sql`update users set email = ${email}, mobile = '+971501112233', email_verified_at = now()
    where id = ${member.user.id}`);
  const [order] = await kit.rows<{ number: string }>(sql`select number from orders where user_id = ${member.user.id}`);
  orderNumbers.push(order!.number);
  await kit.post("/api/v1/user/addresses/add", member.headers, {
    address: {
      recipient: name,
      emirate: "sharjah",
      area: "Al Majaz",
      street: "Corniche",
      building: "Blue Tower",
      mobile: "050 111 2233",
    },
  });
  const [wished, carted] = await kit.freshSkus(2, 5);
  await kit.post("/api/v2/wishlist/add", member.headers, { skuId: wished });
  await kit.post("/api/v2/cart/add", member.headers, { skuId: carted, qty: 1 });
  await kit.rows(
    sql`insert into newsletter_subscribers (email, status, source) values (${email}, 'pending', 'footer')`,
  );
  // Back-in-stock alerts (issue 16): one asked signed in, one as a visitor with the same address.
  await kit.rows(sql`insert into stock_alerts (sku_id, email, user_id)
    values (${wished}, ${email}, ${member.user.id}), (${carted}, ${email}, null)`);
  await kit.rows(sql`insert into contact_messages (name, email, subject, message)
    values (${name}, ${email}, 'Repotting', ${`Hello, this is ${name} about my fern.`})`);
  // An e-mail to them: the outbox (and the kept mail) hold a copy.
  await kit.post("/api/v1/user/reset-password", null, { email });
  await fileContext().app.accountsSettled();
  const review = await kit.add(member, { productId: product.productId, rating: 4, text: `Lovely, says ${name}.` });
  await kit.admin("approve", admin, { reviewId: review.json().responceObj.review.reviewId });
  return member;
}

beforeAll(async () => {
  admin = await staffHeaders(fileContext(), "ROLE_ADMIN");
  manager = await staffHeaders(fileContext(), "ROLE_MANAGER");
  product = await kit.freshProduct();
  nadia = await shopperWithData("Nadia Karim", "nadia.karim@example.com");
  other = await shopperWithData("Yousef Amin", "yousef.amin@example.com");
  // A guest order placed with Nadia's (verified) e-mail, not claimed yet: hers too.
  const guestOrder = await kit.placeOrder({
    userId: null,
    email: "Nadia.Karim@example.com",
    name: "Nadia Karim",
    status: "delivered",
    paymentStatus: "paid",
  });
  orderNumbers.push(guestOrder.number);
});

describe("issue 15: a customer's data export", () => {
  it("issue 15: the JSON download holds the customer's profile, addresses, orders with lines, reviews, newsletter, messages, wish list and cart — and only theirs", async () => {
    const res = await exportOf(nadia.user.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="customer-${nadia.user.id}.json"`);
    expect(res.headers["cache-control"]).toBe("no-store");
    const data = res.json();
    expect(data.profile).toMatchObject({
      customerId: nadia.user.id,
      name: "Nadia Karim",
      email: "nadia.karim@example.com",
    });
    expect(data.addresses.map((a: { building: string }) => a.building)).toEqual(["Blue Tower"]);
    expect(data.orders.map((o: { number: string }) => o.number).sort()).toEqual(
      [orderNumbers[0], orderNumbers[2]].sort(),
    );
    expect(data.orders[0].lines[0]).toMatchObject({ qty: 1, skuCode: expect.any(String) });
    expect(data.reviews).toHaveLength(1);
    expect(data.newsletter).toMatchObject({ email: "nadia.karim@example.com", status: "pending" });
    expect(data.contactMessages.map((m: { message: string }) => m.message)).toEqual([
      "Hello, this is Nadia Karim about my fern.",
    ]);
    expect(data.wishlist).toHaveLength(1);
    expect(data.cart).toHaveLength(1);
    expect(res.body).not.toContain("Yousef");
    expect(res.body).not.toContain("yousef.amin");
    const [audit] = await kit.rows<{ after: Record<string, number> }>(sql`select after from audit_log
      where action = 'customer.export' and entity_id = ${String(nadia.user.id)}`);
    expect(audit!.after).toEqual({ orders: 2, reviews: 1, messages: 1 });
  });

  it("issue 15: the web app's download link works with the session cookie alone", async () => {
    const token = admin.authorization!.replace("Bearer ", "");
    const res = await fileContext().app.inject({
      method: "GET",
      url: `/api/v1/admin/customers/${other.user.id}/export.json`,
      cookies: { session: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.email).toBe("yousef.amin@example.com");
  });

  it("issue 15: the export needs the customers area's edit access (a MANAGER only views)", async () => {
    expect((await exportOf(nadia.user.id, manager)).statusCode).toBe(403);
    expect((await exportOf(nadia.user.id, {})).statusCode).toBe(401);
    const bad = await exportOf(0, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorList[0].errorCode).toBe("VALIDATION_FAILED");
  });
});

describe("issue 15: erasure on request (UAE PDPL)", () => {
  const erase = (payload: unknown, headers = admin) => kit.post("/api/v1/admin/customers/erase", headers, payload);

  it("issue 15: the typed e-mail must be the customer's (VALIDATION_FAILED confirmEmail); a MANAGER may not erase", async () => {
    const wrong = await erase({ customerId: nadia.user.id, confirmEmail: "someone@example.com" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED" });
    expect(JSON.stringify(wrong.json().errorList)).toContain("confirmEmail");
    const notEmail = await erase({ customerId: nadia.user.id, confirmEmail: "nadia" });
    expect(JSON.stringify(notEmail.json().errorList)).toContain("confirmEmail");
    expect(
      (await erase({ customerId: nadia.user.id, confirmEmail: "nadia.karim@example.com" }, manager)).statusCode,
    ).toBe(403);
    const [row] = await kit.rows<{ n: number }>(sql`select count(*)::int as n from users where id = ${nadia.user.id}`);
    expect(row!.n).toBe(1);
  });

  it("issue 15: erase removes the personal data and keeps the orders' totals under the erased marker (checked in the database)", async () => {
    const before = await kit.rows<{ number: string; total: number; vat: number; items: number; lines: number }>(sql`
      select number, total_fils as total, vat_fils as vat, items_fils as items,
        (select count(*)::int from order_lines l where l.order_id = o.id) as lines
      from orders o where number = any(${`{${orderNumbers.join(",")}}`}::text[]) order by number`);
    expect((await kit.product(product.slug)).reviewCount).toBe(2);

    const done = successOf(
      await erase({ customerId: nadia.user.id, confirmEmail: " NADIA.KARIM@example.com " }),
      customerEraseResponseSchema,
    );
    expect(done).toEqual({ erased: true, ordersKept: 2 });

    const id = nadia.user.id;
    const count = async (query: ReturnType<typeof sql>) => (await kit.rows<{ n: number }>(query))[0]!.n;
    expect(await count(sql`select count(*)::int as n from users where id = ${id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from addresses where user_id = ${id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from wishlist_items where user_id = ${id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from cart_items where user_id = ${id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from product_reviews where user_id = ${id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from user_tokens where user_id = ${id}`)).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from newsletter_subscribers where email = 'nadia.karim@example.com'`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from contact_messages where email = 'nadia.karim@example.com'`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from outbox where lower(payload->>'to') = 'nadia.karim@example.com'`),
    ).toBe(0);
    const alertsLeft = sql`select count(*)::int as n from stock_alerts where email = 'nadia.karim@example.com'`;
    expect(await count(alertsLeft)).toBe(0);
    // Nothing of her is left in any order, which keep every figure, line and the emirate.
    const after = await kit.rows<{ number: string; total: number; vat: number; items: number; lines: number }>(sql`
      select number, total_fils as total, vat_fils as vat, items_fils as items,
        (select count(*)::int from order_lines l where l.order_id = o.id) as lines
      from orders o where number = any(${`{${orderNumbers.join(",")}}`}::text[]) order by number`);
    expect(after).toEqual(before);
    const kept = await kit.rows<{
      userId: number | null;
      name: string;
      email: string;
      mobile: string;
      address: Record<string, string>;
    }>(sql`
      select user_id as "userId", name, email, mobile, address from orders
      where number in (${orderNumbers[0]}, ${orderNumbers[2]})`);
    expect(kept).toHaveLength(2);
    for (const order of kept) {
      expect(order).toMatchObject({ userId: null, name: ERASED_MARKER, email: ERASED_MARKER, mobile: ERASED_MARKER });
      expect(Object.values(order.address).filter((v) => v !== ERASED_MARKER)).toEqual([expect.any(String)]);
      expect(JSON.stringify(order)).not.toMatch(/nadia|karim|Blue Tower|Marina/i);
    }
    // The product's figures follow the deleted review; the other customer keeps everything.
    expect((await kit.product(product.slug)).reviewCount).toBe(1);
    expect(await count(sql`select count(*)::int as n from addresses where user_id = ${other.user.id}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from stock_alerts where user_id = ${other.user.id}`)).toBe(1);
    const [theirs] = await kit.rows<{ userId: number; name: string }>(sql`
      select user_id as "userId", name from orders where number = ${orderNumbers[1]}`);
    expect(theirs).toEqual({ userId: other.user.id, name: "Test Shopper" });

    // The audit entry holds counts, no personal data; the erased account cannot log in.
    const [audit] = await kit.rows<{ before: unknown; after: Record<string, unknown> }>(sql`
      select before, after from audit_log where action = 'customer.erase' and entity_id = ${String(id)}`);
    expect(audit!.after).toMatchObject({ ordersKept: 2, addresses: 1, reviews: 1, newsletter: true, messages: 1 });
    expect(audit!.after.mails).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toMatch(/nadia|karim/i);
    const login = await kit.post("/api/v1/user/login", null, {
      email: "nadia.karim@example.com",
      password: nadia.password,
    });
    expect(login.statusCode).toBe(401);
    expect((await kit.post("/api/v1/user/loadUser", nadia.headers, {})).statusCode).toBe(401);
    expect((await kit.post("/api/v1/admin/customers/detail", admin, { customerId: id })).statusCode).toBe(404);
  });
});
