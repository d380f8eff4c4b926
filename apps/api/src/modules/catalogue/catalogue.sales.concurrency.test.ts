import { bulkPriceResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext } from "../../../test/support/test-app";
import { adminProductsKit } from "../../../test/testkits/admin-products.testkit";
import type { Headers } from "../../../test/testkits/checkout.testkit";
import { recordAudit } from "../audit/audit.service";
import { createSaleJob } from "./catalogue.sales.job";

/**
 * Issue 13 "Prices": every instance runs the sale job, and a sale is started and ended once. Three jobs (this
 * app's and two more, as three instances) run their passes at the same time in small batches. PostgreSQL
 * (DATABASE_URL) runs them in parallel for real and repeats it; PGlite is one connection, so there the batches
 * interleave one transaction at a time.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = onPostgres ? 3 : 1;
const PRODUCTS = 8;

const ctx = fileTestContext({ env: { RATE_LIMIT_PER_MINUTE: "1000000" } });
const kit = adminProductsKit(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
  await ctx().app.catalogueSales.stop();
});

const otherInstanceJob = () =>
  createSaleJob({
    db: ctx().database.db,
    catalogue: { invalidate() {} },
    recordAudit,
    log: ctx().app.log,
    batchSize: 3,
  });

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function schedule(productIds: number[], discount: number) {
  const body = {
    target: { kind: "products", productIds },
    change: { kind: "discount", discount },
    window: { startsAt: inMinutes(30), endsAt: inMinutes(60) },
  };
  const preview = successOf(
    await kit.post("/api/v1/admin/products/prices/preview", body, manager),
    bulkPriceResponseSchema,
  );
  const res = await kit.post(
    "/api/v1/admin/products/prices/apply",
    { ...body, fingerprint: preview.fingerprint },
    manager,
  );
  expect(res.statusCode, res.body).toBe(200);
}

const skusOf = (productIds: number[]) =>
  kit.rows<{ id: number; discount: number; state: string; previous: number | null; starts: number; ends: number }>(sql`
    select k.id, k.discount_pct as discount, s.state, s.previous_discount_pct as previous,
      (select count(*)::int from audit_log a where a.action = 'product.sale.start'
        and (a.after ->> 'saleId')::int = s.id) as starts,
      (select count(*)::int from audit_log a where a.action = 'product.sale.end'
        and (a.after ->> 'saleId')::int = s.id) as ends
    from skus k join sku_sales s on s.sku_id = k.id
    where k.product_id = any(${`{${productIds.join(",")}}`}::int[]) order by k.id`);

/** Three passes at once: this instance's job and two others'; answers how many sales they moved in all. */
async function threePasses(): Promise<number> {
  const counts = await Promise.all([
    ctx().app.catalogueSales.runOnce(),
    otherInstanceJob().runOnce(),
    otherInstanceJob().runOnce(),
  ]);
  return counts.reduce((a, b) => a + b, 0);
}

describe("the sale job on several instances", () => {
  it(`starts and ends each of ${PRODUCTS * 2} sales once when three jobs run at the same time (x${ROUNDS})`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const products = [];
      for (let i = 0; i < PRODUCTS; i++) {
        products.push(await kit.saved("create", manager, await kit.input(`Race${round}x${i}`, { status: "active" })));
      }
      const ids = products.map((p) => p.id);
      await schedule(ids, 35);
      await kit.rows(sql`update sku_sales set starts_at = now() - interval '1 minute'
        where sku_id in (select id from skus where product_id = any(${`{${ids.join(",")}}`}::int[]))`);

      expect(await threePasses(), `round ${round}`).toBe(PRODUCTS * 2);
      const started = await skusOf(ids);
      expect(started).toHaveLength(PRODUCTS * 2);
      for (const [i, s] of started.entries()) {
        expect(s, `round ${round}`).toMatchObject({ discount: 35, state: "running", starts: 1, ends: 0 });
        // Each product's second SKU had 10% before the sale (kit.input).
        expect(s.previous).toBe(i % 2 ? 10 : 0);
      }

      await kit.rows(sql`update sku_sales set ends_at = now() - interval '1 second'
        where state = 'running' and sku_id in (select id from skus where product_id = any(${`{${ids.join(",")}}`}::int[]))`);
      expect(await threePasses(), `round ${round}`).toBe(PRODUCTS * 2);
      for (const [i, s] of (await skusOf(ids)).entries()) {
        expect(s, `round ${round}`).toMatchObject({ discount: i % 2 ? 10 : 0, state: "ended", starts: 1, ends: 1 });
      }
      expect(await threePasses()).toBe(0);
    }
  });
});
