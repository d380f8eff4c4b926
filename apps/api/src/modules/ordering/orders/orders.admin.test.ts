import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginMember } from "../../../../test/support/members";
import { createTestContext, type TestContext } from "../../../../test/support/test-app";
import { ordersClient } from "../../../../test/testkits/orders.testkit";

let ctx: TestContext;
const c = ordersClient(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const urls = ["/api/v1/admin/orders/search", "/api/v1/admin/orders/detail", "/api/v1/admin/orders/transition"];

describe("back office access", () => {
  it("the seed has the demo staff: admin@bustan.ae (ROLE_ADMIN) and manager@bustan.ae (ROLE_MANAGER)", async () => {
    const admin = await loginMember(ctx, "admin@bustan.ae", "Bustan-Staff-2026!");
    expect(admin.user.role).toBe("ROLE_ADMIN");
    const manager = await loginMember(ctx, "MANAGER@bustan.ae", "Bustan-Staff-2026!");
    expect(manager.user.role).toBe("ROLE_MANAGER");
  });

  it.each(["ROLE_ADMIN", "ROLE_SUPER_ADMIN", "ROLE_MANAGER"] as const)("%s may use it", async (role) => {
    const headers = await c.staff(role);
    expect((await c.post(urls[0]!, headers, {})).statusCode).toBe(200);
  });

  it.each(["ROLE_USER", "ROLE_HR"] as const)("%s is FORBIDDEN on every call", async (role) => {
    const headers = await c.staff(role);
    const { number } = await c.placeOrder();
    for (const url of urls) {
      const res = await c.post(url, headers, { number, to: "preparing" });
      expect(res.statusCode).toBe(403);
      expect(res.json().errorList[0].errorCode).toBe("FORBIDDEN");
    }
    expect((await c.order(number)).status).toBe("confirmed");
  });

  it("a visitor without a token is UNAUTHORIZED on every call", async () => {
    for (const url of urls) {
      const res = await c.post(url, null, { number: "BST-AAAA-BBBB", to: "preparing" });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorList[0].errorCode).toBe("UNAUTHORIZED");
    }
  });
});

describe("admin/orders/search and detail", () => {
  it("filters by status and finds by part of the number, e-mail, name or mobile", async () => {
    const admin = await c.staff("ROLE_MANAGER");
    const a = await c.placeOrder({ email: "noura.k@example.com", name: "Noura Khalil", mobile: "+971509876543" });
    const b = await c.placeOrder({ status: "preparing", email: "omar@example.com", name: "Omar 100%_Green" });
    const find = async (payload: Record<string, unknown>) => {
      const res = await c.post(urls[0]!, admin, payload);
      expect(res.statusCode).toBe(200);
      return res.json().responceObj as { orders: Array<{ number: string }>; totalCount: number };
    };
    const numbers = (r: { orders: Array<{ number: string }> }) => r.orders.map((o) => o.number);

    expect(numbers(await find({ q: a.number.slice(-4).toLowerCase() }))).toEqual([a.number]);
    expect(numbers(await find({ q: "NOURA.K@" }))).toEqual([a.number]);
    expect(numbers(await find({ q: "khalil" }))).toEqual([a.number]);
    expect(numbers(await find({ q: "050 987 6543" }))).toEqual([a.number]);
    expect(numbers(await find({ q: "100%_" }))).toEqual([b.number]);
    expect(numbers(await find({ q: "noura", status: "preparing" }))).toEqual([]);

    const preparing = await find({ status: "preparing" });
    expect(preparing.orders.every((o) => (o as unknown as { status: string }).status === "preparing")).toBe(true);
    expect(numbers(preparing)).toContain(b.number);
    const all = await find({ limit: 1 });
    expect(all.orders).toHaveLength(1);
    expect(all.totalCount).toBeGreaterThanOrEqual(2);
    expect(all.orders[0]).toMatchObject({
      name: expect.any(String),
      email: expect.any(String),
      mobile: expect.any(String),
    });
  });

  it("detail shows the whole order with contact, address and payment fields", async () => {
    const admin = await c.staff("ROLE_ADMIN");
    const { number, total } = await c.placeOrder({ paymentMethod: "card", status: "pending_payment" });
    const res = await c.post(urls[1]!, admin, { number });
    expect(res.statusCode).toBe(200);
    expect(res.json().responceObj.order).toMatchObject({
      number,
      total,
      paymentMethod: "card",
      paymentStatus: "pending",
      userId: null,
      paymentIntentId: null,
      contact: { email: "shopper@example.com" },
      address: { area: "Marina" },
    });
    const missing = await c.post(urls[1]!, admin, { number: "BST-NONE-NONE" });
    expect(missing.statusCode).toBe(404);
  });
});

describe("OpenAPI", () => {
  it("documents the order, tracking and back-office calls", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      "/api/v1/orders/search",
      "/api/v1/orders/detail",
      "/api/v1/orders/cancel",
      "/api/v1/orders/reorder",
      "/api/v1/orders/track",
      ...urls,
    ]) {
      expect(paths).toContain(path);
    }
  });
});
