import SearchX from "lucide-react/icons/search-x";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Pagination } from "../../ui/pagination";
import type { CardProduct } from "../catalogue/card-product";
import { ProductGrid } from "../catalogue/product-grid";
import { pageHref } from "./search-page";

interface SearchResultsProps {
  query: string;
  page: number;
  pages: number;
  totalCount: number;
  products: CardProduct[];
  failed: boolean;
}

export function SearchResults({ query, page, pages, totalCount, products, failed }: SearchResultsProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="container page search-page">
      <h1>{t("search.resultsTitle", { query })}</h1>
      <p className="search-page__count" role="status">
        {failed ? t("search.failed") : t("search.count", { count: totalCount })}
      </p>
      {products.length > 0 ? (
        <>
          <ProductGrid products={products} eagerCount={4} headingLevel={2} />
          <Pagination
            page={page}
            pageCount={pages}
            hrefFor={(n) => pageHref(pathname, n)}
            labels={{
              nav: t("pagination.label"),
              previous: t("pagination.previous"),
              next: t("pagination.next"),
              page: (n) => t("pagination.page", { page: n }),
            }}
          />
        </>
      ) : (
        <div className="empty-state">
          <SearchX aria-hidden="true" size={48} />
          <h2>{t("search.emptyTitle")}</h2>
          <p>{t("search.emptyText")}</p>
          <Link to="/shop/collection/left/sidebar" className="button button--primary">
            {t("search.browseShop")}
          </Link>
        </div>
      )}
    </div>
  );
}
