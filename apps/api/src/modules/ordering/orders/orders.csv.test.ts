import { orderCsvColumns } from "@shop/shared";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../../test/support/staff";
import { fileTestContext } from "../../../../test/support/test-app";
import { ordersClient } from "../../../../test/testkits/orders.testkit";
import { CSV_BATCH, ordersCsv } from "./orders.csv";

const ctx = fileTestContext({ seed: false });
const c = ordersClient(ctx);
const DAY = "2032-01-05";
const COUNT = 2_150;
/** Orders of the filter dateFrom = dateTo = DAY: all but BST-CSV-00002, moved to the next day. */
const ON_DAY = COUNT - 1;
let cookie: string;

/** 2,150 orders delivering on DAY (every tenth in Sharjah), one moved to the day after, written straight in SQL. */
beforeAll(async () => {
  cookie = `session=${(await staffMember(ctx(), "ROLE_MANAGER")).token}`;
  await c.rows(sql`
    insert into orders (number, email, mobile, name, address, emirate, delivery_date, delivery_slot, payment_method,
      payment_status, status, items_fils, delivery_fils, cod_fee_fils, total_fils, vat_fils, created_at)
    select 'BST-CSV-' || lpad(i::text, 5, '0'), 'buyer' || i || '@example.com', '+971501234567',
      case when i = 7 then '=HYPERLINK("http://evil.example","x")' when i = 8 then '@SUM(A1)' else 'Buyer ' || i end,
      jsonb_build_object('area', case when i = 9 then '+971 Marina' else 'Area ' || i end),
      case when i % 10 = 0 then 'sharjah' else 'dubai' end, ${DAY}::date, 'morning', 'cod', 'unpaid', 'confirmed',
      10000 + i, 1500, 500, 12000 + i, 571, timestamptz '2032-01-01 20:30:00+00' + i * interval '1 second'
      from generate_series(1, ${COUNT}) i`);
  await c.rows(sql`update orders set delivery_date = '2032-01-06' where number = 'BST-CSV-00002'`);
});

const exportCsv = (query: string, headers: Record<string, string> = { cookie }) =>
  ctx().app.inject({ method: "GET", url: `/api/v1/admin/orders/export.csv?${query}`, headers });

describe("issue 15: CSV export of the filtered order list (GET admin/orders/export.csv)", () => {
  it("streams every order of the filter, in batches, with the session cookie; the rows match the orders", async () => {
    const res = await exportCsv(`dateFrom=${DAY}&dateTo=${DAY}&emirate=dubai`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain("orders.csv");
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parse(res.body.slice(1)) as string[][];
    expect(header).toEqual([...orderCsvColumns]);
    const expected = await c.rows<{ number: string; total: number }>(sql`
      select number, total_fils as total from orders where delivery_date = ${DAY} and emirate = 'dubai' order by id`);
    expect(expected.length).toBeGreaterThan(1_900);
    expect(rows.map((r) => r[0])).toEqual(expected.map((o) => o.number));
    const col = (name: (typeof orderCsvColumns)[number]) => orderCsvColumns.indexOf(name);
    const first = rows[0]!;
    expect(first[col("total_aed")]).toBe((expected[0]!.total / 100).toFixed(2));
    // 20:30:01 UTC is 00:30 the next day in Dubai.
    expect(first[col("placed_at")]).toBe("2032-01-02 00:30");
    expect(first[col("delivery_date")]).toBe(DAY);
  });

  it("never holds the list at once: the generator yields one batch of rows at a time", async () => {
    const sizes: number[] = [];
    for await (const chunk of ordersCsv(ctx().database.db, { dateFrom: DAY, dateTo: DAY })) {
      sizes.push((parse(chunk.replace(/^\uFEFF/, "")) as string[][]).length);
    }
    expect(sizes[0]).toBe(1);
    expect(sizes.slice(1).every((n) => n <= CSV_BATCH)).toBe(true);
    expect(sizes.slice(1).reduce((a, b) => a + b, 0)).toBe(ON_DAY);
    expect(sizes.length).toBe(1 + Math.ceil(ON_DAY / CSV_BATCH));
  });

  it("a cell starting with = + - @ gets a leading quote (spreadsheet formula injection)", async () => {
    const res = await exportCsv("q=BST-CSV-0000");
    const rows = parse(res.body.slice(1)) as string[][];
    const byNumber = new Map(rows.map((r) => [r[0], r]));
    expect(byNumber.get("BST-CSV-00007")?.[5]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(byNumber.get("BST-CSV-00008")?.[5]).toBe("'@SUM(A1)");
    expect(byNumber.get("BST-CSV-00009")?.[9]).toBe("'+971 Marina");
    expect(byNumber.get("BST-CSV-00001")?.[7]).toBe("'+971501234567");
  });

  it("refuses a visitor, a role without orders, and bad filters naming the field", async () => {
    expect((await exportCsv("", {})).statusCode).toBe(401);
    const hr = await staffMember(ctx(), "ROLE_HR");
    expect((await exportCsv("", { cookie: `session=${hr.token}` })).statusCode).toBe(403);
    for (const [query, field] of [
      ["emirate=atlantis", "emirate"],
      [`dateFrom=${DAY}&dateTo=2032-01-01`, "dateTo"],
      ["dateFrom=yesterday", "dateFrom"],
    ]) {
      const res = await exportCsv(query!);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().errorList[0])).toContain(field);
    }
  });
});
