import {
  DEFAULT_PAGE_SIZE,
  type FilterCriterion,
  type Language,
  type LineProduct,
  type Product,
  type ProductBySlugRequest,
  type ProductFacetedSearchResponse,
  type ProductListResponse,
  type ProductPageResponse,
  type ProductSearchRequest,
  type ProductSuggestRequest,
  type ProductSuggestResponse,
  type Sku,
} from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { SerializedReply } from "../../lib/reply";
import { redirectedSlug } from "./catalogue.admin.repo";
import { LruTtlCache } from "./catalogue.cache";
import { countFacets, countTotal, storedTotal } from "./catalogue.facet-counts";
import { type FacetCounts, toFacets } from "./catalogue.facets";
import type { CatalogueQuery } from "./catalogue.filters";
import { catalogueFreshness } from "./catalogue.freshness";
import { toImage, toLineProduct, toProduct } from "./catalogue.mappers";
import { CategoryTree, nameOf, readCriteria } from "./catalogue.query";
import {
  countListedByCategory,
  findProductBySlug,
  findProducts,
  findSkuStates,
  listCategoryRows,
  listProductIds,
  listSitemapSlugs,
  listSuggestions,
  type Page,
  type ProductPageRow,
  updateReviewFigures,
} from "./catalogue.repo";
import { createSearchBandJob, searchBands } from "./catalogue.search-bands";
import type { SkuStateRow } from "./catalogue.sql";
import { namePrefixMatches, trigramMatches } from "./catalogue.text";
import { createTextResults } from "./catalogue.text-results";
import type { StoredMatches } from "./catalogue.text-store";

export { toImage, toProduct } from "./catalogue.mappers";

/** SPEC 5: a request with no criteria means filterBy category, empty value, condition latest. */
const defaultCriterion: FilterCriterion = { filterBy: "category", filtervalue: "", filtercond: "latest" };

const SUGGESTED_PRODUCTS = 6;
const SUGGESTED_CATEGORIES = 4;
const RELATED = 8;

export interface CatalogueServiceOptions {
  /**
   * How long counts, facets, text search matches, suggestions, products and product pages are kept (per
   * instance; decisions 0002 and 0004). Which products a non-text page lists is kept for at most LIST_TTL_MS.
   * 0: no caching.
   */
  cacheTtlMs?: number;
  /**
   * Where the public reads go (lists, pages, search, suggestions, categories, sitemap): the read replica when
   * DATABASE_READ_URL is set. Live SKU states (cart and checkout), unlisted products and the back office's reads
   * stay on `db`, the primary. Default: `db`.
   */
  readDb?: Db;
}

/** How long a non-text page's product ids are kept: a hot category page at a peak is one query a second (0004). */
export const LIST_TTL_MS = 1_000;

/** At most this many characters of product page JSON are cached: ~8 MB. */
export const CACHED_PAGE_CHARS = 8_000_000;

