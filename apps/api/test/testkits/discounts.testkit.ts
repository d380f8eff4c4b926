import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";

/**
 * Orders that used a discount code, written in SQL for the back office's tests of codes, reports and invoices
 * (issue 16), so they do not depend on checkout: the order carries discount_fils and discount_code, its lines their
 * share of the discount, and a redemption row ties it to the code (as checkout writes them).
 */

type Rows = <T>(query: SQL) => Promise<T[]>;

export interface CodeOrder {
  id: number;
  number: string;
  status: string;
  total: number;
  discount: number;
  createdAt: Date;
}

let sequence = 0;

/** An order of `total` fils that got `discount` off with the code `codeId`/`code`. */
export async function orderWithCode(
  rows: Rows,
  code: { id: number; code: string },
  o: { total: number; discount: number; status?: string; createdAt?: Date; email?: string; emirate?: string },
): Promise<CodeOrder> {
  const status = o.status ?? "confirmed";
  const createdAt = o.createdAt ?? new Date();
  const number = `BST-DC${++sequence}-${code.id}-${Date.now() % 100_000}`;
  const email = o.email ?? "code.shopper@example.com";
  const emirate = o.emirate ?? "dubai";
  const address = JSON.stringify({ recipient: "Code Shopper", emirate, area: "Area", street: "Street" });
  const vat = Math.round((o.total * 5) / 105);
  const [row] = await rows<{ id: number }>(sql`
    insert into orders (number, email, mobile, name, address, emirate, delivery_date, delivery_slot, payment_method,
      payment_status, status, items_fils, delivery_fils, cod_fee_fils, total_fils, vat_fils, discount_fils,
      discount_code, created_at)
    values (${number}, ${email}, '+971501234567', 'Code Shopper', ${address}::jsonb, ${emirate}, current_date, 'morning',
      'cod', 'unpaid', ${status}, ${o.total + o.discount}, 0, 0, ${o.total}, ${vat}, ${o.discount}, ${code.code},
      ${createdAt}) returning id`);
  const id = Number(row!.id);
  await rows(sql`insert into discount_redemptions (code_id, order_id, email, discount_fils, created_at)
    values (${code.id}, ${id}, ${email}, ${o.discount}, ${createdAt})`);
  await rows(sql`update discount_codes set used = used + 1 where id = ${code.id}`);
  return { id, number, status, total: o.total, discount: o.discount, createdAt };
}
