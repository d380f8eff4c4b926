import { salesReportResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../../test/support/answers";
import { fileTestContext } from "../../../../test/support/test-app";
import { type CodeOrder, orderWithCode } from "../../../../test/testkits/discounts.testkit";
import { ordersClient } from "../../../../test/testkits/orders.testkit";

/**
 * Issue 16 "Discount codes": the sales report's discounts given (per period, emirate and in all) and its table of
 * codes (orders, discount, revenue) within the chosen days, in the CSV too, checked against direct SQL.
 */
const ctx = fileTestContext({ seed: false });
const kit = ordersClient(ctx);
const SALES = "/api/v1/admin/reports/sales";
const FROM = "2033-03-01";
const TO = "2033-03-31";
let admin: Record<string, string>;
const made: Array<CodeOrder & { code: string; emirate: string }> = [];

/** An instant of a Dubai day and time ("2033-03-10", "23:30"). */
const dubai = (day: string, time: string) => new Date(`${day}T${time}:00+04:00`);

beforeAll(async () => {
  admin = await kit.staff("ROLE_ADMIN");
  const codes = await kit.rows<{ id: number; code: string }>(sql`
    insert into discount_codes (code, kind, value) values ('SPRING', 'percent', 10), ('WELCOME-5', 'fixed', 500)
    returning id, code`);
  const [spring, welcome] = codes.map((c) => ({ id: Number(c.id), code: c.code }));
  const add = async (
    code: { id: number; code: string },
    total: number,
    discount: number,
    createdAt: Date,
    extra: { status?: string; emirate?: string } = {},
  ) => {
    const order = await orderWithCode(kit.rows, code, { total, discount, createdAt, ...extra });
    made.push({ ...order, code: code.code, emirate: extra.emirate ?? "dubai" });
  };
  await add(spring!, 18000, 2000, dubai("2033-03-02", "10:00"));
  await add(spring!, 9000, 1000, dubai("2033-03-02", "18:00"), { emirate: "sharjah" });
  // 23:30 in Dubai on the 10th is still the 10th; 00:30 on the 11th is the 11th.
  await add(welcome!, 4500, 500, dubai("2033-03-10", "23:30"), { emirate: "ajman" });
  await add(welcome!, 7000, 500, dubai("2033-03-11", "00:30"));
  // Not sales: cancelled, still waiting for a card payment; and orders outside the range.
  await add(spring!, 5000, 555, dubai("2033-03-05", "12:00"), { status: "cancelled" });
  await add(spring!, 5000, 777, dubai("2033-03-06", "12:00"), { status: "pending_payment" });
  await add(spring!, 5000, 999, dubai("2033-02-28", "23:59"));
  await add(welcome!, 5000, 500, dubai("2033-04-01", "00:00"));
});

const counted = () =>
  made.filter(
    (o) =>
      !["cancelled", "pending_payment"].includes(o.status) &&
      o.createdAt >= dubai(FROM, "00:00") &&
      o.createdAt < dubai("2033-04-01", "00:00"),
  );
const sum = <T>(items: T[], of: (item: T) => number) => items.reduce((s, item) => s + of(item), 0);

async function report(grouping = "day") {
  return successOf(await kit.post(SALES, admin, { from: FROM, to: TO, grouping }), salesReportResponseSchema);
}

describe("admin/reports/sales: discount codes", () => {
  it("issue 16: the discounts given per Dubai day and in all are those of the orders that count, to the fils", async () => {
    const answer = await report("day");
    const byDay = Object.fromEntries(answer.periods.filter((p) => p.discount > 0).map((p) => [p.start, p.discount]));
    expect(byDay).toEqual({ "2033-03-02": 3000, "2033-03-10": 500, "2033-03-11": 500 });
    expect(answer.totals.discount).toBe(sum(counted(), (o) => o.discount));
    expect(answer.emirates.find((e) => e.emirate === "sharjah")?.discount).toBe(1000);
    expect(answer.emirates.find((e) => e.emirate === "ajman")?.discount).toBe(500);
    expect(sum(answer.emirates, (e) => e.discount)).toBe(answer.totals.discount);
    // Whatever the grouping, the same total.
    expect((await report("month")).totals.discount).toBe(answer.totals.discount);
    expect((await report("week")).periods.reduce((s, p) => s + p.discount, 0)).toBe(answer.totals.discount);

    const [direct] = await kit.rows<{ discount: number }>(sql`
      select sum(discount_fils)::int as discount from orders
       where created_at >= '2033-02-28T20:00:00Z' and created_at < '2033-03-31T20:00:00Z'
         and status not in ('pending_payment', 'cancelled')`);
    expect(answer.totals.discount).toBe(direct!.discount);
  });

  it("issue 16: the codes table: each code's orders, discount and revenue within the days, most discount first", async () => {
    const answer = await report("day");
    expect(answer.discountCodes).toEqual([
      { code: "SPRING", orders: 2, discount: 3000, revenue: 27000 },
      { code: "WELCOME-5", orders: 2, discount: 1000, revenue: 11500 },
    ]);
    const direct = await kit.rows<{ code: string; orders: number; discount: number; revenue: number }>(sql`
      select discount_code as code, count(*)::int as orders, sum(discount_fils)::int as discount,
             sum(total_fils)::int as revenue from orders
       where created_at >= '2033-02-28T20:00:00Z' and created_at < '2033-03-31T20:00:00Z'
         and status not in ('pending_payment', 'cancelled') and discount_code is not null
       group by discount_code order by discount desc`);
    expect(answer.discountCodes).toEqual(direct);
    // A range without code orders has an empty table.
    const none = successOf(
      await kit.post(SALES, admin, { from: "2033-03-20", to: "2033-03-25", grouping: "day" }),
      salesReportResponseSchema,
    );
    expect([none.discountCodes, none.totals.discount]).toEqual([[], 0]);
  });

  it("issue 16: the CSV: a discount-codes table, and the discounts column of the periods", async () => {
    const csv = async (table: string) => {
      const res = await ctx().app.inject({
        method: "GET",
        url: `/api/v1/admin/reports/sales.csv?from=${FROM}&to=${TO}&grouping=month&table=${table}`,
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\n");
    };
    expect(await csv("discount-codes")).toEqual([
      "Discount code,Orders,Discount AED,Revenue AED",
      "SPRING,2,30.00,270.00",
      "WELCOME-5,2,10.00,115.00",
    ]);
    const periods = await csv("periods");
    expect(periods[0]!.split(",").at(-1)).toBe("Discounts AED");
    expect(periods.at(-1)!.split(",").at(-1)).toBe("40.00");
  });
});
