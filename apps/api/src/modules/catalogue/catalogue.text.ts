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
    const result = await tx.execute(sql`
      select ${facetColumns(lang)}, m.tier from (
        select s.product_id, s.popularity, case when ${inName} then 2 else 1 end as tier
        from product_search s
        where s.listed and ${matches(lang, tsQuerySource(words), band)}
        order by s.popularity desc, s.product_id desc
        limit ${limit}
      ) m join products p on p.id = m.product_id
      order by m.tier desc, m.popularity desc, m.product_id desc`);
    return rowsOf<TextMatchRow>(result).map(normalise);
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
  const result = await db.execute(sql`
    select ${facetColumns(lang)}, 0 as tier from products p
    where p.listed and ${names} %> shop_fold(${q})
    order by word_similarity(shop_fold(${q}), ${names}) desc, p.popularity desc nulls last, p.id desc
    limit ${limit}`);
  return rowsOf<TextMatchRow>(result).map(normalise);
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

/** node-postgres and PGlite agree on these types, but numbers may come as strings from some drivers. */
function normalise(row: TextMatchRow): TextMatchRow {
  return {
    ...row,
    id: Number(row.id),
    categoryId: Number(row.categoryId),
    minPrice: Number(row.minPrice),
    popularity: Number(row.popularity),
    createdAt: Number(row.createdAt),
    rating: Number(row.rating),
    reviewCount: Number(row.reviewCount),
    tier: Number(row.tier),
    tags: row.tags ?? [],
    potSizes: row.potSizes ?? [],
    potColours: row.potColours ?? [],
  };
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
