import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { UserRow } from "./users.repo";

/** Shoppers only: the customers area never lists or changes staff accounts (those are the staff area's). */
const SHOPPER = "ROLE_USER";

/** `%text%` for LIKE with the wildcards of `text` escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Name, e-mail or mobile containing `query`; a query of digits also matches the mobile's digits (0 50 / +971 50). */
function matching(query: string): SQL {
  const like = containing(query);
  const digits = query.replace(/[\s()+-]/g, "").replace(/^(?:00971|971|0)/, "");
  const byDigits =
    /^\d{3,}$/.test(digits) && /^[\d\s()+-]+$/.test(query)
      ? sql` or regexp_replace(coalesce(${users.mobile}, ''), '\\D', '', 'g') like ${containing(digits)}`
      : sql``;
  return sql`(${users.name} ilike ${like} or ${users.email} ilike ${like} or ${users.mobile} ilike ${like}${byDigits})`;
}

export async function searchShoppers(
  db: Db,
  filter: { query?: string; state?: "active" | "disabled"; offset: number; limit: number },
) {
  const where = and(
    eq(users.role, SHOPPER),
    filter.query ? matching(filter.query) : undefined,
    filter.state === "disabled"
      ? isNotNull(users.disabledAt)
      : filter.state === "active"
        ? isNull(users.disabledAt)
        : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, totalCount: Number(total?.n ?? 0) };
}

/** The account with this id (the caller checks that it is a shopper), locked until the transaction ends when `lock`. */
export async function findAccount(db: Db, id: number, options: { lock?: boolean } = {}): Promise<UserRow | null> {
  const query = db.select().from(users).where(eq(users.id, id)).limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Disables (now) or re-enables the account; the session lookup refuses a disabled account's tokens at once. */
export async function setDisabled(db: Db, id: number, disabled: boolean): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.role, SHOPPER)))
    .returning();
  return row ?? null;
}

/** Deletes the shopper's row; its tokens, two-step rows and recovery codes go with it (ON DELETE CASCADE). */
export async function deleteShopper(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, id), eq(users.role, SHOPPER)))
    .returning({ id: users.id });
  return rows.length > 0;
}
