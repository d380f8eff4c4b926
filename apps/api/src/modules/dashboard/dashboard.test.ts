import { addDays, dashboardResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { successOf } from "../../../test/support/answers";
import { staffHeaders } from "../../../test/support/staff";
import { fileTestContext } from "../../../test/support/test-app";
import { ordersClient } from "../../../test/testkits/orders.testkit";

/** Issue 13 "/admin": the back office's landing figures, against orders and stock set up in this file. */
const ctx = fileTestContext();
const kit = ordersClient(ctx);
const DASHBOARD = "/api/v1/admin/dashboard";

/** The instant that is `time` in Dubai (UTC+4, no daylight saving) on `date`. */
const dubai = (date: string, time: string) => new Date(`${date}T${time}:00+04:00`);
/** Fakes only Date (timers stay real). */
function at(instant: Date) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(instant);
}
afterEach(() => vi.useRealTimers());

async function figures(headers: Record<string, string>, lang?: string) {
  return successOf(await kit.post(DASHBOARD, headers, lang ? { lang } : null), dashboardResponseSchema);
}

describe("admin/dashboard", () => {
  it("today's orders and revenue (Asia/Dubai day, cancelled and refunded left out of revenue)", async () => {
    const today = "2031-03-10";
    // Logged in at the faked time, so the session is valid then.
    at(dubai(today, "18:00"));
    const manager = await staffHeaders(ctx(), "ROLE_MANAGER");
    // 00:30 in Dubai is still the day before in UTC: it counts for today; 23:50 the day before does not.
    const placed = [
      await kit.placeOrder({ status: "confirmed", createdAt: dubai(today, "00:30") }),
      await kit.placeOrder({ status: "delivered", createdAt: dubai(today, "09:00") }),
      await kit.placeOrder({ status: "cancelled", createdAt: dubai(today, "10:00") }),
      await kit.placeOrder({ status: "refunded", createdAt: dubai(today, "11:00") }),
    ];
    await kit.placeOrder({ status: "confirmed", createdAt: dubai(addDays(today, -1), "23:50") });
    await kit.placeOrder({ status: "confirmed", createdAt: dubai(addDays(today, 1), "00:00") });

    const answer = await figures(manager);
    expect(answer.today).toBe(today);
    expect(answer.ordersToday).toBe(4);
    expect(answer.revenueToday).toBe(placed[0]!.total + placed[1]!.total);
  });

  it("orders to prepare per slot today and tomorrow: confirmed and preparing, every slot listed", async () => {
    const today = "2031-04-20";
    at(dubai(today, "07:00"));
    const admin = await staffHeaders(ctx(), "ROLE_ADMIN");
    const tomorrow = addDays(today, 1);
    const order = (deliveryDate: string, deliverySlot: string, status: "confirmed" | "preparing" | "delivered") =>
      kit.placeOrder({ status, deliveryDate, deliverySlot, createdAt: dubai(addDays(today, -3), "12:00") });
    await order(today, "morning", "confirmed");
    await order(today, "morning", "preparing");
    await order(today, "morning", "delivered");
    await order(today, "evening", "confirmed");
    await order(tomorrow, "afternoon", "preparing");
    await order(addDays(today, 2), "morning", "confirmed");

    const { toPrepare, ordersToday } = await figures(admin);
    expect(ordersToday).toBe(0);
    expect(toPrepare).toEqual([
      { date: today, slot: "morning", confirmed: 1, preparing: 1 },
      { date: today, slot: "afternoon", confirmed: 0, preparing: 0 },
      { date: today, slot: "evening", confirmed: 1, preparing: 0 },
      { date: tomorrow, slot: "morning", confirmed: 0, preparing: 0 },
      { date: tomorrow, slot: "afternoon", confirmed: 0, preparing: 1 },
      { date: tomorrow, slot: "evening", confirmed: 0, preparing: 0 },
    ]);
  });

  it("the 10 lowest-stock SKUs at or under their threshold, named in the asked language, and their count", async () => {
    const admin = await staffHeaders(ctx(), "ROLE_SUPER_ADMIN");
    await kit.rows(sql`update skus set stock = 100, low_stock_threshold = 5`);
    const low = await kit.rows<{ id: number }>(sql`select id from skus order by id limit 12`);
    for (const [i, { id }] of low.entries()) {
      await kit.rows(sql`update skus set stock = ${i}, low_stock_threshold = ${i === 11 ? 20 : 11} where id = ${id}`);
    }
    const answer = await figures(admin, "ar");
    expect(answer.lowStockCount).toBe(12);
    expect(answer.lowStock.map((s) => s.stock)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(answer.lowStock[0]).toMatchObject({ skuId: Number(low[0]!.id), lowStockThreshold: 11 });
    const [named] = await kit.rows<{ name: string; code: string }>(sql`
      select t.name, s.code from skus s join product_translations t on t.product_id = s.product_id and t.locale = 'ar'
       where s.id = ${low[0]!.id}`);
    expect(answer.lowStock[0]).toMatchObject({ productName: named!.name, code: named!.code });
  });

  it("issue 14: the reviews waiting for moderation and the contact messages not answered yet", async () => {
    const admin = await staffHeaders(ctx(), "ROLE_ADMIN");
    expect(await figures(admin)).toMatchObject({ reviewsWaiting: 0, messagesNew: 0 });
    await kit.rows(sql`insert into contact_messages (name, email, subject, message, status) values
      ('Aisha', 'aisha@example.ae', 'Pots', 'Do you deliver pots to Ajman?', 'new'),
      ('Omar', 'omar@example.ae', 'Order', 'Where is my order, please?', 'answered')`);
    const [user] = await kit.rows<{ id: number }>(sql`select id from users order by id limit 1`);
    const review = (productId: number, status: string) =>
      kit.rows(sql`insert into product_reviews (product_id, user_id, rating, title, body, status, author_name)
        values (${productId}, ${user!.id}, 4, 'Lovely', 'A lovely healthy plant.', ${status}, 'Aisha K.')`);
    const products = await kit.rows<{ id: number }>(sql`select id from products order by id limit 3`);
    await review(products[0]!.id, "pending");
    await review(products[1]!.id, "pending");
    await review(products[2]!.id, "approved");
    expect(await figures(admin)).toMatchObject({ reviewsWaiting: 2, messagesNew: 1 });
  });

  it('DESIGN "Back office": SUPER_ADMIN, ADMIN and MANAGER see it; HR and shoppers are FORBIDDEN; visitors 401', async () => {
    for (const role of ["ROLE_SUPER_ADMIN", "ROLE_ADMIN", "ROLE_MANAGER"]) {
      expect((await kit.post(DASHBOARD, await staffHeaders(ctx(), role), {})).statusCode, role).toBe(200);
    }
    for (const role of ["ROLE_HR", "ROLE_USER"]) {
      const res = await kit.post(DASHBOARD, await staffHeaders(ctx(), role), {});
      expect(res.statusCode, role).toBe(403);
      expect(res.json().errorList[0].errorCode).toBe("FORBIDDEN");
    }
    expect((await kit.post(DASHBOARD, null, {})).statusCode).toBe(401);
  });
});
