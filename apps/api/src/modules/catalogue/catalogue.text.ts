import type { Language } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../lib/rows";
import type { FacetRow } from "./catalogue.filters";
import { type Band, searchBands } from "./catalogue.search-bands";

/** A text match: its filter and sort columns, and its tier (2 name match, 1 other full-text match, 0 typo match). */
export type TextMatch = FacetRow & { tier: number };
/** A text match as the database answers it: with its name to sort by (catalogue.text-store.ts ranks the names). */
export type TextMatchRow = Omit<TextMatch, "nameRank"> & { sortName: string };

/** The columns of TextMatchRow but the tier, from `products p`, with the name sort key of `lang`. */
function facetColumns(lang: Language): SQL {
  return sql`p.id, p.category_id as "categoryId", p.light, p.watering, p.difficulty, p.pet_safe as "petSafe",
    p.tags, p.pot_sizes as "potSizes", p.pot_colours as "potColours", p.in_stock as "inStock",
    p.on_sale as "onSale", p.featured, p.min_price as "minPrice", p.popularity,
    extract(epoch from p.created_at)::float8 as "createdAt", p.rating::float8 as rating,
    p.review_count as "reviewCount", p.${sql.raw(`sort_name_${lang}`)} as "sortName"`;
}

/**
 * At most this many products match a text query: the best sellers among the full-text matches. Broad
 * one-word queries ("plant") thus cost about the same at 1k or 1M products (docs/decisions/0004-search.md).
 */
export const CANDIDATE_LIMIT = 1000;
/** Fewer full-text matches than this and typo-tolerant trigram matching on names joins in. */
export const FEW_MATCHES = 5;

const CONFIG: Record<Language, string> = { en: "english", fr: "french", ar: "arabic" };

/**
 * Words of a query: letters, digits and combining marks; at most 8 words of 40 characters. A "word" of marks
 * or tatweel alone would be empty once folded (and an empty operand is a tsquery syntax error): left out.
 */
export function wordsOf(query: string): string[] {
  const words =
    query
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return words
    .filter((w) => /[\p{L}\p{N}]/u.test(w.replace(/\u0640/g, "")))
    .slice(0, 8)
    .map((w) => w.slice(0, 40));
}

/** tsquery source text: all words must match; `weight` A restricts to the name. Words hold no operators. */
export function tsQuerySource(words: string[], weight?: "A"): string {
  return words.map((w) => (weight ? `${w}:${weight}` : w)).join(" & ");
}

/**
 * `documents @@ query` in the requested language, or in en (the fallback language of every text); with `band`, only
 * documents in that search band, a condition inside each language's index scan (its GIN holds the bands too).
 */
function matches(lang: Language, source: string, band?: number): SQL {
  const inBand = band === undefined ? sql`` : sql` and s.bands @> array[${band}]::smallint[]`;
  const en = sql`(s.search_en @@ to_tsquery('english', shop_fold(${source}))${inBand})`;
  if (lang === "en") return en;
  const own = sql`(s.${sql.raw(`search_${lang}`)} @@ to_tsquery(${sql.raw(`'${CONFIG[lang]}'`)}, shop_fold(${source}))${inBand})`;
  return sql`(${own} or ${en})`;
}

/**
 * A band's matches are a few thousand rows at most: run on one process. Parallel workers took 50 ms to start on
 * a busy 2-core machine for a 5-15 ms query (1M products), and under load every core is busy with other queries.
 */
const BAND_SETTINGS = "set local max_parallel_workers_per_gather = 0";

/**
 * Full-text matches: the best-selling `limit` products matching every word anywhere in their documents
 * (name A, category/tags/keywords B, description C), in `lang` or en. Tier 2 when the words are in the name,
 * else 1; ordered by tier, then best sellers first. Read from product_search alone (popularity, listed and bands
 * live beside the documents), in each search band in turn (catalogue.search-bands.ts): when a band holds `limit`
 * matches they are the best-selling `limit` of all (every other match sells less), else the next band is
 * read, and finally every document. A band whose expected matches (at the rate of the last band read) fall
 * below the limit is skipped: its query would most likely be wasted. `bands`: from tests, else searchBands().
 */
export async function fullTextMatches(
  db: Db,
  words: string[],
  lang: Language,
  limit = CANDIDATE_LIMIT,
  bands?: readonly Band[],
): Promise<TextMatchRow[]> {
  const inName = matches(lang, tsQuerySource(words, "A"));
  const inBand = async (tx: Pick<Db, "execute">, band?: number) => {
    // products.popularity is product_search's (the triggers of 0029 copy it in the same transaction).
    const result = await tx.execute(
      asMatches(
        sql`select ${facetColumns(lang)}, m.tier from (
          select s.product_id, s.popularity, case when ${inName} then 2 else 1 end as tier
          from product_search s
          where s.listed and ${matches(lang, tsQuerySource(words), band)}
          order by s.popularity desc, s.product_id desc
          limit ${limit}
        ) m join products p on p.id = m.product_id`,
        sql`r.tier desc, r.popularity desc, r.id desc`,
      ),
    );
    return matchesOf(result);
  };
  const all = bands ?? (await searchBands(db));
  if (!all.length) return inBand(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(BAND_SETTINGS));
    let last: { rank: number; found: number } | undefined;
    for (const band of all) {
      if (last && (last.found * band.rank) / last.rank < limit) continue;
      const rows = await inBand(tx, band.band);
      if (rows.length >= limit) return rows;
      last = { rank: band.rank, found: rows.length };
    }
    return inBand(tx);
  });
}

