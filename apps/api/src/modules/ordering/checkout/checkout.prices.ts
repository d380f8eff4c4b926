import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { runPrepared } from "../../../lib/prepared";
import { orderSkusSql } from "../../catalogue/catalogue.sql";
import { type CodeLookup, codeLookupOf } from "../discounts/discounts.repo";
import type { Line } from "./checkout.draft";
import { outOfStock } from "./checkout.errors";
import { loadSkus, orderSnapshot, type SkuRow } from "./checkout.repo";

/**
 * Reading prices: the SKUs an order or a quote is priced from, read without locks. writeOrder later takes the
 * stock only at these prices, so a change in between is caught there (docs/decisions/0007-checkout.md).
 */

/** The SKUs of a quote; an unknown SKU is OUT_OF_STOCK with nothing available. */
export async function readQuotePrices(db: Db, merged: readonly Line[], locale: string): Promise<Map<number, SkuRow>> {
  const rows = await loadSkus(
    db,
    merged.map((l) => l.skuId),
    locale,
  );
  unknownSkus(merged, rows);
  return rows;
}

/** OUT_OF_STOCK with nothing available for SKUs that do not exist. */
function unknownSkus(merged: readonly Line[], rows: Map<number, SkuRow>): void {
  const unknown = merged.filter((l) => !rows.has(l.skuId));
  if (unknown.length) {
    throw outOfStock(unknown.map((l) => ({ skuId: l.skuId, name: null, requested: l.qty, available: 0 })));
  }
}

/**
 * The SKUs of a quote and a discount code's lookup (discounts.repo codeLookupSql) in one statement: one round trip,
 * as a quote without a code (a named prepared statement on PostgreSQL; the lookup answered as JSON beside the rows).
 */
export async function readQuotePricesWithCode(
  db: Db,
  merged: readonly Line[],
  locale: string,
  codeSql: SQL,
): Promise<{ rows: Map<number, SkuRow>; code: CodeLookup }> {
  const ids = `{${merged.map((l) => Math.trunc(l.skuId)).join(",")}}`;
  const found = await runPrepared<SkuRow & { discountCode: unknown }>(
    db,
    "checkout_quote_with_code",
    sql`select (select row_to_json(q) from (${codeSql}) q) as "discountCode", x.*
          from (select 1) one left join (${orderSkusSql(locale, sql`= any(${ids}::int[])`)}) x on true`,
  );
  const rows = new Map<number, SkuRow>();
  for (const { discountCode: _code, ...row } of found) if (row.skuId !== null) rows.set(row.skuId, row);
  unknownSkus(merged, rows);
  return { rows, code: codeLookupOf(found[0]?.discountCode) };
}

/** The SKUs of an order and a new order id, in one statement (orderSnapshot). */
export function readOrderPrices(db: Db, lines: readonly Line[], locale: string) {
  return orderSnapshot(
    db,
    lines.map((l) => l.skuId),
    locale,
  );
}

/** The SKUs as they are now, for the last answer when every attempt found its stock taken. */
export function readSkusNow(db: Db, lines: readonly Line[], locale: string) {
  return loadSkus(
    db,
    lines.map((l) => l.skuId),
    locale,
  );
}
