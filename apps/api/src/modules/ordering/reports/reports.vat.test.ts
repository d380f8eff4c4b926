import { emirates, vatReportResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../../test/support/answers";
import { fileTestContext } from "../../../../test/support/test-app";
import { ordersClient } from "../../../../test/testkits/orders.testkit";
import { generateMonth } from "../../../../test/testkits/reports.testkit";

/** Issue 15 "Reports": the VAT return's boxes for a quarter, and the CSV files of both reports. */
const ctx = fileTestContext();
const kit = ordersClient(ctx);
const VAT = "/api/v1/admin/reports/vat";
let admin: Record<string, string>;

beforeAll(async () => {
  // Two generated months of the second quarter of 2031 (April's refunds partly fall in May, June's in July).
  await generateMonth(kit, "2031-04-01", 60);
  await generateMonth(kit, "2031-06-01", 60);
  admin = await kit.staff("ROLE_ADMIN");
});

const from = "2031-03-31T20:00:00Z";
const to = "2031-06-30T20:00:00Z";

describe("admin/reports/vat", () => {
  it("issue 15: boxes 1a-1g per emirate from the orders (delivery and COD fees included), refunds as adjustments", async () => {
    const answer = successOf(await kit.post(VAT, admin, { year: 2031, quarter: 2 }), vatReportResponseSchema);
    expect(answer).toMatchObject({ from: "2031-04-01", to: "2031-06-30" });
    expect(answer.boxes.map((b) => [b.box, b.emirate])).toEqual(
      ["1a", "1b", "1c", "1d", "1e", "1f", "1g"].map((box, i) => [box, emirates[i]]),
    );
    const supplies = await kit.rows<{ emirate: string; amount: number; vat: number }>(sql`
      select emirate, sum(total_fils - vat_fils) as amount, sum(vat_fils) as vat from orders
       where created_at >= ${from} and created_at < ${to} and status not in ('pending_payment', 'cancelled')
       group by emirate`);
    const refunds = await kit.rows<{ emirate: string; amount: number; vat: number }>(sql`
      select o.emirate, sum(r.amount_fils - r.vat_fils) as amount, sum(r.vat_fils) as vat
        from order_refunds r join orders o on o.id = r.order_id
       where r.status = 'succeeded' and r.created_at >= ${from} and r.created_at < ${to}
         and o.status not in ('pending_payment', 'cancelled')
       group by o.emirate`);
    expect(refunds.length).toBeGreaterThan(0);
    for (const box of answer.boxes) {
      const sold = supplies.find((s) => s.emirate === box.emirate);
      const refunded = refunds.find((r) => r.emirate === box.emirate);
      expect(box, box.box).toEqual({
        box: box.box,
        emirate: box.emirate,
        amount: Number(sold?.amount ?? 0),
        vat: Number(sold?.vat ?? 0),
        adjustmentAmount: 0 - Number(refunded?.amount ?? 0),
        adjustmentVat: 0 - Number(refunded?.vat ?? 0),
        netAmount: Number(sold?.amount ?? 0) - Number(refunded?.amount ?? 0),
        netVat: Number(sold?.vat ?? 0) - Number(refunded?.vat ?? 0),
      });
    }
    // Box 8: the sums; amount + VAT is every counted order's total, delivery and COD fee included.
    const [all] = await kit.rows<{ total: number; fees: number }>(sql`
      select sum(total_fils) as total, sum(delivery_fils + cod_fee_fils) as fees from orders
       where created_at >= ${from} and created_at < ${to} and status not in ('pending_payment', 'cancelled')`);
    expect(answer.total.amount + answer.total.vat).toBe(Number(all!.total));
    expect(Number(all!.fees)).toBeGreaterThan(0);
    expect(answer.total.netVat).toBe(answer.total.vat + answer.total.adjustmentVat);
  });

  it("issue 15: the VAT return as CSV, the boxes as the return lays them out, money in AED", async () => {
    const answer = successOf(await kit.post(VAT, admin, { year: 2031, quarter: 2 }), vatReportResponseSchema);
    const res = await ctx().app.inject({ method: "GET", url: `${VAT}.csv?year=2031&quarter=2`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain("vat-2031-q2.csv");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe("VAT return 2031 Q2,2031-04-01 to 2031-06-30");
    const dubai = answer.boxes[1]!;
    const aed = (fils: number) => (fils / 100).toFixed(2);
    expect(lines[3]).toBe(
      `1b,Standard rated supplies in Dubai,${aed(dubai.amount)},${aed(dubai.vat)},${aed(dubai.adjustmentAmount)},${aed(dubai.adjustmentVat)}`,
    );
    expect(lines[9]).toMatch(/^8,Totals,/);
  });

  it("issue 15: the sales report's tables as CSV; the range checked as for the report", async () => {
    const headers = await kit.staff("ROLE_MANAGER");
    const get = (query: string) =>
      ctx().app.inject({ method: "GET", url: `/api/v1/admin/reports/sales.csv?${query}`, headers });
    const res = await get("from=2031-04-01&to=2031-04-30&grouping=week");
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe(
      "From,To,Orders,Revenue AED,VAT AED,Average order AED,Refunds AED,Refunds VAT AED,Net AED,Discounts AED",
    );
    expect(lines[1]).toMatch(/^2031-04-01,2031-04-06,\d+,\d+\.\d\d,/);
    expect(lines.at(-1)).toMatch(/^Total,,\d+,/);
    expect(lines).toHaveLength(1 + 5 + 1);

    const emiratesCsv = await get("from=2031-04-01&to=2031-04-30&grouping=week&table=emirates");
    expect(emiratesCsv.body).toContain("\nabu_dhabi,");
    const products = await get("from=2031-04-01&to=2031-04-30&grouping=month&table=products&lang=fr");
    expect(products.body.split("\n")[1]).toMatch(/^top by revenue,1,\d+,/);

    const bad = await get("from=2031-04-30&to=2031-04-01&grouping=day");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "from" });
    const table = await get("from=2031-04-01&to=2031-04-30&grouping=day&table=everything");
    expect(table.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "table" });
  });

  it("issue 15: an unknown quarter is VALIDATION_FAILED naming it", async () => {
    const res = await kit.post(VAT, admin, { year: 2031, quarter: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList[0]).toMatchObject({ errorCode: "VALIDATION_FAILED", field: "quarter" });
  });
});
