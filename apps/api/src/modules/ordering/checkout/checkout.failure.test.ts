import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fileTestContext } from "../../../../test/support/test-app";
import { checkoutKit, dubaiDate } from "../../../../test/testkits/checkout.testkit";

// A failure half-way through placing an order undoes all of it.
const kit = checkoutKit(fileTestContext());

describe("failure safety", () => {
  /** A trigger that raises on an insert into `table` when `condition` holds (the test's marker). */
  async function failOn(name: string, table: string, timing: string, condition: string) {
    await kit.rows(
      sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin if ${condition} then raise exception 'injected failure'; end if; return new; end $$`),
    );
    await kit.rows(sql.raw(`create trigger ${name} ${timing} on ${table} for each row execute function ${name}()`));
    return async () => {
      await kit.rows(sql.raw(`drop trigger ${name} on ${table}`));
      await kit.rows(sql.raw(`drop function ${name}()`));
    };
  }

  for (const [where, table, timing, condition, email] of [
    [
      "writing the lines, after the order row",
      "order_lines",
      "before insert",
      "new.name = 'INJECT'",
      "inject-lines@example.com",
    ],
    [
      "storing the key with its answer, with the order, lines, event, e-mail, cart and slot",
      "idempotency_keys",
      "before insert",
      "new.response::text like '%inject-answer@example.com%'",
      "inject-answer@example.com",
    ],
  ] as const) {
    it(`a failure while ${where} leaves no order, no stock taken, no slot booked, no e-mail`, async () => {
      const sku = await kit.sku({ price: 2000, stock: 5 });
      // The marker of the first trigger: the product's English name, copied into the order line.
      await kit.rows(sql`update product_translations set name = 'INJECT'
        where locale = 'en' and product_id = (select product_id from skus where id = ${sku})`);
      const date = dubaiDate(6);
      const bookedBefore = await kit.booked(date, "evening");
      const [{ n: outboxBefore } = { n: 0 }] = await kit.rows<{ n: number }>(
        sql`select count(*)::int as n from outbox`,
      );
      const drop = await failOn(`inject_${table}`, table, timing, condition);
      const body = kit.guestOrderOf({ email, skuId: sku, qty: 2, date, slot: "evening", expectedTotal: 6000 });
      const res = await kit.placeOrder(body);
      expect(res.statusCode).toBe(500);
      expect(await kit.ordersTo(email)).toBe(0);
      expect(await kit.stock(sku)).toBe(5);
      expect(await kit.booked(date, "evening")).toBe(bookedBefore);
      const [{ n: outboxAfter } = { n: 0 }] = await kit.rows<{ n: number }>(sql`select count(*)::int as n from outbox`);
      expect(outboxAfter).toBe(outboxBefore);
      expect(await kit.confirmations(email)).toHaveLength(0);
      await drop();
      // Nothing of the failed attempt was kept, not even its key: the retry places the order.
      const retry = await kit.placeOrder(body);
      expect(retry.statusCode).toBe(200);
      expect(await kit.stock(sku)).toBe(3);
      expect(await kit.booked(date, "evening")).toBe(bookedBefore + 1);
      expect(await kit.confirmations(email)).toHaveLength(1);
    });
  }
});
