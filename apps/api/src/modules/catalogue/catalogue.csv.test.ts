import { type AdminProductImportResponse, adminProductImportResponseSchema, productCsvColumns } from "@shop/shared";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext } from "../../../test/support/test-app";
import { adminProductsKit } from "../../../test/testkits/admin-products.testkit";
import type { Headers } from "../../../test/testkits/checkout.testkit";

/** Issue 13 item 7: the back office's product CSV, exported with the list's filters and imported all or none. */
const ctx = fileTestContext();
const kit = adminProductsKit(ctx);
let manager: Headers;
let categorySlug: string;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
  const [row] = await kit.rows<{ slug: string }>(sql`select slug from categories where id = ${await kit.categoryId()}`);
  categorySlug = row!.slug;
});

async function exported(query: string) {
  const res = await ctx().app.inject({
    method: "GET",
    url: `/api/v1/admin/products/export.csv?${query}`,
    headers: manager,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-disposition"]).toContain("attachment");
  expect(res.body.startsWith("\uFEFF")).toBe(true);
  return { text: res.body, rows: parse(res.body, { bom: true, columns: true }) as Array<Record<string, string>> };
}

async function imported(csv: string, dryRun: boolean): Promise<AdminProductImportResponse> {
  return successOf(
    await kit.post("/api/v1/admin/products/import", { csv, dryRun }, manager),
    adminProductImportResponseSchema,
  );
}

/** A file of `products` new products with two SKUs each (rows 2, 3 the first product, and so on). */
function newProducts(word: string, products: number) {
  const rows: string[][] = [];
  for (let n = 1; n <= products; n++) {
    for (const size of ["M", "L"]) {
      const cells: Record<string, string> = {
        slug: `${word}-${n}`,
        status: "active",
        category: categorySlug,
        name_en: `${word} ${n}`,
        name_ar: `نبتة ${n}`,
        description_en: "Grows well.",
        tags: "csv|import|csv",
        sku_code: `${word.toUpperCase()}-${n}-${size}`,
        pot_size: size,
        price_aed: size === "M" ? "45.50" : "80.00",
        discount: "0",
        active: "true",
        low_stock_threshold: "3",
      };
      rows.push(productCsvColumns.map((c) => cells[c] ?? ""));
    }
  }
  return rows;
}
const fileOf = (rows: string[][]) => stringify([[...productCsvColumns], ...rows]);
const column = (name: (typeof productCsvColumns)[number]) => productCsvColumns.indexOf(name);

describe("GET /api/v1/admin/products/export.csv", () => {
  it("one row per SKU of the products the filters show, which parse back with Arabic text and prices in AED", async () => {
    const active = await kit.saved("create", manager, await kit.input("Exportwort", { status: "active" }));
    const draft = await kit.saved("create", manager, await kit.input("Exportwort"));
    const { rows } = await exported("q=exportwort&status=active");
    expect(rows.map((r) => [r.product_id, r.sku_code, r.price_aed, r.discount, r.stock])).toEqual([
      [String(active.id), active.skus[0]!.code, "125.00", "0", "0"],
      [String(active.id), active.skus[1]!.code, "240.00", "10", "0"],
    ]);
    expect(rows[0]).toMatchObject({ name_ar: "نخلة Exportwort", name_fr: "", slug: active.slug, tags: "palm" });
    expect(rows[0]!.category).toBe(categorySlug);
    expect((await exported("q=exportwort&status=draft")).rows.map((r) => r.product_id)).toEqual([
      String(draft.id),
      String(draft.id),
    ]);
  });

  it("refuses a bad filter with 400 and a shopper with 403", async () => {
    const bad = await ctx().app.inject({
      method: "GET",
      url: "/api/v1/admin/products/export.csv?status=gone",
      headers: manager,
    });
    expect(bad.statusCode).toBe(400);
    const shopper = await kit.staff("ROLE_USER");
    const refused = await ctx().app.inject({
      method: "GET",
      url: "/api/v1/admin/products/export.csv",
      headers: shopper,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("POST /api/v1/admin/products/import", () => {
  it("a 1,000-row file with 3 bad rows: the dry run lists exactly those, nothing is written; the fixed file applies", async () => {
    const rows = newProducts("Bulkfern", 500);
    rows[9]![column("price_aed")] = "12,50"; // row 11
    rows[500]![column("discount")] = "150"; // row 502
    rows[997]![column("sku_code")] = "BAD CODE"; // row 999
    const products = await kit.count("products");
    const audits = await kit.count("audit_log");

    const dry = await imported(fileOf(rows), true);
    expect(dry.rows).toBe(1000);
    expect(dry.errors.map((e) => [e.row, e.column])).toEqual([
      [11, "price_aed"],
      [502, "discount"],
      [999, "sku_code"],
    ]);
    const refused = await imported(fileOf(rows), false);
    expect(refused).toMatchObject({ applied: false, errors: dry.errors });
    expect([await kit.count("products"), await kit.count("audit_log")]).toEqual([products, audits]);

    rows[9]![column("price_aed")] = "12.50";
    rows[500]![column("discount")] = "15";
    rows[997]![column("sku_code")] = "BULKFERN-499-L";
    const fixedDry = await imported(fileOf(rows), true);
    expect(fixedDry).toMatchObject({ applied: false, errors: [] });
    expect(fixedDry.counts).toEqual({ productsCreated: 500, productsUpdated: 0, skusCreated: 1000, skusUpdated: 0 });
    expect(await kit.count("products")).toBe(products);

    const applied = await imported(fileOf(rows), false);
    expect(applied).toMatchObject({ applied: true, errors: [], counts: fixedDry.counts });
    expect(await kit.count("products")).toBe(products + 500);
    expect(await kit.count("audit_log")).toBe(audits + 500);
    const [sku] = await kit.rows<{ price: number; stock: number }>(
      sql`select price_fils as price, stock from skus where code = 'BULKFERN-5-L'`,
    );
    expect(sku).toEqual({ price: 1250, stock: 0 });
    // A tag given twice is saved once.
    const [tagged] = await kit.rows<{ tags: string[] }>(sql`select tags from products where slug ilike 'bulkfern-1'`);
    expect(tagged?.tags).toEqual(["csv", "import"]);
  }, 180_000);

  it("refuses a file with a NUL character (it would reach the look-ups) with VALIDATION_FAILED on csv", async () => {
    const rows = newProducts("Nulfern", 1);
    rows[0]![column("sku_code")] = "NUL\u0000CODE";
    const res = await kit.post("/api/v1/admin/products/import", { csv: fileOf(rows), dryRun: true }, manager);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList[0]).toMatchObject({
      errorCode: "VALIDATION_FAILED",
      field: expect.stringContaining("csv"),
    });
  });

  it("a product's rows that disagree on a product column are an error of the later row", async () => {
    const rows = newProducts("Twofaced", 1);
    rows[1]![column("name_en")] = "Another name";
    rows[1]![column("category")] = "";
    const dry = await imported(fileOf(rows), true);
    expect(dry.errors).toEqual([{ row: 3, column: "name_en", message: expect.stringContaining("differs from row 2") }]);
  });

  it("a failure in the middle of applying writes nothing", async () => {
    const rows = newProducts("Midfail", 3);
    // A database fault on the second product's SKU, after every row passed the checks.
    await ctx().database.db.execute(sql`create function refuse_midfail() returns trigger language plpgsql as $$
      begin if new.code = 'MIDFAIL-2-M' then raise exception 'disk full'; end if; return new; end $$`);
    await ctx().database.db.execute(
      sql`create trigger refuse_midfail before insert on skus for each row execute function refuse_midfail()`,
    );
    const products = await kit.count("products");
    const audits = await kit.count("audit_log");
    try {
      const res = await kit.post("/api/v1/admin/products/import", { csv: fileOf(rows), dryRun: false }, manager);
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await ctx().database.db.execute(sql`drop trigger refuse_midfail on skus`);
    }
    expect([await kit.count("products"), await kit.count("audit_log")]).toEqual([products, audits]);
    expect(await kit.rows(sql`select 1 from skus where code like 'MIDFAIL-%'`)).toEqual([]);
  });

  it("an export re-imported unchanged changes nothing; a changed price is saved, a changed stock is not", async () => {
    const a = await kit.saved("create", manager, await kit.input("Roundtrip", { status: "active" }));
    const b = await kit.saved("create", manager, await kit.input("Roundtrip"));
    const { text, rows } = await exported("q=roundtrip");
    expect(rows).toHaveLength(4);
    const audits = await kit.count("audit_log");
    const same = await imported(text, false);
    expect(same).toMatchObject({ applied: true, errors: [], rows: 4 });
    expect(same.counts).toEqual({ productsCreated: 0, productsUpdated: 0, skusCreated: 0, skusUpdated: 0 });
    expect(await kit.count("audit_log")).toBe(audits);
    expect((await kit.saved("detail", manager, { id: a.id })).version).toBe(a.version);

    const records = parse(text, { bom: true }) as string[][];
    const row = records.findIndex((r) => r[column("sku_code")] === b.skus[0]!.code);
    records[row]![column("price_aed")] = "99.99";
    records[row]![column("stock")] = "500";
    const changed = await imported(stringify(records), false);
    expect(changed.counts).toEqual({ productsCreated: 0, productsUpdated: 1, skusCreated: 0, skusUpdated: 1 });
    const now = await kit.saved("detail", manager, { id: b.id });
    expect(now.skus[0]).toMatchObject({ price: 9999, stock: 0 });
    expect(now.version).toBe(b.version + 1);
    expect((await kit.audits(b.id)).map((x) => x.action)).toEqual(["product.create", "product.import.update"]);

    // The same file again names the version it was exported at: refused for that product, nothing written.
    const stale = await imported(stringify(records), false);
    expect(stale.applied).toBe(false);
    expect(stale.errors).toEqual([
      { row: row + 1, column: "version", message: expect.stringContaining("someone else") },
    ]);
  });
});
