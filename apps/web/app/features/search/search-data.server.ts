import type { Language } from "@shop/shared";
import { redirect } from "react-router";
import { toCardProduct } from "../catalogue/card-product";
import { searchProducts } from "../catalogue/catalogue-api.server";
import { pageCount, pageHref, pagination, parsePage } from "./search-page";

/** Text search through displayproducts/search with productName (SPEC 7), one page at a time. */
export async function loadSearch(request: Request, lang: Language, query: string) {
  const page = parsePage(request.url);
  try {
    const result = await searchProducts(request, {
      filtercriteria: [{ filterBy: "productName", filtervalue: query.slice(0, 200), filtercond: "equal" }],
      paginationpayload: pagination(page),
      sortpayload: { sortBy: "popularity" },
      lang,
    });
    const pages = pageCount(result.totalCount);
    if (page > pages && result.totalCount > 0) throw redirect(pageHref(new URL(request.url).pathname, pages));
    return {
      query,
      page,
      pages,
      totalCount: result.totalCount,
      products: result.products.map(toCardProduct),
      failed: false,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    return { query, page, pages: 1, totalCount: 0, products: [], failed: true };
  }
}
