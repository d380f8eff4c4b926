import { type AdminOrderFilter, orderCsvColumns } from "@shop/shared";
import { stringify } from "csv-stringify/sync";
import type { Db } from "../../../db/client";
import { type CsvOrderRow, csvOrdersAfter } from "./orders.csv.repo";

/** Byte order mark: Excel reads the file as UTF-8 (Arabic names) only with it. */
const BOM = "\uFEFF";
/** Orders read per statement: the export holds one batch at a time, whatever the filter matches. */
export const CSV_BATCH = 500;

/** A cell a spreadsheet would run as a formula (= + - @, or a tab or return first) gets a leading quote. */
export const csvSafe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const aed = (fils: number) => (fils / 100).toFixed(2);

function cells(r: CsvOrderRow): string[] {
  return [
    r.number,
    r.placedAt,
    r.status,
    r.paymentMethod,
    r.paymentStatus,
    r.name,
    r.email,
    r.mobile,
    r.emirate,
    r.area ?? "",
    r.deliveryDate,
    r.deliverySlot,
    String(r.itemCount),
    aed(r.items),
    aed(r.delivery),
    aed(r.codFee),
    aed(r.vat),
    aed(r.total),
  ].map(csvSafe);
}

/** The filtered order list as CSV (UTF-8 with BOM), in the order orders were placed, a batch at a time. */
export async function* ordersCsv(db: Db, filter: AdminOrderFilter, batch = CSV_BATCH): AsyncGenerator<string> {
  yield BOM + stringify([[...orderCsvColumns]]);
  for (let after = 0; ; ) {
    const rows = await csvOrdersAfter(db, filter, after, batch);
    if (!rows.length) return;
    yield stringify(rows.map(cells));
    after = Number(rows[rows.length - 1]!.id);
    if (rows.length < batch) return;
  }
}
