import { productSuggestResponseSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/support/test-app";
import { catalogueClient, minPrice } from "../../../test/testkits/catalogue.testkit";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
const api = catalogueClient(() => ctx);

const text = (value: string, lang?: string) => ({
  filtercriteria: [{ filterBy: "productName", filtervalue: value, filtercond: "equal" }],
  ...(lang ? { lang } : {}),
});
const slugs = async (value: string, lang?: string) => (await api.all(text(value, lang))).map((p) => p.slug);

async function suggest(q: string, lang?: string) {
  const res = await api.post("/api/v1/displayproducts/suggest", lang ? { q, lang } : { q });
  expect(res.statusCode, res.body).toBe(200);
  return productSuggestResponseSchema.parse(res.json().responceObj);
}

describe("productName: full-text search with typo tolerance", () => {
  it("a misspelling ('monstra') still finds the Monstera", async () => {
    expect((await slugs("monstra"))[0]).toBe("monstera-deliciosa");
    expect(await slugs("monsterra")).toContain("monstera-deliciosa");
  });

  it("'ficus lyrata' (botanical name) and 'fiddle leaf' (common name) both find the fiddle-leaf fig first", async () => {
    expect((await slugs("ficus lyrata"))[0]).toBe("fiddle-leaf-fig");
    expect((await slugs("fiddle leaf"))[0]).toBe("fiddle-leaf-fig");
    expect((await slugs("Fiddle-Leaf"))[0]).toBe("fiddle-leaf-fig");
  });

  it("matches words in any form (stemming) and ranks name matches first", async () => {
    const found = await api.search(text("monsteras"));
    expect(
      found.products
        .slice(0, 2)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(["monstera-deliciosa", "monstera-thai-constellation"]);
    // the moss pole only mentions monstera in its description: it comes after the name matches
    expect(found.products.map((p) => p.slug)).toContain("coco-moss-pole");
    expect(found.products.at(-1)?.slug).toBe("coco-moss-pole");
    const palms = await api.all(text("palm"));
    expect(palms.length).toBeGreaterThan(8);
    expect(palms.some((p) => p.category.slug === "palms")).toBe(true);
  });

  it("searches category names, tags and keywords too", async () => {
    expect((await slugs("fertilizer")).length).toBeGreaterThanOrEqual(3);
    expect(await slugs("secateurs")).toEqual(["pruning-shears"]);
    expect((await slugs("succulents")).length).toBeGreaterThan(5);
  });

  it("combines with other filters and sorts", async () => {
    const sunny = await api.all({
      ...text("palm"),
      filtercriteria: [...text("palm").filtercriteria, { filterBy: "light", filtervalue: "full_sun" }],
    });
    expect(sunny.length).toBeGreaterThan(0);
    for (const p of sunny) expect(p.care.light).toBe("full_sun");
    const cheap = await api.all({ ...text("palm"), sortpayload: { sortBy: "price_asc" } });
    const prices = cheap.map(minPrice);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it("filters, sorts and counts text matches exactly like the database would", async () => {
    const criteria = [
      ...text("palm").filtercriteria,
      { filterBy: "light", filterValues: ["full_sun", "medium"], filtercond: "in" },
      { filterBy: "price", filterValues: ["", 60000], filtercond: "between" },
      { filterBy: "inStock", filtervalue: "true", filtercond: "equal" },
    ];
    const expected = await api.rows<{ id: number }>(sql`
      select p.id from products p join product_search s on s.product_id = p.id
      where p.listed and s.search_en @@ to_tsquery('english', 'palm') and p.light in ('full_sun', 'medium')
        and p.min_price <= 60000 and p.in_stock
      order by p.min_price desc, p.id desc`);
    const found = await api.all({ filtercriteria: criteria, sortpayload: { sortBy: "price_desc" } });
    expect(expected.length).toBeGreaterThan(2);
    expect(found.map((p) => p.productId)).toEqual(expected.map((r) => Number(r.id)));
    const { facets, totalCount } = await api.search({ filtercriteria: criteria });
    expect(totalCount).toBe(expected.length);
    const [light] = await api.rows<{ n: number }>(sql`
      select count(*)::int as n from products p join product_search s on s.product_id = p.id
      where p.listed and s.search_en @@ to_tsquery('english', 'palm') and p.min_price <= 60000 and p.in_stock
        and p.light = 'full_sun'`);
    expect(facets.light.find((f) => f.value === "full_sun")?.count).toBe(Number(light!.n));
  });

  it("finds nothing for nonsense, and does not fail on punctuation or operators", async () => {
    for (const q of ["qwxzv", "!!!", "a & | ! ( ) : * <-> 'b", "the", "\u064b", "\u0640\u0640", "\u0301x\u0301"]) {
      const r = await api.search(text(q));
      expect(r.totalCount).toBe(0);
      expect(r.products).toEqual([]);
    }
    // a stray diacritic next to a real word changes nothing
    expect((await api.search(text("palm \u064b"))).totalCount).toBe((await api.search(text("palm"))).totalCount);
  });

  it("an inactive product is never found, even by its exact name", async () => {
    for (const q of ["Dwarf Cavendish Banana", "Fibreclay Cube Planter"]) {
      const found = await slugs(q);
      expect(found).not.toContain("dwarf-banana");
      expect(found).not.toContain("fibreclay-cube-planter");
    }
  });
});

describe("each language's content", () => {
  it("fr: French names, French words (accents optional), English as fallback", async () => {
    const fr = await api.search(text("figuier lyre", "fr"));
    expect(fr.products[0]).toMatchObject({ slug: "fiddle-leaf-fig", name: "Figuier lyre" });
    const accents = await api.all(text("interieur", "fr"));
    const accented = await api.all(text("intérieur", "fr"));
    expect(accents.length).toBeGreaterThan(10);
    expect(accents.map((p) => p.slug)).toEqual(accented.map((p) => p.slug));
    const fallback = await api.search(text("fiddle leaf", "fr"));
    expect(fallback.products[0]).toMatchObject({ slug: "fiddle-leaf-fig", name: "Figuier lyre" });
    expect(fr.products[0]?.category.name).toBe("Plantes à feuillage");
  });

  it("ar: Arabic names and Arabic words, with or without the article", async () => {
    const ar = await api.search(text("مونستيرا", "ar"));
    expect(ar.products[0]?.slug).toBe("monstera-deliciosa");
    expect(ar.products[0]?.name).toMatch(/[\u0600-\u06FF]/);
    const palms = await api.search(text("نخيل", "ar"));
    const withArticle = await api.search(text("النخيل", "ar"));
    expect(palms.totalCount).toBeGreaterThan(3);
    expect(withArticle.totalCount).toBe(palms.totalCount);
    const english = await api.search(text("monstera", "ar"));
    expect(english.products[0]?.name).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("displayproducts/suggest: search-as-you-type", () => {
  it("completes the last word and gives products with image and price, and categories", async () => {
    const s = await suggest("monst");
    expect(s.products[0]?.slug).toMatch(/^monstera-/);
    expect(s.products.length).toBeLessThanOrEqual(6);
    expect(s.products[0]?.image?.src).toMatch(/^\/media\/products\//);
    expect(s.products[0]?.price).toBeGreaterThan(0);
    const palm = await suggest("pal");
    expect(palm.categories.map((c) => c.slug)).toContain("palms");
    expect(palm.products).toHaveLength(6);
    expect(palm.categories.length).toBeLessThanOrEqual(4);
  });

  it("tolerates typos and answers in the requested language", async () => {
    expect((await suggest("monstra")).products[0]?.slug).toBe("monstera-deliciosa");
    const ar = await suggest("مونست", "ar");
    expect(ar.products[0]?.name).toMatch(/[\u0600-\u06FF]/);
    const fr = await suggest("figuier", "fr");
    expect(fr.products.map((p) => p.name)).toContain("Figuier lyre");
    expect((await suggest("plantes", "fr")).categories[0]?.name).toMatch(/^Plantes/);
  });

  it("never suggests an inactive product; validates q", async () => {
    const s = await suggest("dwarf cavendish");
    expect(s.products.map((p) => p.slug)).not.toContain("dwarf-banana");
    expect((await suggest("fibreclay")).products.map((p) => p.slug)).not.toContain("fibreclay-cube-planter");
    const res = await api.post("/api/v1/displayproducts/suggest", { q: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList[0].errorCode).toBe("VALIDATION_FAILED");
  });
});
