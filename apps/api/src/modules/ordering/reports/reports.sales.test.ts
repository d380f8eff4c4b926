import { addDays, emirates, salesReportResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../../test/support/answers";
import { fileTestContext } from "../../../../test/support/test-app";
import { ordersClient } from "../../../../test/testkits/orders.testkit";
import { type GeneratedOrder, generateMonth, isSale } from "../../../../test/testkits/reports.testkit";

/** Issue 15 "Reports": sales of a generated month, against sums worked out by hand and by direct SQL. */
const ctx = fileTestContext();
const kit = ordersClient(ctx);
const SALES = "/api/v1/admin/reports/sales";
const MONTH = "2031-05-01";
const LAST = "2031-05-31";
let generated: Awaited<ReturnType<typeof generateMonth>>;
let manager: Record<string, string>;

beforeAll(async () => {
  generated = await generateMonth(kit, MONTH, 120);
  manager = await kit.staff("ROLE_MANAGER");
});

async function report(grouping: string, from = MONTH, to = LAST) {
  return successOf(await kit.post(SALES, manager, { from, to, grouping }), salesReportResponseSchema);
}

const sum = <T>(items: T[], of: (item: T) => number) => items.reduce((s, item) => s + of(item), 0);
const inMonth = (day: string) => day >= MONTH && day <= LAST;

describe("admin/reports/sales", () => {
  it("issue 15: per Dubai day, orders, revenue, VAT and refunds equal the orders they cover, to the fils", async () => {
    const answer = await report("day");
    expect(answer.periods).toHaveLength(31);
    const sales = generated.orders.filter((o) => isSale(o) && inMonth(o.dubaiDay));
    const saleIds = new Set(generated.orders.filter(isSale).map((o) => o.id));
    const refunds = generated.refunds.filter(
      (r) => r.status === "succeeded" && saleIds.has(r.orderId) && inMonth(r.dubaiDay),
    );
    for (const period of answer.periods) {
      expect(period.start).toBe(period.end);
      const day = sales.filter((o) => o.dubaiDay === period.start);
      const dayRefunds = refunds.filter((r) => r.dubaiDay === period.start);
      const revenue = sum(day, (o) => o.total);
      const refunded = sum(dayRefunds, (r) => r.amount);
      expect(period, period.start).toEqual({
        start: period.start,
        end: period.start,
        orders: day.length,
        revenue,
        vat: sum(day, (o) => o.vat),
        average: day.length ? Math.round(revenue / day.length) : 0,
        refunds: refunded,
        refundsVat: sum(dayRefunds, (r) => r.vat),
        net: revenue - refunded,
        // The generated month has no discount codes (reports.discounts.test.ts covers them).
        discount: 0,
      });
    }
    // The same totals straight from the tables.
    const [direct] = await kit.rows<{ orders: number; revenue: number; vat: number }>(sql`
      select count(*) as orders, sum(total_fils) as revenue, sum(vat_fils) as vat from orders
       where created_at >= '2031-04-30T20:00:00Z' and created_at < '2031-05-31T20:00:00Z'
         and status not in ('pending_payment', 'cancelled')`);
    expect(answer.totals).toMatchObject({
      orders: Number(direct!.orders),
      revenue: Number(direct!.revenue),
      vat: Number(direct!.vat),
    });
    expect(answer.totals.revenue).toBe(sum(answer.periods, (p) => p.revenue));
    expect(answer.totals.refunds).toBe(sum(refunds, (r) => r.amount));
    expect(answer.totals.refunds).toBeGreaterThan(0);
    expect(answer.totals.net).toBe(answer.totals.revenue - answer.totals.refunds);
  });

  it("issue 15: an order at 23:30 Dubai (19:30 UTC) counts for that day, one at 00:30 (20:30 UTC) for the next", async () => {
    const answer = await report("day", "2031-05-10", "2031-05-11");
    const late = generated.orders.find((o) => o.createdAt.toISOString() === "2031-05-10T19:30:00.000Z")!;
    const early = generated.orders.find((o) => o.createdAt.toISOString() === "2031-05-10T20:30:00.000Z")!;
    expect([late.dubaiDay, early.dubaiDay]).toEqual(["2031-05-10", "2031-05-11"]);
    const onDay = (day: string) =>
      generated.orders.filter((o) => isSale(o) && o.dubaiDay === day).map((o: GeneratedOrder) => o.total);
    expect(onDay("2031-05-10")).toContain(late.total);
    expect(answer.periods.map((p) => p.revenue)).toEqual([
      sum(onDay("2031-05-10"), (t) => t),
      sum(onDay("2031-05-11"), (t) => t),
    ]);
  });

  it("issue 15: weeks from Monday cut at the range's ends, months, and the same totals whatever the grouping", async () => {
    const [days, weeks, months] = await Promise.all([report("day"), report("week"), report("month")]);
    // 1 May 2031 is a Thursday: the first week covers Thursday to Sunday 4 May.
    expect(weeks.periods[0]).toMatchObject({ start: "2031-05-01", end: "2031-05-04" });
    expect(weeks.periods[1]).toMatchObject({ start: "2031-05-05", end: "2031-05-11" });
    expect(weeks.periods.at(-1)).toMatchObject({ start: "2031-05-26", end: "2031-05-31" });
    expect(months.periods).toHaveLength(1);
    for (const grouped of [weeks, months]) {
      expect(grouped.totals).toEqual(days.totals);
      expect(sum(grouped.periods, (p) => p.revenue)).toBe(days.totals.revenue);
      expect(sum(grouped.periods, (p) => p.refunds)).toBe(days.totals.refunds);
    }
    const twoMonths = await report("month", "2031-04-15", "2031-06-10");
    expect(twoMonths.periods.map((p) => [p.start, p.end])).toEqual([
      ["2031-04-15", "2031-04-30"],
      ["2031-05-01", "2031-05-31"],
      ["2031-06-01", "2031-06-10"],
    ]);
  });

  it("issue 15: by emirate and payment method, every emirate listed, sums equal to the totals", async () => {
    const answer = await report("month");
    const sales = generated.orders.filter((o) => isSale(o) && inMonth(o.dubaiDay));
    expect(answer.emirates.map((e) => e.emirate)).toEqual([...emirates]);
    for (const row of answer.emirates) {
      const mine = sales.filter((o) => o.emirate === row.emirate);
      expect(row, row.emirate).toMatchObject({ orders: mine.length, revenue: sum(mine, (o) => o.total) });
    }
    expect(sum(answer.emirates, (e) => e.net)).toBe(answer.totals.net);
    for (const row of answer.paymentMethods) {
      const mine = sales.filter((o) => o.method === row.method);
      expect(row).toEqual({ method: row.method, orders: mine.length, revenue: sum(mine, (o) => o.total) });
    }
  });

  it("issue 15: categories and top products from the lines, named in the asked language", async () => {
    const res = await kit.post(SALES, manager, { from: MONTH, to: LAST, grouping: "month", lang: "ar" });
    const answer = successOf(res, salesReportResponseSchema);
    const [lines] = await kit.rows<{ revenue: number; units: number }>(sql`
      select sum(l.line_total_fils) as revenue, sum(l.qty) as units from order_lines l join orders o on o.id = l.order_id
       where o.created_at >= '2031-04-30T20:00:00Z' and o.created_at < '2031-05-31T20:00:00Z'
         and o.status not in ('pending_payment', 'cancelled')`);
    expect(sum(answer.categories, (c) => c.revenue)).toBe(Number(lines!.revenue));
    expect(sum(answer.categories, (c) => c.units)).toBe(Number(lines!.units));
    const [top] = answer.topByRevenue;
    const [named] = await kit.rows<{ name: string }>(sql`
      select name from product_translations where product_id = ${top!.productId} and locale = 'ar'`);
    expect(top!.name).toBe(named!.name);
    const revenues = answer.topByRevenue.map((p) => p.revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    const units = answer.topByUnits.map((p) => p.units);
    expect(units).toEqual([...units].sort((a, b) => b - a));
  });

  it("issue 15: a range without orders is all zeros, each period listed", async () => {
    const answer = await report("day", "2032-02-27", "2032-03-01");
    expect(answer.periods.map((p) => p.start)).toEqual(["2032-02-27", "2032-02-28", "2032-02-29", "2032-03-01"]);
    expect(answer.totals).toEqual({
      orders: 0,
      revenue: 0,
      vat: 0,
      average: 0,
      refunds: 0,
      refundsVat: 0,
      net: 0,
      discount: 0,
    });
  });

  it("issue 15: bad input is VALIDATION_FAILED naming the field", async () => {
    const fieldOf = async (payload: unknown) => {
      const res = await kit.post(SALES, manager, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorList[0].errorCode).toBe("VALIDATION_FAILED");
      return res.json().errorList.map((e: { field: string }) => e.field);
    };
    expect(await fieldOf({ from: "2031-05-10", to: "2031-05-01", grouping: "day" })).toEqual(["from"]);
    expect(await fieldOf({ from: "2030-01-01", to: addDays("2030-01-01", 366), grouping: "month" })).toEqual(["to"]);
    expect(await fieldOf({ from: MONTH, to: LAST, grouping: "year" })).toEqual(["grouping"]);
    expect(await fieldOf({ from: "2031-02-30", to: LAST, grouping: "day" })).toEqual(["from"]);
    // A whole leap year is allowed.
    expect((await kit.post(SALES, manager, { from: "2032-01-01", to: "2032-12-31", grouping: "day" })).statusCode).toBe(
      200,
    );
  });
});
