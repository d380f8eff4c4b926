import { type OrderStatus, orderStatuses, shopperCanCancel } from "@shop/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, registerMember } from "../../../../test/support/members";
import { createTestContext, type TestContext } from "../../../../test/support/test-app";
import { ordersClient } from "../../../../test/testkits/orders.testkit";

let ctx: TestContext;
const c = ordersClient(() => ctx);
let alice: Member;
let bob: Member;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await registerMember(ctx, { name: "Alice" });
  bob = await registerMember(ctx, { name: "Bob" });
});
afterAll(async () => ctx?.close());

const placeFor = (who: Member, options: Parameters<typeof c.placeOrder>[0] = {}) =>
  c.placeOrder({ userId: who.user.id, email: who.email, name: who.user.name, ...options });

describe("orders/search", () => {
  it("lists only the caller's orders, newest first, with totalCount and paging", async () => {
    const older = await placeFor(alice, { createdAt: new Date("2029-01-01T10:00:00Z") });
    const newer = await placeFor(alice, { createdAt: new Date("2029-03-01T10:00:00Z") });
    await placeFor(bob);
    await c.placeOrder({ userId: null, email: alice.email }); // a guest order with her e-mail is not hers (yet)

    const res = await c.post("/api/v1/orders/search", alice.headers);
    expect(res.statusCode).toBe(200);
    const { orders, totalCount } = res.json().responceObj;
    expect(totalCount).toBe(2);
    expect(orders.map((o: { number: string }) => o.number)).toEqual([newer.number, older.number]);
    expect(orders[0]).toMatchObject({
      status: "confirmed",
      paymentMethod: "cod",
      total: newer.total,
      itemCount: 2,
      emirate: "dubai",
      deliverySlot: "morning",
    });

    const page2 = await c.post("/api/v1/orders/search", alice.headers, { from: 1, limit: 1 });
    expect(page2.json().responceObj.orders.map((o: { number: string }) => o.number)).toEqual([older.number]);
    // SPEC 7 style: an empty body is accepted too.
    const empty = await ctx.app.inject({ method: "POST", url: "/api/v1/orders/search", headers: alice.headers });
    expect(empty.statusCode).toBe(200);
  });

  it("needs a login: 401 UNAUTHORIZED without a token", async () => {
    for (const url of ["search", "detail", "cancel", "reorder"]) {
      const res = await c.post(`/api/v1/orders/${url}`, null, { number: "BST-AAAA-BBBB" });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorList[0].errorCode).toBe("UNAUTHORIZED");
    }
  });

  it("a guest order placed with the member's e-mail becomes theirs once the e-mail is verified", async () => {
    const carol = await registerMember(ctx, { name: "Carol" });
    const guest = await c.placeOrder({ userId: null, email: carol.email.toUpperCase(), status: "pending_payment" });
    const before = await c.post("/api/v1/orders/search", carol.headers);
    expect(before.json().responceObj.totalCount).toBe(0);
    expect((await c.post("/api/v1/orders/detail", carol.headers, { number: guest.number })).statusCode).toBe(404);

    await c.rows(sql`update users set email_verified_at = now() where id = ${carol.user.id}`);
    const detail = await c.post("/api/v1/orders/detail", carol.headers, { number: guest.number });
    expect(detail.statusCode).toBe(200);
    const after = await c.post("/api/v1/orders/search", carol.headers);
    expect(after.json().responceObj.orders.map((o: { number: string }) => o.number)).toEqual([guest.number]);
    expect((await c.post("/api/v1/orders/cancel", carol.headers, { number: guest.number })).statusCode).toBe(200);
    // Nobody else can claim it now.
    expect((await c.post("/api/v1/orders/detail", bob.headers, { number: guest.number })).statusCode).toBe(404);
  });
});

