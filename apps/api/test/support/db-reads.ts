import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "../../src/lib/rows";
import type { TestContext } from "./test-app";

/** Reads of the test database that several testkits share: any query's rows, a SKU's stock, a slot's bookings. */
export function dbReads(ctx: () => TestContext) {
  const rows = async <T>(query: SQL) => rowsOf<T>(await ctx().database.db.execute(query));
  return {
    rows,

    async stock(skuId: number): Promise<number> {
      const [row] = await rows<{ stock: number }>(sql`select stock from skus where id = ${skuId}`);
      return Number(row?.stock);
    },

    async booked(date: string, slot: string): Promise<number> {
      const [row] = await rows<{ booked: number }>(
        sql`select booked from slot_bookings where delivery_date = ${date} and slot = ${slot}`,
      );
      return Number(row?.booked ?? 0);
    },
  };
}
