import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import { catalogueClient } from "../../../test/testkits/catalogue.testkit";
import { type Band, refreshSearchBands, searchBands } from "./catalogue.search-bands";
import { fullTextMatches, wordsOf } from "./catalogue.text";

const ctx = fileTestContext();
const api = catalogueClient(ctx);
const db = () => ctx().database.db;
const exec = (query: SQL) => db().execute(query);

/** The candidate rule as it read before issue 17: the `limit` best sellers among listed matches, from products. */
async function bestSellingMatches(word: string, limit: number): Promise<number[]> {
  const rows = await api.rows<{ id: number }>(sql`
    select id from (
      select p.id, p.popularity, case when s.search_en @@ to_tsquery('english', shop_fold(${`${word}:A`})) then 2 else 1 end as tier
      from products p join product_search s on s.product_id = p.id
      where p.listed and s.search_en @@ to_tsquery('english', shop_fold(${word}))
      order by p.popularity desc, p.id desc limit ${limit}
    ) m order by tier desc, popularity desc, id desc`);
  return rows.map((r) => Number(r.id));
}

const ids = async (word: string, limit: number, bands: readonly Band[], lang: "en" | "ar" = "en") =>
  (await fullTextMatches(db(), wordsOf(word), lang, limit, bands)).map((m) => m.id);

/** Bands at these ranks (the demo catalogue is far below the real ones), after the app's own first pass. */
async function bandsAt(ranks: number[]): Promise<Band[]> {
  await ctx().app.catalogueBands.runOnce();
  await refreshSearchBands(db(), ranks);
  return searchBands(db());
}

/** Documents whose bands differ from what the stored floors give them. */
async function misbanded(): Promise<number> {
  const [row] = await api.rows<{ n: number }>(sql`
    select count(*)::int as n from product_search s
    where s.bands is distinct from (select coalesce(array_agg(b.band order by b.band), '{}')::smallint[]
      from search_bands b where s.listed and s.popularity >= b.floor)`);
  return Number(row?.n);
}

