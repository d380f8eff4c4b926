import type { FilterCriterion, Language, SortBy } from "@shop/shared";
import { type CardProduct, toCardProduct } from "../catalogue";
import { fetchCategories, searchProducts } from "../catalogue/index.server";

export const RAIL_SIZE = 8;

async function rail(
  request: Request,
  lang: Language,
  filtercriteria: FilterCriterion[],
  sortBy: SortBy,
): Promise<CardProduct[]> {
  try {
    const result = await searchProducts(request, {
      filtercriteria,
      paginationpayload: { from: 0, limit: RAIL_SIZE },
      sortpayload: { sortBy },
      lang,
    });
    return result.products.map(toCardProduct);
  } catch {
    return [];
  }
}

/** Categories and the three rails, loaded in parallel; a failed part is left out of the page. */
export async function loadHome(request: Request, lang: Language) {
  const [categories, featured, newest, onSale] = await Promise.all([
    fetchCategories(request, lang).catch(() => []),
    rail(request, lang, [{ filterBy: "featured", filtervalue: "true", filtercond: "equal" }], "popularity"),
    rail(request, lang, [], "newest"),
    rail(request, lang, [{ filterBy: "onSale", filtervalue: "true", filtercond: "equal" }], "popularity"),
  ]);
  return { categories, featured, newest, onSale };
}
