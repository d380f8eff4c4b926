import type { Facets, Language } from "@shop/shared";
import { data, redirect } from "react-router";
import { languageFromQuery } from "../../shell/i18n/request-language";
import { publicOrigin } from "../../shell/seo/public-origin.server";
import { pageLinks } from "../../shell/seo/seo-links";
import { toCardProduct } from "./card-product";
import { fetchCategories, searchWithFacets } from "./catalogue-api.server";
import { popularCategories, toCategoryOptions } from "./category-option";
import {
  canonicalSearch,
  collectionSearch,
  pageCountOf,
  paginationOf,
  parseCollectionQuery,
  toCriteria,
  withPage,
} from "./collection-query";

/**
 * One collection page from its URL: the filters, sort and page in the query (and the search text of the
 * productName route), the matching products with facet counts, the categories, and the page's links.
 */
export async function loadCollection(request: Request, lang: Language, text?: string) {
  const url = new URL(request.url);
  const state = parseCollectionQuery(url.searchParams);
  const [result, categories] = await Promise.all([
    searchWithFacets(request, {
      filtercriteria: toCriteria(state, text),
      paginationpayload: paginationOf(state),
      sortpayload: { sortBy: state.sort },
      lang,
    }).catch(() => null),
    fetchCategories(request, lang).catch(() => null),
  ]);
  const options = toCategoryOptions(categories ?? []);
  // DESIGN "unknown paths": a collection of categories none of which exists is a 404 (not when the list failed).
  const asked = state.lists.category;
  if (categories && asked.length > 0 && !asked.some((slug) => options.some((option) => option.slug === slug))) {
    throw data({ categories: popularCategories(options, 8) }, { status: 404 });
  }
  const totalCount = result?.totalCount ?? 0;
  const pages = pageCountOf(totalCount);
  if (result && totalCount > 0 && state.page > pages) {
    throw redirect(`${url.pathname}${collectionSearch(withPage(state, pages))}`);
  }
  return {
    state,
    text: text ?? null,
    products: (result?.products ?? []).map(toCardProduct),
    totalCount,
    pages,
    facets: (result?.facets ?? null) as Facets | null,
    categories: options,
    links: pageLinks(publicOrigin(request), `${url.pathname}${canonicalSearch(state)}`, languageFromQuery(request.url)),
    failed: result === null,
  };
}

export type CollectionData = Awaited<ReturnType<typeof loadCollection>>;
