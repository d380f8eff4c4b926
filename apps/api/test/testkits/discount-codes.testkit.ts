import { sql } from "drizzle-orm";
import type { dbReads } from "../support/db-reads";

/** Discount codes for the checkout tests (issue 16), made by SQL (the back office's own calls are tested apart). */

export interface CodeValues {
  code: string;
  kind?: "percent" | "fixed";
  value?: number;
  minSubtotal?: number;
  categoryId?: number | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  usageLimit?: number | null;
  perCustomerLimit?: number | null;
  used?: number;
  active?: boolean;
}

export function discountCodesKit(reads: Pick<ReturnType<typeof dbReads>, "rows">) {
  const { rows } = reads;
  return {
    /** Inserts a code (stored upper-cased, as the back office stores it); answers its id. */
    async code(v: CodeValues): Promise<number> {
      const [row] = await rows<{ id: number }>(sql`
        insert into discount_codes (code, kind, value, min_subtotal_fils, category_id, starts_at, ends_at,
          usage_limit, per_customer_limit, used, active)
        values (${v.code.toUpperCase()}, ${v.kind ?? "percent"}, ${v.value ?? 10}, ${v.minSubtotal ?? 0},
          ${v.categoryId ?? null}::int, ${v.startsAt?.toISOString() ?? null}::timestamptz,
          ${v.endsAt?.toISOString() ?? null}::timestamptz, ${v.usageLimit ?? null}::int,
          ${v.perCustomerLimit ?? null}::int, ${v.used ?? 0}, ${v.active ?? true})
        returning id`);
      return Number(row?.id);
    },

    async codeState(id: number): Promise<{ used: number; redemptions: number }> {
      const [row] = await rows<{ used: number; redemptions: number }>(sql`
        select used, (select count(*)::int from discount_redemptions where code_id = ${id}) as redemptions
          from discount_codes where id = ${id}`);
      return { used: Number(row?.used), redemptions: Number(row?.redemptions) };
    },

    async setCode(id: number, change: { active?: boolean; usageLimit?: number; endsAt?: Date }) {
      if (change.active !== undefined)
        await rows(sql`update discount_codes set active = ${change.active} where id = ${id}`);
      if (change.usageLimit !== undefined)
        await rows(sql`update discount_codes set usage_limit = ${change.usageLimit} where id = ${id}`);
      if (change.endsAt)
        await rows(sql`update discount_codes set ends_at = ${change.endsAt.toISOString()} where id = ${id}`);
    },

    /** The category of a SKU's product, and that category's parent (null at the top). */
    async categoryOf(skuId: number): Promise<{ categoryId: number; parentId: number | null }> {
      const [row] = await rows<{ categoryId: number; parentId: number | null }>(sql`
        select p.category_id as "categoryId", c.parent_id as "parentId"
          from skus s join products p on p.id = s.product_id join categories c on c.id = p.category_id
         where s.id = ${skuId}`);
      if (!row) throw new Error(`no SKU ${skuId}`);
      return { categoryId: Number(row.categoryId), parentId: row.parentId === null ? null : Number(row.parentId) };
    },
  };
}
