import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fileTestContext } from "../../../test/support/test-app";
import { catalogueClient } from "../../../test/testkits/catalogue.testkit";
import { type TextMatchRow, textMatches } from "./catalogue.text";

const ctx = fileTestContext();
const api = catalogueClient(ctx);

/** The same products' columns read as plain rows, as the matches carried them before they came as one JSON array. */
async function columnsOf(ids: number[]): Promise<Map<number, Omit<TextMatchRow, "tier">>> {
  const rows = await api.rows<Omit<TextMatchRow, "tier">>(sql`
    select p.id, p.category_id as "categoryId", p.light, p.watering, p.difficulty, p.pet_safe as "petSafe",
      coalesce(p.tags, '{}') as tags, coalesce(p.pot_sizes, '{}') as "potSizes",
      coalesce(p.pot_colours, '{}') as "potColours", p.in_stock as "inStock", p.on_sale as "onSale", p.featured,
      p.min_price as "minPrice", p.popularity, extract(epoch from p.created_at)::float8 as "createdAt",
      p.rating::float8 as rating, p.review_count as "reviewCount", p.sort_name_fr as "sortName"
    from products p where p.id in (${sql.join(ids, sql`, `)})`);
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        ...r,
        id: Number(r.id),
        categoryId: Number(r.categoryId),
        minPrice: Number(r.minPrice),
        popularity: Number(r.popularity),
        createdAt: Number(r.createdAt),
        rating: Number(r.rating),
        reviewCount: Number(r.reviewCount),
      },
    ]),
  );
}

describe("issue 17: a text search's matches come as one JSON array and carry their products' columns exactly", () => {
  it("issue 17: full-text and typo matches equal the products' own columns, nulls and empty lists included, in order", async () => {
    // Nulls and empty lists where the demo catalogue has values, and a rating with a fraction (numeric(2,1)).
    await api.rows(sql`
      update products set light = null, pet_safe = null, tags = '{}', pot_colours = '{}', rating = 3.5
      where slug = 'kentia-palm'`);
    for (const query of ["palm", "monstra"]) {
      const matches = await textMatches(ctx().database.db, query, "fr");
      expect(matches.length).toBeGreaterThan(0);
      const columns = await columnsOf(matches.map((m) => m.id));
      for (const { tier, ...match } of matches) {
        expect(match).toEqual(columns.get(match.id));
        expect(tier).toEqual(query === "monstra" ? 0 : expect.any(Number));
      }
    }
    const palms = await textMatches(ctx().database.db, "palm", "fr");
    const kentia = palms.find((m) => m.tags.length === 0 && m.light === null);
    expect(kentia).toMatchObject({ petSafe: null, potColours: [], rating: 3.5 });
    // Best match first (tier), then best sellers, then the newest id: the order the rows were answered in.
    const order = palms.map((m) => [m.tier, m.popularity, m.id]);
    const sorted = [...order].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]! || b[2]! - a[2]!);
    expect(order).toEqual(sorted);
  });
});
