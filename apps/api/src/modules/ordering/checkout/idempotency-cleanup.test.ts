import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../test/support/test-app";
import { checkoutKit } from "../../../../test/testkits/checkout.testkit";
import { createKeyCleanup } from "./idempotency-cleanup";

let ctx: TestContext;
const kit = checkoutKit(() => ctx);
let sku: number;

beforeAll(async () => {
  ctx = await createTestContext();
  sku = await kit.sku({ price: 2000, stock: 1000 });
});
afterAll(() => ctx?.close());

const job = (options: { intervalMs?: number; batchSize?: number; maxBatches?: number } = {}) =>
  createKeyCleanup({ db: ctx.database.db, log: ctx.app.log, ...options });

/** Places a guest order; answers its idempotency key (as sent) and order number. */
async function placed(): Promise<{ key: string; number: string }> {
  const body = kit.guestOrder({ lines: [{ skuId: sku, qty: 1 }], expectedTotal: 4000 });
  const res = await kit.placeOrder(body);
  expect(res.statusCode, res.body).toBe(200);
  return { key: String(body.idempotencyKey), number: res.json().responceObj.order.number };
}

const age = (key: string, hours: number) =>
  kit.rows(sql`update idempotency_keys set created_at = now() - make_interval(hours => ${hours}::int)
    where key = ${`guest:${key}`}`);
const exists = async (key: string) =>
  (await kit.rows(sql`select 1 from idempotency_keys where key = ${`guest:${key}`}`)).length > 0;

describe("idempotency key cleanup", () => {
  it("deletes keys older than 24 hours in batches and keeps newer ones and every order", async () => {
    const old = [];
    for (let i = 0; i < 5; i++) old.push(await placed());
    const recent = await placed();
    const dayOld = await placed();
    for (const o of old) await age(o.key, 25);
    await age(dayOld.key, 23);

    expect(await job({ batchSize: 2 }).runOnce()).toBe(5);
    for (const o of old) expect(await exists(o.key)).toBe(false);
    expect(await exists(recent.key)).toBe(true);
    expect(await exists(dayOld.key)).toBe(true);
    const numbers = [...old, recent, dayOld].map((o) => o.number);
    const [orders] = await kit.rows<{ n: number }>(
      sql`select count(*)::int as n from orders where number = any(${`{${numbers.join(",")}}`}::text[])`,
    );
    expect(orders?.n).toBe(7);
    expect(await job().runOnce()).toBe(0);

    // A retry with a kept key still answers its order.
    const body = kit.guestOrder({
      idempotencyKey: recent.key,
      lines: [{ skuId: sku, qty: 1 }],
      expectedTotal: 4000,
    });
    const retry = await kit.placeOrder(body);
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it("a pass is bounded: at most maxBatches statements, the rest is left for the next pass", async () => {
    const old = [];
    for (let i = 0; i < 3; i++) old.push(await placed());
    for (const o of old) await age(o.key, 48);
    expect(await job({ batchSize: 1, maxBatches: 2 }).runOnce()).toBe(2);
    expect(await job({ batchSize: 1, maxBatches: 2 }).runOnce()).toBe(1);
  });

  it("runs on its interval once started, and stops", async () => {
    const first = await placed();
    await age(first.key, 30);
    const running = job({ intervalMs: 25 });
    running.start();
    for (let i = 0; i < 200 && (await exists(first.key)); i++) await new Promise((r) => setTimeout(r, 25));
    await running.stop();
    expect(await exists(first.key)).toBe(false);
    const later = await placed();
    await age(later.key, 30);
    await new Promise((r) => setTimeout(r, 100));
    expect(await exists(later.key)).toBe(true);
    await job().runOnce();
    expect(await exists(later.key)).toBe(false);
  });
});
