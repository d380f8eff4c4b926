import { adminCategoryResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successOf } from "../../../test/support/answers";
import { fileTestContext } from "../../../test/support/test-app";
import { adminProductsKit, asUpdate } from "../../../test/testkits/admin-products.testkit";
import type { Headers } from "../../../test/testkits/checkout.testkit";
import { listAdminProducts } from "./catalogue.admin.list";

/**
 * Issue 13 "Products", migration 0019: product_admin_search, the back office's narrow search rows, follows every
 * write of products, their SKUs, translations and categories, and the list reads the same from it as from products.
 */
const ctx = fileTestContext();
const kit = adminProductsKit(ctx);
let manager: Headers;
beforeAll(async () => {
  manager = await kit.staff("ROLE_MANAGER");
});

/** Products whose search row is missing or differs from the product and its documents. */
const drift = () =>
  kit.rows<{ id: number }>(sql`select p.id from products p
    left join product_admin_search a on a.product_id = p.id
    left join product_search s on s.product_id = p.id
    where a.product_id is null
      or (p.status, p.category_id, p.on_sale, p.in_stock, p.low_stock, p.sort_name_en, p.min_price, p.updated_at)
        is distinct from
        (a.status, a.category_id, a.on_sale, a.in_stock, a.low_stock, a.sort_name_en, a.min_price, a.updated_at)
      or a.words is distinct from coalesce(strip(s.search_en) || strip(s.search_fr) || strip(s.search_ar), '')`);

/** Ids the list finds for `q`, read from the GIN index (every match) and by walking the name index. */
async function found(q: string) {
  const db = ctx().database.db;
  const r = { q, sort: "name" as const, from: 0, limit: 20 };
  const gin = (await listAdminProducts(db, r, { fewMatches: 1_000_000 })).rows.map((x) => x.id);
  const walked = (await listAdminProducts(db, r, { fewMatches: 0 })).rows.map((x) => x.id);
  expect(walked).toEqual(gin);
  return gin;
}

describe("product_admin_search", () => {
  it("holds every product of the seed as it is", async () => {
    expect(await drift()).toEqual([]);
  });

  it("follows a product through creation, renames, prices, stock, status and its category's new name", async () => {
    const created = await kit.saved("create", manager, await kit.input("Mirrory"));
    expect(await drift()).toEqual([]);
    expect(await found("mirrory")).toEqual([created.id]);

    const categories = await kit.rows<{ id: number }>(sql`select id from categories order by id desc limit 1`);
    const categoryId = Number(categories[0]!.id);
    const changed = await kit.saved(
      "update",
      manager,
      asUpdate(created, {
        name: { en: "Lanterny Palm", fr: "Palmier Quenouillette", ar: "نخلة" },
        description: { en: "A palm shaped like a lantern.", ar: "نخلة طويلة." },
        categoryId,
        status: "active",
        skus: created.skus.map(({ skuId: _i, stock: _k, ...s }) => ({ ...s, price: s.price + 1_000 })),
      }),
    );
    await kit.setStock(changed.skus[0]!.skuId, 2);
    expect(await drift()).toEqual([]);
    expect(await found("mirrory")).toEqual([]);
    expect(await found("lanterny")).toEqual([created.id]);
    expect(await found("quenouillette")).toEqual([created.id]);

    const renamed = await kit.post(
      "/api/v1/admin/categories/update",
      { id: categoryId, name: { en: "Zanzibarish things" }, image: null, hidden: false },
      manager,
    );
    successOf(renamed, adminCategoryResponseSchema);
    expect(await drift()).toEqual([]);
    expect(await found("zanzibarish")).toContain(created.id);

    await kit.saved("update", manager, { ...asUpdate(changed), status: "archived" });
    expect(await drift()).toEqual([]);
    const archived = await listAdminProducts(ctx().database.db, {
      q: "lanterny",
      status: "archived",
      sort: "name",
      from: 0,
      limit: 20,
    });
    expect(archived.rows.map((x) => x.id)).toEqual([created.id]);
  });
});