/** The names of a product in every language, folded: what the trigram index of migration 0003 covers. */
const names = sql`(p.sort_name_en || ' ' || p.sort_name_fr || ' ' || p.sort_name_ar)`;

/**
 * Typo-tolerant matches: products with a name word similar to the query (pg_trgm word similarity above
 * pg_trgm.word_similarity_threshold, 0.6 by default), in any language; most similar first, then best sellers.
 */
export async function trigramMatches(db: Db, query: string, lang: Language, limit: number): Promise<TextMatchRow[]> {
  const words = wordsOf(query);
  // Trigrams of one- or two-letter words match almost anything.
  if (!words.some((w) => w.length >= 3)) return [];
  const q = words.join(" ");
  const result = await db.execute(
    asMatches(
      sql`select ${facetColumns(lang)}, 0 as tier, word_similarity(shop_fold(${q}), ${names}) as similarity
        from products p
        where p.listed and ${names} %> shop_fold(${q})
        order by similarity desc, p.popularity desc, p.id desc
        limit ${limit}`,
      sql`r.similarity desc, r.popularity desc, r.id desc`,
    ),
  );
  return matchesOf(result);
}

/** Search-as-you-type looks at this many name matches at most (any of them, not the best sellers). */
export const PREFIX_POOL = 1000;

/**
 * Search-as-you-type: the best sellers among up to PREFIX_POOL products with a name word (in any language)
 * starting with each typed word, e.g. "fidd le" finds "Fiddle Leaf Fig". The trigram index serves the LIKE
 * patterns; the pool bounds the cost of one-letter prefixes, and keeps the planner off the popularity index,
 * which would read the whole table for a prefix that matches nothing.
 */
export async function namePrefixMatches(db: Db, query: string, limit: number): Promise<number[]> {
  const words = wordsOf(query);
  if (!words.length) return [];
  // Words hold only letters, digits and marks: nothing for LIKE to interpret.
  const conditions = words.map(
    (w) => sql`(${names} like shop_fold(${w}) || '%' or ${names} like '% ' || shop_fold(${w}) || '%')`,
  );
  const result = await db.execute(sql`
    select id from (
      select p.id, p.popularity from products p
      where p.listed and ${sql.join(conditions, sql` and `)}
      limit ${PREFIX_POOL}
    ) m
    order by popularity desc nulls last, id desc
    limit ${limit}`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/** Full-text matches first; when they are few, typo-tolerant matches are added (tier 0). */
export async function textMatches(db: Db, query: string, lang: Language): Promise<TextMatchRow[]> {
  const words = wordsOf(query);
  const fts = words.length ? await fullTextMatches(db, words, lang) : [];
  if (fts.length >= FEW_MATCHES) return fts;
  const seen = new Set(fts.map((m) => m.id));
  const typo = await trigramMatches(db, query, lang, CANDIDATE_LIMIT);
  return [...fts, ...typo.filter((m) => !seen.has(m.id))];
}

/** The JSON array per match of asMatches: TextMatchRow's values in this order (`r` is a row of its subquery). */
const ROW_VALUES = sql.raw(
  [
    ...["id", "categoryId", "light", "watering", "difficulty", "petSafe", "tags", "potSizes", "potColours"],
    ...["inStock", "onSale", "featured", "minPrice", "popularity", "createdAt", "rating", "reviewCount", "sortName"],
    "tier",
  ]
    .map((k) => `r."${k}"`)
    .join(", "),
);

// biome-ignore format: one line per column of ROW_VALUES is easier to check against it
type RowValues = [number, number, string | null, string | null, string | null, boolean | null, string[] | null,
  string[] | null, string[] | null, boolean, boolean, boolean, number, number, number, number, number, string, number];

/** `rows` (columns of ROW_VALUES) as one row whose `matches` is a JSON array of arrays, in `order` (over `r`). */
function asMatches(rows: SQL, order: SQL): SQL {
  return sql`select coalesce(json_agg(json_build_array(${ROW_VALUES}) order by ${order}), '[]') as matches from (${rows}) r`;
}

/**
 * Matches answered as one JSON array of arrays (json_agg): one JSON.parse in the driver instead of 1,000 rows of 19
 * columns parsed field by field (text arrays character by character), which cost a cache miss ~10-25 ms of CPU.
 */
function matchesOf(result: unknown): TextMatchRow[] {
  const [row] = rowsOf<{ matches: RowValues[] | string }>(result);
  const values = typeof row?.matches === "string" ? (JSON.parse(row.matches) as RowValues[]) : (row?.matches ?? []);
  return values.map((v) => ({
    id: Number(v[0]),
    categoryId: Number(v[1]),
    light: v[2],
    watering: v[3],
    difficulty: v[4],
    petSafe: v[5],
    tags: v[6] ?? [],
    potSizes: v[7] ?? [],
    potColours: v[8] ?? [],
    inStock: v[9],
    onSale: v[10],
    featured: v[11],
    minPrice: Number(v[12]),
    popularity: Number(v[13]),
    createdAt: Number(v[14]),
    rating: Number(v[15]),
    reviewCount: Number(v[16]),
    sortName: v[17],
    tier: Number(v[18]),
  }));
}
