import {
  type AdminProduct,
  type AdminProductImportRequest,
  type AdminProductImportResponse,
  type AdminProductListRequest,
  type AdminProductValues,
  adminProductInputSchema,
  CSV_TAG_SEPARATOR,
  type ImportRowError,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  productCsvColumns,
} from "@shop/shared";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/unique-violation";
import { applyPlanned, type Planned } from "./catalogue.csv.apply";
import { adminProductsOf } from "./catalogue.csv.bulk";
import { categoryIdsBySlug, type ExportRow, exportPage, productIdsOf, productsOfCodes } from "./catalogue.csv.repo";
import { aedOf, type BuiltProduct, buildProduct, type CsvRow, placeOf } from "./catalogue.csv.rows";
import type { RecordAudit, StaffActor } from "./catalogue.stock.service";

/** Byte order mark: Excel reads a CSV file as UTF-8 (Arabic names) only with it. */
const BOM = "\uFEFF";
/** Products per export page: a few thousand rows in memory at a time, whatever the catalogue's size. */
const EXPORT_PAGE = 500;

const exportCells = (r: ExportRow) => [
  r.id,
  r.version,
  r.slug,
  r.status,
  r.category,
  r.nameEn ?? "",
  r.nameFr ?? "",
  r.nameAr ?? "",
  r.descriptionEn ?? "",
  (r.tags ?? []).join(CSV_TAG_SEPARATOR),
  r.code ?? "",
  r.potSize ?? "",
  r.potColour ?? "",
  r.price === null ? "" : aedOf(r.price),
  r.discount ?? "",
  r.active === null ? "" : String(r.active),
  r.stock ?? "",
  r.lowStockThreshold ?? "",
];

const noCounts = () => ({ productsCreated: 0, productsUpdated: 0, skusCreated: 0, skusUpdated: 0 });

/** The file's records as rows by column name; a missing column or a malformed file is an error of row 1. */
function readFile(csv: string, errors: ImportRowError[]): CsvRow[] {
  if (Buffer.byteLength(csv) > MAX_IMPORT_BYTES) {
    throw new AppError("VALIDATION_FAILED", "The file is larger than 5 MB.", "Split it into smaller files.", "csv");
  }
  let records: string[][];
  try {
    records = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    errors.push({ row: line, column: "", message: "This file is not valid CSV (check the quotes)" });
    return [];
  }
  if (records.length - 1 > MAX_IMPORT_ROWS) {
    throw new AppError(
      "VALIDATION_FAILED",
      "The file has more than 20,000 rows.",
      "Split it into smaller files.",
      "csv",
    );
  }
  const header = (records[0] ?? []).map((h) => h.trim());
  for (const column of productCsvColumns) {
    if (!header.includes(column)) errors.push({ row: 1, column, message: "This column is missing" });
  }
  if (errors.length) return [];
  return records
    .map((record, index) => ({
      row: index + 1,
      cells: Object.fromEntries(header.map((h, i) => [h, record[i] ?? ""])) as CsvRow["cells"],
    }))
    .slice(1)
    .filter((r) => Object.values(r.cells).some((v) => v?.trim()));
}

/** The product key of a row: its id, else its slug. */
const keyOf = (r: CsvRow) => {
  const id = r.cells.product_id?.trim();
  return id ? `id:${id}` : `slug:${(r.cells.slug ?? "").trim().toLowerCase()}`;
};

/**
 * The product CSV (issue 13 item 7): export what the list's filters show, page by page; import creates and
 * updates products by id or slug and SKUs by code, with the product form's rules, after a dry run that lists every
 * row's errors; applied all in one transaction or not at all. Stock is never changed by an import.
 */
