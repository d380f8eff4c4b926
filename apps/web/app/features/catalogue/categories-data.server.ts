import type { Category, Language } from "@shop/shared";
import { languageFromQuery } from "../../shell/i18n/request-language";
import { publicOrigin } from "../../shell/seo/public-origin.server";
import { pageLinks } from "../../shell/seo/seo-links";
import { fetchCategories } from "./catalogue-api.server";
import { type CategoryOption, popularCategories, toCategoryOptions } from "./category-option";

/** The category list (GET /api/v1/home/cat-list) and the page's links. */
export async function loadCategories(request: Request, lang: Language) {
  const categories = await fetchCategories(request, lang).catch(() => [] as Category[]);
  return {
    categories: toCategoryOptions(categories),
    links: pageLinks(publicOrigin(request), "/pages/collection", languageFromQuery(request.url)),
  };
}

/** The popular categories of the search and 404 pages; none when the list cannot be read. */
export async function loadPopularCategories(request: Request, lang: Language, limit = 8): Promise<CategoryOption[]> {
  const categories = await fetchCategories(request, lang).catch(() => [] as Category[]);
  return popularCategories(toCategoryOptions(categories), limit);
}