export function createCatalogueService(db: Db, options: CatalogueServiceOptions = {}) {
  const ttl = options.cacheTtlMs ?? 15_000;
  const read = options.readDb ?? db;
  const trees = new LruTtlCache<CategoryTree>(ttl, 1);
  // Counts, facets and text matches are slow to compute for broad sets: served stale for one more TTL while
  // they are recomputed in the background.
  const stats = new LruTtlCache<FacetCounts>(ttl, 2_000, ttl);
  const counts = new LruTtlCache<number>(ttl, 2_000, ttl);
  const suggestions = new LruTtlCache<ProductSuggestResponse>(ttl, 2_000);
  const texts = createTextResults(read, ttl);
  // A product page is a few KB of JSON: bounded by their total as well as by count, so a crawler keeps memory
  // flat (decision 0021).
  const pages = new LruTtlCache<SerializedReply<ProductPageResponse>>(ttl, 1_000, 0, {
    of: (page) => page.envelopeJson.length,
    max: CACHED_PAGE_CHARS,
  });
  const productCache = new LruTtlCache<Product>(ttl, 10_000);
  const lists = new LruTtlCache<number[]>(Math.min(ttl, LIST_TTL_MS), 2_000);

  /** Other modules' caches built from the catalogue (home's category list), cleared with the catalogue's. */
  const dependents: Array<() => void> = [];
  const clearAll = () => {
    for (const cache of [trees, stats, counts, suggestions, pages, texts, productCache, lists]) cache.clear();
    for (const clear of dependents) clear();
  };
  /**
   * Clears the caches when a product changed on any instance (decision 0002, back-office addendum). Read where the
   * caches are filled from: with a replica, they are cleared again once the change has been replayed there.
   */
  const fresh = catalogueFreshness(read, clearAll);

  const categoryTree = () => trees.get("tree", async () => new CategoryTree(await listCategoryRows(read)));

  /** Reads a list request: criteria (SPEC 5 default when none), text matches, page, sort and cache key. */
  async function prepare(request: ProductSearchRequest) {
    await fresh();
    const criteria = request.filtercriteria?.length ? request.filtercriteria : [defaultCriterion];
    const lang = request.lang ?? "en";
    const limit = request.paginationpayload?.limit ?? DEFAULT_PAGE_SIZE;
    const from = request.paginationpayload?.from ?? 0;
    const tree = await categoryTree();
    const { query, text } = readCriteria(criteria, tree);
    const matches = text ? await texts.matches(text, lang) : undefined;
    const page = { offset: from * limit, limit, sortBy: request.sortpayload?.sortBy ?? "popularity", lang };
    return { query, matches, page, key: JSON.stringify(criteria), tree, lang };
  }

  /** Wire products by id, in that order: from the cache, the missing ones in one query. */
  async function productsByIds(ids: number[], lang: Language): Promise<Product[]> {
    const key = (id: number) => `${id}:${lang}`;
    const found = await productCache.getMany(ids.map(key), async (missing) => {
      const rows = await findProducts(
        read,
        missing.map((k) => Number(k.split(":")[0])),
        lang,
      );
      return new Map(rows.map((r) => [key(r.id), toProduct(r, lang)]));
    });
    return ids.flatMap((id) => found.get(key(id)) ?? []);
  }

  /** One page of a text search: its matches filtered, sorted and cut in memory. */
  async function textPage(matches: StoredMatches, query: CatalogueQuery, page: Page, key: string) {
    const { ids, totalCount } = texts.page(matches, query, page, key);
    return { products: await productsByIds(ids, page.lang), totalCount };
  }

  /** One page of a catalogue query; which products it lists is at most LIST_TTL_MS old (filters, sort, listed). */
  const listPage = async (query: CatalogueQuery, page: Page, key: string) => {
    const listKey = `${key}|${page.sortBy}|${page.offset}|${page.limit}|${page.lang}`;
    return productsByIds(await lists.get(listKey, () => listProductIds(read, query, page)), page.lang);
  };

  /** A former slug (the English name changed): the current page with redirectTo, so the web answers 301. */
  async function redirectOrNotFound(slug: string, lang: Language): Promise<SerializedReply<ProductPageResponse>> {
    const current = await redirectedSlug(read, slug);
    const row = current && (await findProductBySlug(read, current, lang, RELATED));
    if (!row) throw new AppError("NOT_FOUND", "This product was not found.", "Search the catalogue instead.");
    return SerializedReply.of({ ...(await pageOf(row, lang)), redirectTo: row.slug });
  }

  async function pageOf(row: ProductPageRow, lang: Language): Promise<ProductPageResponse> {
    const [related, tree] = await Promise.all([productsByIds(row.related, lang), categoryTree()]);
    return {
      product: { ...toProduct(row, lang), careText: row.careText },
      related,
      breadcrumbs: tree
        .chain(row.categoryId)
        .map((c) => ({ categoryId: c.id, slug: c.slug, name: nameOf(c.name, lang) })),
    };
  }

  return {
    /** Every category (tree order by position), for the home module's category list. */
    categoryRows: () => listCategoryRows(read),
    /** Listed products per category (direct members only). */
    listedCountsByCategory: () => countListedByCategory(read),

    /** displayproducts/search: a page of products, totalCount and facet counts. */
    async search(request: ProductSearchRequest): Promise<ProductFacetedSearchResponse> {
      const { query, matches, page, key, tree, lang } = await prepare(request);
      if (matches) {
        const { products, totalCount } = await textPage(matches, query, page, key);
        const raw = texts.facets(matches, query, key);
        return { products, totalCount, facets: toFacets(raw, tree, lang) };
      }
      const [products, raw] = await Promise.all([
        listPage(query, page, key),
        stats.get(key, () => countFacets(read, query)),
      ]);
      return { products, totalCount: raw.total, facets: toFacets(raw, tree, lang) };
    },

    /** displayproducts/searchonlyproducts: the same products and totalCount, without facets. */
    async searchOnlyProducts(request: ProductSearchRequest): Promise<ProductListResponse> {
      const { query, matches, page, key } = await prepare(request);
      if (matches) return textPage(matches, query, page, key);
      const [products, totalCount] = await Promise.all([
        listPage(query, page, key),
        counts.get(key, () => countTotal(read, query)),
      ]);
      return { products, totalCount };
    },

    /** Search-as-you-type: best sellers with name words starting with the typed words; typo-tolerant when few. */
    async suggest(request: ProductSuggestRequest): Promise<ProductSuggestResponse> {
      await fresh();
      const lang = request.lang ?? "en";
      const q = request.q.trim();
      return suggestions.get(JSON.stringify([q.toLowerCase(), lang]), async () => {
        const ids = await namePrefixMatches(read, q, SUGGESTED_PRODUCTS);
        if (ids.length < SUGGESTED_PRODUCTS) {
          const typo = await trigramMatches(read, q, lang, SUGGESTED_PRODUCTS);
          for (const { id } of typo) if (ids.length < SUGGESTED_PRODUCTS && !ids.includes(id)) ids.push(id);
        }
        const [rows, tree] = await Promise.all([listSuggestions(read, ids, lang), categoryTree()]);
        return {
          products: rows.map((r) => ({
            productId: r.id,
            slug: r.slug,
            name: r.name,
            image: r.image ? toImage(r.image, lang) : null,
            price: Number(r.price),
            discount: Number(r.discount),
          })),
          categories: tree.match(q, lang, SUGGESTED_CATEGORIES),
        };
      });
    },

    /** displayproducts/product: the product page, serialised; NOT_FOUND when not listed. */
    async productPageJson(request: ProductBySlugRequest): Promise<SerializedReply<ProductPageResponse>> {
      await fresh();
      const lang = request.lang ?? "en";
      return pages.get(JSON.stringify([request.slug, lang]), async () => {
        const row = await findProductBySlug(read, request.slug, lang, RELATED);
        if (!row) return redirectOrNotFound(request.slug, lang);
        return SerializedReply.of(await pageOf(row, lang));
      });
    },

    /** Whether SKUs can be bought and how many are left, read live (cart and wish-list rules). */
    skuStates: (skuIds: number[]) => findSkuStates(db, skuIds),

    /**
     * Cart and wish-list lines: each SKU (its live state, from skuStates or a query built on skuStatesOf) with its
     * product in `lang`. Price, discount and stock replace the SKU's entry in product.skus; the product comes from
     * the product cache, or from the database when it is no longer listed. A SKU that can no longer be bought
     * shows stock 0.
     */
    async skuLines(states: SkuStateRow[], lang: Language): Promise<Map<number, { product: LineProduct; sku: Sku }>> {
      await fresh();
      const productIds = [...new Set(states.map((s) => s.productId))];
      const products = new Map((await productsByIds(productIds, lang)).map((p) => [p.productId, p]));
      const unlisted = productIds.filter((id) => !products.has(id));
      for (const row of await findProducts(db, unlisted, lang, false)) products.set(row.id, toProduct(row, lang));
      const lines = new Map<number, { product: LineProduct; sku: Sku }>();
      for (const s of states) {
        const product = products.get(s.productId);
        if (!product) continue;
        const options = { potSize: s.potSize, potColour: s.potColour };
        const stock = s.available ? s.stock : 0;
        const sku: Sku = { skuId: s.skuId, code: s.code, options, price: s.price, discount: s.discount, stock };
        lines.set(s.skuId, { product: toLineProduct(product), sku });
      }
      return lines;
    },

    /** For the sitemap: category slugs, the number of listed products and one page of their slugs. */
    async sitemapCategories(): Promise<string[]> {
      return (await categoryTree()).ordered().map((c) => c.slug);
    },
    countListed: () => counts.get("listed", () => storedTotal(read, "all")),
    sitemapSlugs: (offset: number, limit: number) => listSitemapSlugs(read, offset, limit),

    /** Name and slug of products by id, listed or not, in `lang` (the back office's review list). */
    async productNames(ids: number[], lang: Language): Promise<Map<number, { name: string; slug: string }>> {
      const rows = await findProducts(db, [...new Set(ids)], lang, false);
      return new Map(rows.map((r) => [r.id, { name: r.name, slug: r.slug }]));
    },

    /**
     * The reviews module's figures of a product (from its approved reviews), written in that module's transaction
     * `tx`; call invalidate() once it commits.
     */
    setReviewFigures: (tx: Db, productId: number, figures: { rating: number; reviewCount: number }) =>
      updateReviewFigures(tx, productId, figures),

    /** Forget every cached count, facet, suggestion and page (after a catalogue write on this instance). */
    invalidate: clearAll,
    /** Clear `clear` too whenever the catalogue's caches are cleared (here or after a change on any instance). */
    onInvalidate: (clear: () => void) => {
      dependents.push(clear);
    },
    /** Reads whether the catalogue changed on any instance (at most once a second), clearing caches if so. */
    checkFresh: fresh,
    /** Reads what a text search needs first (its search bands, issue 17), so the first search does not wait. */
    warmUp: () => searchBands(read).then(() => undefined),
    /** The job that keeps the search bands' floors (on the primary: it writes them). */
    searchBandJob: (log: Parameters<typeof createSearchBandJob>[1]) => createSearchBandJob(db, log),
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