export function createProductCsvService(db: Db, catalogue: { invalidate(): void }, recordAudit: RecordAudit) {
  /** Every row checked; the products to save with what they change. */
  async function plan(csv: string) {
    const errors: ImportRowError[] = [];
    const rows = readFile(csv, errors);
    const groups = new Map<string, CsvRow[]>();
    for (const r of rows) {
      if (!r.cells.product_id?.trim() && !r.cells.slug?.trim()) {
        errors.push({ row: r.row, column: "slug", message: "Give the product's id or slug" });
        continue;
      }
      if (r.cells.product_id?.trim() && !/^\d{1,9}$/.test(r.cells.product_id.trim())) {
        errors.push({ row: r.row, column: "product_id", message: "Enter a whole number" });
        continue;
      }
      const key = keyOf(r);
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    const keys = [...groups.keys()];
    const ids = keys.filter((k) => k.startsWith("id:")).map((k) => Number(k.slice(3)));
    const slugs = keys.filter((k) => k.startsWith("slug:")).map((k) => k.slice(5));
    const known = await productIdsOf(db, ids, slugs);
    const currents = await adminProductsOf(
      db,
      known.map((p) => p.id),
    );
    const categories = await categoryIdsBySlug(db);
    const codeOwners = await productsOfCodes(db, rows.map((r) => (r.cells.sku_code ?? "").trim()).filter(Boolean));
    const codeRows = new Map<string, number>();
    const planned: Planned[] = [];
    const counts = noCounts();
    for (const [key, group] of groups) {
      const first = group[0]!;
      const match = key.startsWith("id:")
        ? known.find((p) => p.id === Number(key.slice(3)))
        : known.find((p) => p.slug === key.slice(5));
      if (key.startsWith("id:") && !match) {
        errors.push({ row: first.row, column: "product_id", message: "No product has this id" });
        continue;
      }
      const current = match ? (currents.get(match.id) ?? null) : null;
      const version = first.cells.version?.trim();
      if (current && version && version !== String(current.version)) {
        errors.push({ row: first.row, column: "version", message: "This product was changed by someone else since" });
        continue;
      }
      for (const r of group) {
        const code = (r.cells.sku_code ?? "").trim();
        if (!code) continue;
        const owner = codeOwners.get(code);
        const other = codeRows.get(code);
        if (owner !== undefined && owner !== current?.id) {
          errors.push({ row: r.row, column: "sku_code", message: "This SKU code is used by another product" });
        } else if (other !== undefined && !group.some((g) => g.row === other)) {
          errors.push({ row: r.row, column: "sku_code", message: `This SKU code is on row ${other} too` });
        }
        codeRows.set(code, r.row);
      }
      const category = (first.cells.category ?? "").trim();
      const categoryId = category ? categories.get(category) : current?.categoryId;
      const built = buildProduct(group, current, categoryId, errors);
      if (!built) continue;
      const values = validated(built, first.row, errors);
      if (!values) continue;
      const change = changeOf(current, values);
      if (!change) continue;
      counts[current ? "productsUpdated" : "productsCreated"]++;
      counts.skusCreated += change.skusCreated;
      counts.skusUpdated += change.skusUpdated;
      planned.push({ rows: group, current, values });
    }
    errors.sort((a, b) => a.row - b.row);
    return { rows: rows.length, errors, planned, counts };
  }

  return {
    /** The CSV's text in pages of products, the header first (UTF-8 with a byte order mark). */
    async *exportCsv(filters: AdminProductListRequest): AsyncGenerator<string> {
      yield BOM + stringify([[...productCsvColumns]]);
      for (let after = 0; ; ) {
        const page = await exportPage(db, filters, after, EXPORT_PAGE);
        if (!page.length) return;
        yield stringify(page.map(exportCells));
        after = page[page.length - 1]!.id;
      }
    },

    async import(actor: StaffActor, r: AdminProductImportRequest): Promise<AdminProductImportResponse> {
      const { rows, errors, planned, counts } = await plan(r.csv);
      if (r.dryRun || errors.length) return { applied: false, rows, errors, counts };
      await db
        .transaction((tx) => applyPlanned(tx, actor, recordAudit, planned))
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) {
            throw new AppError(
              "CONFLICT",
              "Another save took one of the file's names or SKU codes meanwhile; nothing was imported.",
              "Run the import again.",
            );
          }
          throw error;
        });
      if (planned.length) catalogue.invalidate();
      return { applied: true, rows, errors, counts };
    },
  };
}

/** The built input through the product form's schema; its issues become row errors. */
function validated(built: BuiltProduct, firstRow: number, errors: ImportRowError[]) {
  const parsed = adminProductInputSchema.safeParse(built.input);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    errors.push({ ...placeOf(issue.path, built, firstRow), message: issue.message });
  return undefined;
}

/** What saving `values` changes on `current`: undefined when nothing (an export re-imported as it is). */
function changeOf(current: AdminProduct | null, values: AdminProductValues) {
  if (!current) return { skusCreated: values.skus.length, skusUpdated: 0 };
  const { id: _i, slug: _s, version: _v, updatedAt: _u, ...rest } = current;
  const now = adminProductInputSchema.parse({ ...rest, skus: current.skus.map(({ skuId: _k, stock: _t, ...s }) => s) });
  const skuOf = new Map(now.skus.map((s) => [s.code, JSON.stringify(s)]));
  const skusCreated = values.skus.filter((s) => !skuOf.has(s.code)).length;
  const skusUpdated = values.skus.filter((s) => skuOf.has(s.code) && skuOf.get(s.code) !== JSON.stringify(s)).length;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const { skus: _a, ...productNow } = now;
  const { skus: _b, ...productNew } = values;
  if (!skusCreated && !skusUpdated && same(productNow, productNew)) return undefined;
  return { skusCreated, skusUpdated };
}

export type ProductCsvService = ReturnType<typeof createProductCsvService>;
