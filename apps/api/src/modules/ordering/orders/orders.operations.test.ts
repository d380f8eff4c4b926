import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileTestContext } from "../../../../test/support/test-app";
import { ordersClient } from "../../../../test/testkits/orders.testkit";

const ctx = fileTestContext();
const c = ordersClient(ctx);
let manager: Record<string, string>;

beforeAll(async () => {
  manager = await c.staff("ROLE_MANAGER");
});

async function ok<T>(url: string, payload: unknown): Promise<T> {
  const res = await c.post(url, manager, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().responceObj as T;
}
const numbers = (r: { orders: Array<{ number: string }> }) => r.orders.map((o) => o.number).sort();

/** Moves a fixture order to another emirate (the fixture places every order in Dubai). */
const setEmirate = (orderId: number, emirate: string) =>
  c.rows(sql`update orders set emirate = ${emirate}, address = address || ${JSON.stringify({ emirate })}::jsonb
    where id = ${orderId}`);

describe("issue 15: the order list's filters (admin/orders/search)", () => {
  it("filters by delivery dates, slot, emirate, status and payment method, with the text search", async () => {
    const a = await c.placeOrder({ deliveryDate: "2031-03-01", deliverySlot: "morning", name: "Filter Alpha" });
    const b = await c.placeOrder({ deliveryDate: "2031-03-02", deliverySlot: "evening", paymentMethod: "card" });
    const d = await c.placeOrder({ deliveryDate: "2031-03-03", deliverySlot: "morning", status: "preparing" });
    await setEmirate(b.orderId, "sharjah");
    const find = (filter: Record<string, unknown>) =>
      ok<{ orders: Array<{ number: string }>; totalCount: number }>("/api/v1/admin/orders/search", filter);
    const range = { dateFrom: "2031-03-01", dateTo: "2031-03-03" };

    expect(numbers(await find(range))).toEqual([a.number, b.number, d.number].sort());
    expect(numbers(await find({ dateFrom: "2031-03-02", dateTo: "2031-03-02" }))).toEqual([b.number]);
    expect(numbers(await find({ ...range, emirate: "dubai" }))).toEqual([a.number, d.number].sort());
    expect(numbers(await find({ ...range, slot: "evening" }))).toEqual([b.number]);
    expect(numbers(await find({ ...range, status: "preparing" }))).toEqual([d.number]);
    expect(numbers(await find({ ...range, paymentMethod: "card" }))).toEqual([b.number]);
    expect(numbers(await find({ ...range, q: "filter alpha" }))).toEqual([a.number]);
    // Filtered by delivery dates, the latest delivery date comes first.
    expect((await find(range)).orders.map((o) => o.number)).toEqual([d.number, b.number, a.number]);
    const page = await find({ ...range, limit: 2, from: 1 });
    expect(page.totalCount).toBe(3);
    expect(page.orders).toHaveLength(1);
  });

  it("bad filters are VALIDATION_FAILED naming the field", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ dateFrom: "2031-02-30" }, "dateFrom"],
      [{ dateFrom: "2031-03-05", dateTo: "2031-03-01" }, "dateTo"],
      [{ emirate: "atlantis" }, "emirate"],
      [{ slot: "night" }, "slot"],
      [{ paymentMethod: "cheque" }, "paymentMethod"],
    ];
    for (const [filter, field] of cases) {
      const res = await c.post("/api/v1/admin/orders/search", manager, filter);
      expect(res.statusCode, field).toBe(400);
      const error = res.json().errorList[0];
      expect(error.errorCode).toBe("VALIDATION_FAILED");
      expect(`${error.field ?? ""} ${error.errorDesc}`).toContain(field);
    }
  });
});

describe("issue 15: a day's deliveries (admin/deliveries/list)", () => {
  it("lists the day's orders by emirate then slot, with address, mobile, items and the cash to collect", async () => {
    const day = "2031-04-10";
    const evening = await c.placeOrder({ deliveryDate: day, deliverySlot: "evening" });
    const morning = await c.placeOrder({
      deliveryDate: day,
      deliverySlot: "morning",
      paymentMethod: "card",
      paymentStatus: "paid",
    });
    const sharjah = await c.placeOrder({ deliveryDate: day, deliverySlot: "morning" });
    await setEmirate(sharjah.orderId, "sharjah");
    const cancelled = await c.placeOrder({ deliveryDate: day, status: "cancelled" });
    await c.placeOrder({ deliveryDate: "2031-04-11" });

    type List = {
      deliveries: Array<{ number: string; toCollect: number; itemCount: number; address: object }>;
      totalCount: number;
    };
    const all = await ok<List>("/api/v1/admin/deliveries/list", { date: day });
    expect(all.deliveries.map((o) => o.number)).toEqual([morning.number, evening.number, sharjah.number]);
    expect(all.deliveries.map((o) => o.number)).not.toContain(cancelled.number);
    expect(all.deliveries[0]).toMatchObject({
      toCollect: 0,
      itemCount: 2,
      mobile: "+971501234567",
      address: { area: "Marina" },
    });
    expect(all.deliveries[1]).toMatchObject({ toCollect: evening.total, paymentMethod: "cod" });

    const dubaiMorning = await ok<List>("/api/v1/admin/deliveries/list", {
      date: day,
      emirate: "dubai",
      slot: "morning",
    });
    expect(dubaiMorning.deliveries.map((o) => o.number)).toEqual([morning.number]);
    expect(dubaiMorning.totalCount).toBe(1);

    const bad = await c.post("/api/v1/admin/deliveries/list", manager, { date: "10/04/2031" });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errorList[0])).toContain("date");
  });
});

describe("issue 15: internal notes (admin/orders/notes/*)", () => {
  it("staff add and list notes; audited; never in the shopper's tracking or the timeline", async () => {
    const order = await c.placeOrder({ email: "notes@example.com" });
    const first = await ok<{ notes: unknown[] }>("/api/v1/admin/orders/notes/add", {
      number: order.number.toLowerCase(),
      body: "  Customer asked to call before arriving  ",
    });
    expect(first.notes).toEqual([
      expect.objectContaining({ body: "Customer asked to call before arriving", authorName: "Staff ROLE_MANAGER" }),
    ]);
    await ok("/api/v1/admin/orders/notes/add", { number: order.number, body: "Gate code 4411" });
    const listed = await ok<{ notes: Array<{ body: string }> }>("/api/v1/admin/orders/notes/list", {
      number: order.number,
    });
    expect(listed.notes.map((n) => n.body)).toEqual(["Customer asked to call before arriving", "Gate code 4411"]);

    const [audit] = await c.rows<{ n: number }>(sql`
      select count(*)::int as n from audit_log where action = 'order.note' and entity_id = ${order.number}`);
    expect(audit!.n).toBe(2);
    const tracked = await c.post("/api/v1/orders/track", null, { number: order.number, email: "notes@example.com" });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.body).not.toContain("Gate code");
    const detail = await c.post("/api/v1/admin/orders/detail", manager, { number: order.number });
    expect(detail.body).not.toContain("Gate code");

    const empty = await c.post("/api/v1/admin/orders/notes/add", manager, { number: order.number, body: "   " });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json().errorList[0])).toContain("body");
    const nul = await c.post("/api/v1/admin/orders/notes/add", manager, { number: order.number, body: "a\u0000b" });
    expect(nul.statusCode).toBe(400);
    const missing = await c.post("/api/v1/admin/orders/notes/add", manager, { number: "BST-NONE-NONE", body: "x" });
    expect(missing.statusCode).toBe(404);
  });
});
