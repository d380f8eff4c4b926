import { stockAdjustResponseSchema, stockHistoryResponseSchema, stockListResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { successOf } from "../support/answers";
import type { TestContext } from "../support/test-app";
import { checkoutKit, type Headers } from "./checkout.testkit";

/** Helpers of the back office's stock tests (not a test file itself): the stock calls and what they wrote. */
export function stockKit(ctx: () => TestContext) {
  const checkout = checkoutKit(ctx);
  const kit = {
    ...checkout,
    adjust(headers: Headers, body: Record<string, unknown>) {
      return checkout.post("/api/v1/admin/stock/adjust", body, headers);
    },
    async adjusted(headers: Headers, body: Record<string, unknown>) {
      return successOf(await kit.adjust(headers, body), stockAdjustResponseSchema);
    },
    async history(headers: Headers, skuId: number, page: { from?: number; limit?: number; lang?: string } = {}) {
      const res = await checkout.post("/api/v1/admin/stock/history", { skuId, ...page }, headers);
      return successOf(res, stockHistoryResponseSchema);
    },
    async low(headers: Headers, filter: Record<string, unknown> = {}) {
      const res = await checkout.post("/api/v1/admin/stock/low", filter, headers);
      return successOf(res, stockListResponseSchema);
    },
    async movements(skuId: number) {
      return checkout.rows<{ delta: number; reason: string; stockAfter: number; actorId: number }>(sql`
        select delta, reason, stock_after as "stockAfter", actor_id as "actorId" from stock_movements
         where sku_id = ${skuId} order by id`);
    },
    async audits(skuId: number) {
      return checkout.rows<{ action: string; actorRole: string; before: unknown; after: unknown }>(sql`
        select action, actor_role as "actorRole", before, after from audit_log
         where entity = 'sku' and entity_id = ${String(skuId)} order by id`);
    },
  };
  return kit;
}
