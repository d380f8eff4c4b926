import {
  type AdminProduct,
  type AdminProductInput,
  type AdminSkuInput,
  CSV_TAG_SEPARATOR,
  type ImportRowError,
  type ProductCsvColumn,
} from "@shop/shared";

/**
 * The pure half of the product CSV: an export row's cells, and an import row's cells read into the product form's
 * input (which the shared schema then checks, as it checks the form). Row numbers are those a spreadsheet shows.
 */

export type CsvRow = { row: number; cells: Partial<Record<ProductCsvColumn, string>> };

/** fils to "125.00". */
export const aedOf = (fils: number) => (fils / 100).toFixed(2);

const cell = (r: CsvRow, column: ProductCsvColumn) => (r.cells[column] ?? "").trim();

/** Reads the cells of one column, adding an error for a value of the wrong kind. */
function reader(errors: ImportRowError[]) {
  const fail = (r: CsvRow, column: ProductCsvColumn, message: string) => {
    errors.push({ row: r.row, column, message });
    return undefined;
  };
  return {
    fail,
    whole(r: CsvRow, column: ProductCsvColumn, fallback: number): number | undefined {
      const v = cell(r, column);
      if (!v) return fallback;
      return /^\d{1,9}$/.test(v) ? Number(v) : fail(r, column, "Enter a whole number");
    },
    fils(r: CsvRow): number | undefined {
      const v = cell(r, "price_aed");
      if (!v) return fail(r, "price_aed", "Enter the price in AED");
      if (!/^\d{1,9}(\.\d{1,2})?$/.test(v)) return fail(r, "price_aed", "Enter the price in AED, e.g. 125.00");
      return Math.round(Number(v) * 100);
    },
    yesNo(r: CsvRow, column: ProductCsvColumn, fallback: boolean): boolean | undefined {
      const v = cell(r, column).toLowerCase();
      if (!v) return fallback;
      if (["true", "yes", "1"].includes(v)) return true;
      if (["false", "no", "0"].includes(v)) return false;
      return fail(r, column, "Enter true or false");
    },
  };
}

/** Columns of the product itself: read from its first row; a later row may leave them empty or repeat them. */
const productColumns: ProductCsvColumn[] = [
  "version",
  "status",
  "category",
  "name_en",
  "name_fr",
  "name_ar",
  "description_en",
  "tags",
];

/** Where each SKU of the built input came from, to name the row of a schema error. */
export interface BuiltProduct {
  input: AdminProductInput;
  skuRows: number[];
}

/**
 * One product's input from its rows: product fields from its first row (a later row giving another value is an
 * error), SKUs by code (a code already on the product
 * is updated, a new one added, one not in the file kept as it is). `categoryId` is resolved by the caller.
 */
export function buildProduct(
  rows: CsvRow[],
  current: AdminProduct | null,
  categoryId: number | undefined,
  errors: ImportRowError[],
): BuiltProduct | undefined {
  const read = reader(errors);
  const first = rows[0]!;
  const before = errors.length;
  const skus: AdminSkuInput[] = (current?.skus ?? []).map(({ skuId: _i, stock: _s, ...s }) => s);
  const skuRows: number[] = skus.map(() => first.row);
  for (const r of rows.slice(1)) {
    for (const column of productColumns) {
      const value = cell(r, column);
      if (value && value !== cell(first, column))
        read.fail(r, column, `This product's ${column} differs from row ${first.row}`);
    }
  }
  const seen = new Map<string, number>();
  for (const r of rows) {
    const code = cell(r, "sku_code");
    if (!code) continue;
    if (seen.has(code)) {
      read.fail(r, "sku_code", `This SKU code is on row ${seen.get(code)} too`);
      continue;
    }
    seen.set(code, r.row);
    const known = skus.findIndex((s) => s.code === code);
    const sku: AdminSkuInput = {
      code,
      potSize: cell(r, "pot_size") || null,
      potColour: cell(r, "pot_colour") || null,
      price: read.fils(r) ?? 0,
      discount: read.whole(r, "discount", 0) ?? 0,
      active: read.yesNo(r, "active", true) ?? true,
      lowStockThreshold: read.whole(r, "low_stock_threshold", skus[known]?.lowStockThreshold ?? 5) ?? 0,
    };
    if (known >= 0) {
      skus[known] = sku;
      skuRows[known] = r.row;
    } else {
      skus.push(sku);
      skuRows.push(r.row);
    }
  }
  if (categoryId === undefined) read.fail(first, "category", "No category has this slug");
  if (errors.length > before || categoryId === undefined) return undefined;
  const text = (column: ProductCsvColumn) => cell(first, column) || undefined;
  const tags = cell(first, "tags")
    .split(CSV_TAG_SEPARATOR)
    .map((t) => t.trim())
    .filter(Boolean);
  const input: AdminProductInput = {
    name: { en: cell(first, "name_en"), fr: text("name_fr"), ar: text("name_ar") },
    description: { ...current?.description, en: cell(first, "description_en") },
    careText: current?.careText ?? { en: "" },
    tags,
    categoryId,
    light: current?.light ?? null,
    watering: current?.watering ?? null,
    difficulty: current?.difficulty ?? null,
    petSafe: current?.petSafe ?? null,
    matureSize: current?.matureSize ?? null,
    status: (cell(first, "status") || current?.status || "draft") as AdminProductInput["status"],
    skus,
  };
  return { input, skuRows };
}

const skuColumns: Record<string, ProductCsvColumn> = {
  code: "sku_code",
  potSize: "pot_size",
  potColour: "pot_colour",
  price: "price_aed",
  discount: "discount",
  active: "active",
  lowStockThreshold: "low_stock_threshold",
};

/** The row and column of a schema issue at `path` of a built product. */
export function placeOf(path: PropertyKey[], built: BuiltProduct, firstRow: number) {
  const [head, index, field] = path.map(String);
  if (head === "skus" && index !== undefined && /^\d+$/.test(index)) {
    return { row: built.skuRows[Number(index)] ?? firstRow, column: skuColumns[field ?? ""] ?? "sku_code" };
  }
  if (head === "skus") return { row: firstRow, column: "sku_code" };
  if (head === "name" || head === "description") return { row: firstRow, column: `${head}_${index ?? "en"}` };
  if (head === "categoryId") return { row: firstRow, column: "category" };
  return { row: firstRow, column: head ?? "" };
}
