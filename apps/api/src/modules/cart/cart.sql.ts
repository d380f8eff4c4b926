import { type SQL, sql } from "drizzle-orm";

/**
 * The cart's declared statements for the order writer (docs/architecture.md "Read models and embedded
 * statements"): placing an order deletes the ordered cart lines inside its own single statement.
 */

/**
 * Deletes the member's ordered cart lines, each only if its quantity is still the one ordered: a statement to
 * embed in the statement that writes the order (a data-modifying CTE of the same transaction, no round trip of its
 * own), run when `onlyIf` holds; it returns one row per line deleted, so the caller can tell that the cart changed
 * in the meantime. Nothing for a guest (userId null). Keeps the order's synchronous commit (no ASYNC_COMMIT here).
 */
export function clearCartLinesSql(
  userId: number | null,
  lines: ReadonlyArray<{ cartId: number; qty: number }>,
  onlyIf: SQL = sql`true`,
): SQL {
  const ids = `{${lines.map((l) => Math.trunc(l.cartId)).join(",")}}`;
  const qtys = `{${lines.map((l) => Math.trunc(l.qty)).join(",")}}`;
  return sql`delete from cart_items where user_id = ${userId}::int
    and (id, qty) in (select * from unnest(${ids}::int[], ${qtys}::int[])) and ${onlyIf} returning id`;
}
