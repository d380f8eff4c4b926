import { describe, expect, it } from "vitest";
import type { TextMatchRow } from "./catalogue.text";
import { StoredMatches } from "./catalogue.text-store";

const row = (id: number, over: Partial<TextMatchRow> = {}): TextMatchRow => ({
  id,
  tier: 1,
  categoryId: 7,
  light: "full_sun",
  watering: null,
  difficulty: "easy",
  petSafe: null,
  tags: ["indoor", "air-purifying"],
  potSizes: [],
  potColours: ["white"],
  inStock: true,
  onSale: false,
  featured: false,
  minPrice: 4500,
  popularity: 1939,
  createdAt: 1_790_000_000.123,
  rating: 4.3,
  reviewCount: 12,
  sortName: `plant ${id}`,
  ...over,
});

describe("issue 17: a text search's matches are cached compactly and read back unchanged", () => {
  it("gives back every column of every match, in order, with the names ranked as the name sort orders them", () => {
    const rows = [
      row(3, { sortName: "zamioculcas", tier: 2, petSafe: true, onSale: true, light: null }),
      row(1, { sortName: "Areca palm", petSafe: false, featured: true, inStock: false, tags: [] }),
      row(2, { sortName: "areca palm", watering: "weekly", potSizes: ["12cm", "17cm"], minPrice: 2_147_483_000 }),
      row(9, { sortName: "areca palm", rating: 0, reviewCount: 0, popularity: 0, createdAt: 0, tier: 0 }),
    ];
    const stored = StoredMatches.of(rows);
    expect(stored.length).toBe(4);
    // "Areca palm" < "areca palm" (code units, as PostgreSQL's C collation) < "zamioculcas"; equal names by id.
    const ranks = [3, 0, 1, 2];
    expect(stored.rows()).toEqual(rows.map(({ sortName: _, ...r }, i) => ({ ...r, nameRank: ranks[i] })));
  });

  it("takes a small part of what the rows took as objects (~490 bytes a match)", () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      row(i + 1, { sortName: `variety ${i}`, tags: i % 3 ? ["indoor"] : ["outdoor", "sun"] }),
    );
    const stored = StoredMatches.of(rows);
    expect(stored.bytes / 1000).toBeLessThan(80);
    expect(stored.rows().map((m) => m.id)).toEqual(rows.map((r) => r.id));
  });

  it("holds no matches for a search that found none", () => {
    const stored = StoredMatches.of([]);
    expect([stored.length, stored.rows()]).toEqual([0, []]);
  });
});
