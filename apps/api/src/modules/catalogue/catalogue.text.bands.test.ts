import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import { catalogueClient } from "../../../test/testkits/catalogue.testkit";
import { type Band, fullTextMatches, popularityFloors, wordsOf } from "./catalogue.text";

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

const ids = async (word: string, limit: number, bands: readonly Band[]) =>
  (await fullTextMatches(db(), wordsOf(word), "en", limit, bands)).map((m) => m.id);

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
    const floors = await popularityFloors(db(), [5, 20, 60]);
    expect(floors.map((b) => b.rank)).toEqual([5, 20, 60]);
    const values = floors.map((b) => b.floor);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    // A broad word (the first band is enough), a mid one (a later band), a rare one (fewer than the limit: all).
    for (const [word, limit] of [
      ["plant", 4],
      ["palm", 6],
      ["fertilizer", 10],
      ["secateurs", 3],
      ["qwxzv", 3],
    ] as const) {
      const expected = await bestSellingMatches(word, limit);
      expect(await ids(word, limit, floors), word).toEqual(expected);
      expect(await ids(word, limit, []), word).toEqual(expected);
    }
  });

  it("issue 17: products tied at the floor's popularity keep the order of before (best sellers, then the higher id)", async () => {
    await exec(sql`update products set popularity = 5000 where id in (
      select p.id from products p join product_search s on s.product_id = p.id
      where p.listed and s.search_en @@ to_tsquery('english', 'plant') order by p.id limit 8)`);
    const floors = await popularityFloors(db(), [3]);
    for (const limit of [2, 5, 8]) {
      expect(await ids("plant", limit, floors)).toEqual(await bestSellingMatches("plant", limit));
    }
  });

  it("issue 17: the search answers the same through the API (the bands stay invisible)", async () => {
    const found = await api.all({
      filtercriteria: [{ filterBy: "productName", filtervalue: "palm", filtercond: "equal" }],
    });
    expect(found.map((p) => p.productId).sort()).toEqual((await bestSellingMatches("palm", 1000)).sort());
  });
});
