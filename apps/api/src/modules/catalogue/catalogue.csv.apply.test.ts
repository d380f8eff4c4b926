import {
  type AdminProduct,
  type AdminProductImportResponse,
  adminProductImportResponseSchema,
  productCsvColumns,
} from "@shop/shared";
import { stringify } from "csv-stringify/sync";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext } from "../../../test/support/test-app";
import { adminProductsKit } from "../../../test/testkits/admin-products.testkit";
import type { Headers } from "../../../test/testkits/checkout.testkit";

/**
 * Issue 13 item 7: an applied import saves its products in set-based statements (catalogue.csv.apply.ts) with the
 * rules of the product form's single save: slugs, redirects, versions, translations, SKUs, stock, audit entries.
 */
const ctx = fileTestContext();
const kit = adminProductsKit(ctx);
let manager: Headers;
let categorySlug: string;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
  const [row] = await kit.rows<{ slug: string }>(sql`select slug from categories where id = ${await kit.categoryId()}`);
  categorySlug = row!.slug;
});

type Cells = Partial<Record<(typeof productCsvColumns)[number], string>>;
const fileOf = (rows: Cells[]) =>
  stringify([[...productCsvColumns], ...rows.map((r) => productCsvColumns.map((c) => r[c] ?? ""))]);

async function imported(rows: Cells[]): Promise<AdminProductImportResponse> {
  return successOf(
    await kit.post("/api/v1/admin/products/import", { csv: fileOf(rows), dryRun: false }, manager),
    adminProductImportResponseSchema,
  );
}

/** The rows of an existing product as an export gives them, with `product` and `skus` changes on top. */
function rowsOf(p: AdminProduct, product: Cells = {}, skus: Cells[] = []): Cells[] {
  return p.skus.map((s, i) => ({
    product_id: String(p.id),
    version: String(p.version),
    slug: p.slug,
    status: p.status,
    category: categorySlug,
    name_en: p.name.en,
    name_fr: p.name.fr ?? "",
    name_ar: p.name.ar ?? "",
    description_en: p.description.en,
    tags: p.tags.join("|"),
    sku_code: s.code,
    pot_size: s.potSize ?? "",
    pot_colour: s.potColour ?? "",
    price_aed: (s.price / 100).toFixed(2),
    discount: String(s.discount),
    active: String(s.active),
    low_stock_threshold: String(s.lowStockThreshold),
    ...product,
    ...skus[i],
  }));
}

const newProduct = (slug: string, name: string, code: string): Cells => ({
  slug,
  status: "active",
  category: categorySlug,
  name_en: name,
  name_fr: `${name} (fr)`,
  description_en: "Grows well.",
  tags: "csv",
  sku_code: code,
  price_aed: "45.50",
});

const detail = (id: number) => kit.saved("detail", manager, { id });

describe("POST /api/v1/admin/products/import, applied", () => {
  it("updates like the form: a renamed product's slug moves and redirects, versions move on, stock stays, audit before/after", async () => {
    const a = await kit.saved("create", manager, await kit.input("Csvrename", { status: "active" }));
    const b = await kit.saved(
      "create",
      manager,
      await kit.input("Csvarchive", { status: "active", name: { en: "Csvarchive Palm", fr: "Palmier", ar: "نخلة" } }),
    );
    await kit.setStock(a.skus[0]!.skuId, 7);
    const aBefore = await detail(a.id);
    const bBefore = await detail(b.id);

    const result = await imported([
      ...rowsOf(aBefore, { name_en: "Csvnewname Palm" }, [{ price_aed: "99.00", stock: "500" }]),
      // The French name left empty: its row goes (no French description or care text), English shows instead.
      ...rowsOf(bBefore, { status: "archived", name_fr: "" }),
      newProduct("twin-a", "Twinleaf Fern", "CSVAPPLY-TWIN-A"),
      newProduct("twin-b", "Twinleaf Fern", "CSVAPPLY-TWIN-B"),
      // a's old name: its old slug stays a's (a redirect), so this one takes the next.
      newProduct("old-name", "Csvrename Palm", "CSVAPPLY-OLD"),
    ]);
    expect(result).toMatchObject({ applied: true, errors: [] });
    expect(result.counts).toEqual({ productsCreated: 3, productsUpdated: 2, skusCreated: 3, skusUpdated: 1 });

    const aAfter = await detail(a.id);
    expect(aAfter).toMatchObject({ slug: "csvnewname-palm", version: a.version + 1, status: "active" });
    expect(aAfter.skus.map((s) => [s.code, s.price, s.stock])).toEqual([
      [a.skus[0]!.code, 9900, 7],
      [a.skus[1]!.code, 24_000, 0],
    ]);
    expect(await kit.page("csvrename-palm")).toMatchObject({
      status: 200,
      page: { redirectTo: "csvnewname-palm", product: { productId: a.id } },
    });
    const bAfter = await detail(b.id);
    expect(bAfter).toMatchObject({ slug: bBefore.slug, version: b.version + 1, status: "archived" });
    expect(bAfter.name).toEqual({ en: "Csvarchive Palm", ar: "نخلة" });
    expect((await kit.page(b.slug)).status).toBe(404);

    const created = await kit.rows<{ id: number; slug: string; version: number; minPrice: number }>(
      sql`select p.id, p.slug, p.version, p.min_price as "minPrice" from products p
        join skus k on k.product_id = p.id where k.code like 'CSVAPPLY-%' order by k.code`,
    );
    expect(created.map((p) => [p.slug, p.version, p.minPrice])).toEqual([
      ["csvrename-palm-2", 1, 4550],
      ["twinleaf-fern", 1, 4550],
      ["twinleaf-fern-2", 1, 4550],
    ]);
    // The statement triggers kept the search documents and offer columns: a's new name and price are found.
    const [offer] = await kit.rows<{ minPrice: number }>(
      sql`select min_price as "minPrice" from products where id = ${a.id}`,
    );
    expect(offer!.minPrice).toBe(9900);
    expect((await kit.list(manager, { q: "csvnewname" })).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await kit.storefrontSearch("Twinleaf")).sort()).toEqual(
      created
        .slice(1)
        .map((p) => Number(p.id))
        .sort(),
    );
    expect((await kit.page("twinleaf-fern", "fr")).page?.product.name).toBe("Twinleaf Fern (fr)");

    // One entry a product, with the product as the edit page showed it before and after.
    const audits = await kit.audits(a.id);
    expect(audits.map((x) => x.action)).toEqual(["product.create", "product.import.update"]);
    expect(audits[1]!.before).toEqual(aBefore);
    expect(audits[1]!.after).toEqual(aAfter);
    expect((await kit.audits(b.id))[1]!.after).toEqual(bAfter);
    const [twin] = await kit.audits(Number(created[1]!.id));
    expect(twin).toMatchObject({ action: "product.import.create", before: null });
    expect(twin!.after).toEqual(await detail(Number(created[1]!.id)));
  });

  it("a new product with a SKU code of another product is a row error and nothing is written", async () => {
    const a = await kit.saved("create", manager, await kit.input("Csvrace", { status: "active" }));
    const products = await kit.count("products");
    const res = await kit.post(
      "/api/v1/admin/products/import",
      { csv: fileOf([newProduct("race-new", "Csvrace Other", a.skus[0]!.code)]), dryRun: false },
      manager,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().responceObj.errors[0]).toMatchObject({ row: 2, column: "sku_code" });
    expect(await kit.count("products")).toBe(products);
  });
});