describe("orders/detail", () => {
  it("answers the caller's own order with lines, totals and a timeline without staff identities", async () => {
    const { number, total } = await placeFor(alice, { status: "confirmed" });
    const admin = await c.staff("ROLE_ADMIN");
    await c.post("/api/v1/admin/orders/transition", admin, { number, to: "preparing" });

    const res = await c.post("/api/v1/orders/detail", alice.headers, { number: number.toLowerCase() });
    expect(res.statusCode).toBe(200);
    const { order } = res.json().responceObj;
    expect(order).toMatchObject({ number, status: "preparing", total, emirate: "dubai" });
    expect(order.contact.email).toBe(alice.email);
    expect(order.lines).toHaveLength(1);
    expect(order.events.map((e: { actor: string }) => e.actor)).toEqual(["shopper", "staff"]);
  });

  it("another member's order is NOT_FOUND, the same answer as an unknown number", async () => {
    const { number } = await placeFor(alice);
    const theirs = await c.post("/api/v1/orders/detail", bob.headers, { number });
    const unknown = await c.post("/api/v1/orders/detail", bob.headers, { number: "BST-ZZZZ-ZZZZ" });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    for (const url of ["cancel", "reorder"]) {
      const res = await c.post(`/api/v1/orders/${url}`, bob.headers, { number });
      expect(res.statusCode).toBe(404);
    }
    expect((await c.order(number)).status).toBe("confirmed");
  });
});

describe("orders/cancel (by the shopper)", () => {
  it.each(orderStatuses.filter((s) => s !== "cancelled"))("from %s", async (status: OrderStatus) => {
    const [skuId] = await c.freshSkus(1);
    const before = await c.stock(skuId!);
    const { number } = await placeFor(alice, { status, lines: [{ skuId: skuId!, qty: 3 }] });
    const held = status === "refunded" ? before : before - 3;
    const res = await c.post("/api/v1/orders/cancel", alice.headers, { number });
    if (shopperCanCancel(status)) {
      expect(res.statusCode).toBe(200);
      expect(res.json().responceObj.order.status).toBe("cancelled");
      expect(await c.stock(skuId!)).toBe(before);
      const last = (await c.events(number)).at(-1)!;
      expect(last).toMatchObject({ status: "cancelled", actor: "shopper" });
      expect((await c.mails(number)).map((m) => m.status)).toEqual(["cancelled"]);
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json().errorList[0].errorCode).toBe("CONFLICT");
      expect((await c.order(number)).status).toBe(status);
      expect(await c.stock(skuId!)).toBe(held);
    }
  });

  it("an already cancelled order says so", async () => {
    const { number } = await placeFor(alice, { status: "pending_payment" });
    expect((await c.post("/api/v1/orders/cancel", alice.headers, { number })).statusCode).toBe(200);
    const again = await c.post("/api/v1/orders/cancel", alice.headers, { number });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorList[0].errorDesc).toMatch(/already cancelled/);
  });
});

describe("orders/reorder", () => {
  it("puts the lines back in the cart, lowered to the stock; sold-out SKUs are skipped", async () => {
    const [plenty, scarce, gone] = await c.freshSkus(3);
    const { number } = await placeFor(alice, {
      status: "delivered",
      lines: [
        { skuId: plenty!, qty: 2 },
        { skuId: scarce!, qty: 5 },
        { skuId: gone!, qty: 1 },
      ],
    });
    await c.rows(sql`update skus set stock = 3 where id = ${scarce!}`);
    await c.rows(sql`update skus set stock = 0 where id = ${gone!}`);

    const res = await c.post("/api/v1/orders/reorder", alice.headers, { number, lang: "fr" });
    expect(res.statusCode).toBe(200);
    const { jcarts, skipped } = res.json().responceObj;
    const qtyOf = (skuId: number) => jcarts.find((l: { skuId: number }) => l.skuId === skuId)?.qty;
    expect(qtyOf(plenty!)).toBe(2);
    expect(qtyOf(scarce!)).toBe(3);
    expect(qtyOf(gone!)).toBeUndefined();
    expect(skipped).toEqual([{ skuId: gone!, errorCode: "OUT_OF_STOCK" }]);
    // Through the cart API as well.
    const cart = await c.post("/api/v2/cart/search", alice.headers);
    expect(cart.json().responceObj.jcarts.length).toBeGreaterThanOrEqual(2);
  });
});
