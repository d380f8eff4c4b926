import type { TextMatch, TextMatchRow } from "./catalogue.text";

/**
 * One text search's matches (up to CANDIDATE_LIMIT) as the service caches them: in typed arrays, ~60 bytes a match
 * where the rows as objects took ~490 (measured), so the same memory holds ~8x the searches (issue 17: rotating
 * searches at 1M products mostly missed a cache of 50). Each computation on them (a filter and sort, facet counts)
 * reads them back as rows with rows(), memoised per search (catalogue.memory.ts), so rows are rebuilt once per
 * new question, not per request.
 */
export class StoredMatches {
  private readonly ids: Int32Array;
  private readonly tiers: Uint8Array;
  private readonly categoryIds: Int32Array;
  /** light, watering, difficulty: indexes into `texts`. */
  private readonly levels: Uint8Array;
  /** petSafe (0 null, 1 false, 2 true), then inStock 4, onSale 8, featured 16. */
  private readonly flags: Uint8Array;
  /** minPrice, popularity, createdAt, rating, reviewCount. */
  private readonly numbers: Float64Array;
  /** tags, potSizes, potColours: indexes into `lists`. */
  private readonly listRefs: Uint16Array;
  /** Each match's place in name order (the sortName of its language, then id). */
  private readonly nameRanks: Int32Array;
  private readonly texts: Array<string | null>;
  private readonly lists: string[][];

  private constructor(rows: readonly TextMatchRow[]) {
    const n = rows.length;
    this.ids = new Int32Array(n);
    this.tiers = new Uint8Array(n);
    this.categoryIds = new Int32Array(n);
    this.levels = new Uint8Array(3 * n);
    this.flags = new Uint8Array(n);
    this.numbers = new Float64Array(5 * n);
    this.listRefs = new Uint16Array(3 * n);
    this.nameRanks = new Int32Array(n);
    const texts = new Interned<string | null>((v) => v);
    const lists = new Interned<string[]>((v) => v.join("\u0000"));
    rows.forEach((r, i) => {
      this.ids[i] = r.id;
      this.tiers[i] = r.tier;
      this.categoryIds[i] = r.categoryId;
      this.levels.set([texts.ref(r.light), texts.ref(r.watering), texts.ref(r.difficulty)], 3 * i);
      const petSafe = r.petSafe === null ? 0 : r.petSafe ? 2 : 1;
      this.flags[i] = petSafe | (r.inStock ? 4 : 0) | (r.onSale ? 8 : 0) | (r.featured ? 16 : 0);
      this.numbers.set([r.minPrice, r.popularity, r.createdAt, r.rating, r.reviewCount], 5 * i);
      this.listRefs.set([lists.ref(r.tags), lists.ref(r.potSizes), lists.ref(r.potColours)], 3 * i);
    });
    const byName = rows.map((_, i) => i);
    byName.sort((a, b) => compareText(rows[a]!.sortName, rows[b]!.sortName) || rows[a]!.id - rows[b]!.id);
    byName.forEach((row, rank) => {
      this.nameRanks[row] = rank;
    });
    this.texts = texts.values;
    this.lists = lists.values;
    if (this.texts.length > 256 || this.lists.length > 65_536) throw new Error("text matches beyond the store's codes");
  }

  static of(rows: readonly TextMatchRow[]): StoredMatches {
    return new StoredMatches(rows);
  }

  get length(): number {
    return this.ids.length;
  }

  /** About what this takes in memory (the cache's weight bound). */
  get bytes(): number {
    const arrays = [this.ids, this.tiers, this.categoryIds, this.levels, this.flags, this.numbers, this.listRefs];
    const listChars = this.lists.reduce((sum, list) => sum + list.reduce((s, v) => s + v.length + 16, 16), 0);
    return [...arrays, this.nameRanks].reduce((sum, a) => sum + a.byteLength, 0) + listChars + 16 * this.texts.length;
  }

  /** The matches as rows, in the stored order: new objects for one computation, not to be kept. */
  rows(): TextMatch[] {
    const out: TextMatch[] = new Array(this.ids.length);
    for (let i = 0; i < out.length; i++) {
      const flags = this.flags[i]!;
      out[i] = {
        id: this.ids[i]!,
        tier: this.tiers[i]!,
        categoryId: this.categoryIds[i]!,
        light: this.texts[this.levels[3 * i]!]!,
        watering: this.texts[this.levels[3 * i + 1]!]!,
        difficulty: this.texts[this.levels[3 * i + 2]!]!,
        petSafe: (flags & 3) === 0 ? null : (flags & 3) === 2,
        inStock: (flags & 4) !== 0,
        onSale: (flags & 8) !== 0,
        featured: (flags & 16) !== 0,
        minPrice: this.numbers[5 * i]!,
        popularity: this.numbers[5 * i + 1]!,
        createdAt: this.numbers[5 * i + 2]!,
        rating: this.numbers[5 * i + 3]!,
        reviewCount: this.numbers[5 * i + 4]!,
        tags: this.lists[this.listRefs[3 * i]!]!,
        potSizes: this.lists[this.listRefs[3 * i + 1]!]!,
        potColours: this.lists[this.listRefs[3 * i + 2]!]!,
        nameRank: this.nameRanks[i]!,
      };
    }
    return out;
  }
}

/** Code-unit order, as PostgreSQL's "C" collation and the sort of before. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Each distinct value once, by key; `ref` answers its index. */
class Interned<V> {
  readonly values: V[] = [];
  private readonly index = new Map<unknown, number>();

  constructor(private readonly keyOf: (value: V) => unknown) {}

  ref(value: V): number {
    const key = this.keyOf(value);
    let at = this.index.get(key);
    if (at === undefined) {
      at = this.values.push(value) - 1;
      this.index.set(key, at);
    }
    return at;
  }
}
