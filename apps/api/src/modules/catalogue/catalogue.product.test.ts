import { productPageResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/support/test-app";
import { catalogueClient } from "../../../test/testkits/catalogue.testkit";
import { createCatalogueService } from "./catalogue.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
const api = catalogueClient(() => ctx);

async function page(slug: string, lang?: string) {
  const res = await api.post("/api/v1/displayproducts/product", lang ? { slug, lang } : { slug });
  return { res, body: res.statusCode === 200 ? productPageResponseSchema.parse(res.json().responceObj) : undefined };
}

describe("displayproducts/product: a product page by slug", () => {
  it("answers the product with care text, related products of its category and breadcrumbs", async () => {
    const { res, body } = await page("fiddle-leaf-fig");
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("SUCCESS");
    const { product, related, breadcrumbs } = body!;
    expect(product).toMatchObject({ slug: "fiddle-leaf-fig", name: "Fiddle Leaf Fig" });
    expect(product.careText.length).toBeGreaterThan(20);
    expect(product.care).toMatchObject({ light: "bright_indirect", petSafe: false });
    expect(product.skus.length).toBeGreaterThan(1);
    expect(product.images.length).toBeGreaterThanOrEqual(2);
    expect(breadcrumbs.map((b) => b.slug)).toEqual(["indoor-plants", "foliage-plants"]);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(8);
    for (const r of related) {
      expect(r.category.slug).toBe("foliage-plants");
      expect(r.slug).not.toBe("fiddle-leaf-fig");
    }
    const pop = await api.rows<{ slug: string; popularity: number }>(
      sql`select slug, popularity from products where slug in (${sql.join(
        related.map((r) => sql`${r.slug}`),
        sql`, `,
      )})`,
    );
    const bySlug = new Map(pop.map((r) => [r.slug, Number(r.popularity)]));
    const order = related.map((r) => bySlug.get(r.slug)!);
    expect([...order].sort((a, b) => b - a)).toEqual(order);
  });

  it("each language's content: fr and ar names, care text and breadcrumbs", async () => {
    const fr = (await page("fiddle-leaf-fig", "fr")).body!;
    expect(fr.product.name).toBe("Figuier lyre");
    expect(fr.breadcrumbs.map((b) => b.name)).toEqual(["Plantes d'intérieur", "Plantes à feuillage"]);
    const ar = (await page("fiddle-leaf-fig", "ar")).body!;
    expect(ar.product.name).toBe("تين الكمان");
    expect(ar.product.careText).toMatch(/[\u0600-\u06FF]/);
    expect(ar.product.description).toMatch(/[\u0600-\u06FF]/);
  });

  it("NOT_FOUND for an unknown slug and for an inactive product; VALIDATION_FAILED for an empty slug", async () => {
    for (const slug of ["no-such-plant", "dwarf-banana", "fibreclay-cube-planter"]) {
      const { res } = await page(slug);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: "FAILURE", errorList: [{ errorCode: "NOT_FOUND" }] });
    }
    const { res } = await page("");
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList[0].errorCode).toBe("VALIDATION_FAILED");
  });
});

describe("denormalised catalogue columns stay right after writes (database triggers)", () => {
  it("stock, price, activity and translations changes show in filters, sorts and search", async () => {
    const catalogue = createCatalogueService(ctx.database.db, { cacheTtlMs: 0 });
    const [row] = await api.rows<{ id: number }>(sql`select id from products where slug = 'zz-plant'`);
    const id = Number(row!.id);
    const ids = { filterBy: "productIds" as const, filterValues: [id], filtercond: "equal" as const };
    const count = async (extra: object[]) =>
      (await catalogue.searchOnlyProducts({ filtercriteria: [ids, ...(extra as never[])] })).totalCount;

    expect(await count([{ filterBy: "inStock", filtervalue: "true" }])).toBe(1);
    await ctx.database.db.execute(sql`update skus set stock = 0 where product_id = ${id}`);
    expect(await count([{ filterBy: "inStock", filtervalue: "true" }])).toBe(0);

    await ctx.database.db.execute(sql`update skus set discount_pct = 50 where product_id = ${id}`);
    expect(await count([{ filterBy: "onSale", filtervalue: "true" }])).toBe(1);
    const [cheapest] = await api.rows<{ p: number }>(
      sql`select min(price_fils) / 2 as p from skus where product_id = ${id} and is_active`,
    );
    const price = Number(cheapest!.p);
    expect(await count([{ filterBy: "price", filterValues: [price, price], filtercond: "between" }])).toBe(1);

    await ctx.database.db.execute(
      sql`update product_translations set name = 'Zanzibar Zamioculcas Wonder' where product_id = ${id} and locale = 'en'`,
    );
    const found = await catalogue.search({
      filtercriteria: [{ filterBy: "productName", filtervalue: "wonder", filtercond: "equal" }],
    });
    expect(found.products.map((p) => p.productId)).toEqual([id]);

    await ctx.database.db.execute(sql`update skus set is_active = false where product_id = ${id}`);
    expect(await count([])).toBe(0);
    await ctx.database.db.execute(sql`update skus set is_active = true where product_id = ${id}`);
    await ctx.database.db.execute(sql`update products set is_active = false where id = ${id}`);
    expect(await count([])).toBe(0);
    await expect(catalogue.productPageJson({ slug: "zz-plant" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("OpenAPI", () => {
  it("documents every catalogue call with its shared schemas", async () => {
    const doc = (await ctx.app.inject({ url: "/api/docs/json" })).json();
    for (const path of ["search", "searchonlyproducts", "suggest", "product"]) {
      expect(doc.paths).toHaveProperty([`/api/v1/displayproducts/${path}`, "post"]);
    }
    const search = doc.paths["/api/v1/displayproducts/search"].post.responses["200"].content["application/json"];
    expect(Object.keys(search.schema.properties.responceObj.properties)).toEqual(["products", "totalCount", "facets"]);
  });
});