describe("issue 17: a text query's candidates come from product_search alone, best sellers first, in bands", () => {
  it("issue 17: product_search carries each product's popularity and listed, and follows their changes", async () => {
    const [drift] = await api.rows<{ n: number }>(sql`
      select count(*)::int as n from products p join product_search s on s.product_id = p.id
      where (s.popularity, s.listed) is distinct from (p.popularity, coalesce(p.listed, false))`);
    expect(drift?.n).toBe(0);
    const [palm] = await api.rows<{ id: number }>(sql`select id from products where slug = 'kentia-palm'`);
    await exec(sql`update products set popularity = 987654 where id = ${palm!.id}`);
    await exec(
      sql`update skus set is_active = false where product_id = (select id from products where slug = 'monstera-deliciosa')`,
    );
    const rows = await api.rows<{ slug: string; popularity: number; listed: boolean }>(sql`
      select p.slug, s.popularity, s.listed from product_search s join products p on p.id = s.product_id
      where p.slug in ('kentia-palm', 'monstera-deliciosa') order by p.slug`);
    expect(rows).toEqual([
      { slug: "kentia-palm", popularity: 987654, listed: true },
      { slug: "monstera-deliciosa", popularity: expect.any(Number), listed: false },
    ]);
    // The best seller now leads its name matches, and an unlisted product is not a candidate.
    expect((await fullTextMatches(db(), ["palm"], "en"))[0]?.id).toBe(palm!.id);
    expect((await ids("monstera", 1000, [])).length).toBeGreaterThan(0);
    expect(await api.rows(sql`select 1 from products where slug = 'monstera-deliciosa' and listed`)).toEqual([]);
    const monstera = await api.rows<{ id: number }>(sql`select id from products where slug = 'monstera-deliciosa'`);
    expect(await ids("monstera", 1000, [])).not.toContain(Number(monstera[0]!.id));
  });

  it("issue 17: whichever band answers, the candidates are the best-selling `limit` matches, as before", async () => {
    const bands = await bandsAt([5, 20, 60]);
    expect(bands).toEqual([
      { band: 1, rank: 5 },
      { band: 2, rank: 20 },
      { band: 3, rank: 60 },
    ]);
    expect(await misbanded()).toBe(0);
    const [top] = await api.rows<{ n: number }>(
      sql`select count(*)::int as n from product_search where 1 = any(bands)`,
    );
    expect(Number(top?.n)).toBeGreaterThanOrEqual(5);
    // A broad word (the first band is enough), a mid one (a later band), a rare one (fewer than the limit: all).
    for (const [word, limit] of [
      ["plant", 4],
      ["palm", 6],
      ["fertilizer", 10],
      ["secateurs", 3],
      ["qwxzv", 3],
    ] as const) {
      const expected = await bestSellingMatches(word, limit);
      expect(await ids(word, limit, bands), word).toEqual(expected);
      expect(await ids(word, limit, []), word).toEqual(expected);
      // Arabic looks in its own documents and in en's, band by band too.
      expect(await ids(word, limit, bands, "ar"), word).toEqual(await ids(word, limit, [], "ar"));
    }
  });

  it("issue 17: products tied at the floor's popularity keep the order of before (best sellers, then the higher id)", async () => {
    await exec(sql`update products set popularity = 5000 where id in (
      select p.id from products p join product_search s on s.product_id = p.id
      where p.listed and s.search_en @@ to_tsquery('english', 'plant') order by p.id limit 8)`);
    const bands = await bandsAt([3]);
    for (const limit of [2, 5, 8]) {
      expect(await ids("plant", limit, bands)).toEqual(await bestSellingMatches("plant", limit));
    }
  });

  it("issue 17: a document's bands follow its popularity and listing, and the floors' refresh re-bands the rest", async () => {
    await bandsAt([4, 12]);
    expect(await refreshSearchBands(db(), [4, 12]), "floors unchanged: nothing written").toBe(-1);
    const [quiet] = await api.rows<{ id: number }>(sql`
      select p.id from products p join product_search s on s.product_id = p.id
      where p.listed and s.bands = '{}' order by p.id limit 1`);
    const bandsOf = async () =>
      (await api.rows<{ bands: number[] }>(sql`select bands from product_search where product_id = ${quiet!.id}`))[0]
        ?.bands;
    await exec(sql`update products set popularity = 999999 where id = ${quiet!.id}`);
    expect(await bandsOf()).toEqual([1, 2]);
    await exec(sql`update skus set is_active = false where product_id = ${quiet!.id}`);
    expect(await bandsOf()).toEqual([]);
    await exec(sql`update skus set is_active = true where product_id = ${quiet!.id}`);
    expect(await bandsOf()).toEqual([1, 2]);
    expect(await misbanded()).toBe(0);
    // A new best seller moves the floors: whoever fell below one leaves its band.
    expect(await refreshSearchBands(db(), [4, 12])).toBeGreaterThanOrEqual(0);
    expect(await misbanded()).toBe(0);
    // A catalogue smaller than a rank has no band for it; every band gone leaves no document banded.
    expect(await refreshSearchBands(db(), [10_000_000])).toBeGreaterThan(0);
    expect(await searchBands(db())).toEqual([]);
    const [left] = await api.rows<{ n: number }>(
      sql`select count(*)::int as n from product_search where bands <> '{}'`,
    );
    expect(Number(left?.n)).toBe(0);
  });

  it("issue 17: the search answers the same through the API (the bands stay invisible)", async () => {
    const found = await api.all({
      filtercriteria: [{ filterBy: "productName", filtervalue: "palm", filtercond: "equal" }],
    });
    expect(found.map((p) => p.productId).sort()).toEqual((await bestSellingMatches("palm", 1000)).sort());
  });
});
