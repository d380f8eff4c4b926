import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { useHydrated } from "../../ui/use-hydrated";
import type { CardProduct } from "./card-product";
import type { CollectionData } from "./collection-data.server";
import { type CollectionState, withPage } from "./collection-query";
import { ProductGrid } from "./product-grid";
import type { CollectionNav } from "./use-collection-nav";
import { useInitialPages, useKeptPages } from "./use-restored-pages";

interface InfiniteProductsProps {
  state: CollectionState;
  products: CardProduct[];
  totalCount: number;
  pages: number;
  nav: CollectionNav;
  actions?: (product: CardProduct) => ReactNode;
}

function appendNew(list: CardProduct[], more: CardProduct[]): CardProduct[] {
  const seen = new Set(list.map((product) => product.productId));
  return [...list, ...more.filter((product) => !seen.has(product.productId))];
}

/**
 * The next page loads when the end of the list comes near (IntersectionObserver), or with "Load more".
 * Without scripts "Load more" is a link to the next page.
 */
export function InfiniteProducts({ state, products, totalCount, pages, nav, actions }: InfiniteProductsProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<CollectionData>();
  const sentinel = useRef<HTMLDivElement>(null);
  // Back to this collection: the pages loaded before (issue 16).
  const initial = useInitialPages(products, hydrated);
  const { restored } = initial;
  const [base, setBase] = useState(products);
  const [items, setItems] = useState(restored?.items ?? products);
  const [page, setPage] = useState(restored?.page ?? state.page);

  // New loader data (other filters or sort): start again from it.
  if (base !== products) {
    setBase(products);
    setItems(products);
    setPage(state.page);
  }

  const data = fetcher.data;
  useEffect(() => {
    // Only the page after the last one shown: a fetcher's answer outlives the list (React Router keeps it for the
    // same fetcher on a later visit), and page 3 appended to page 1 would leave page 2 out.
    if (!data || data.state.page !== page + 1) return;
    setItems((list) => appendNew(list, data.products));
    setPage(data.state.page);
  }, [data, page]);

  const restore = useCallback((saved: { items: CardProduct[]; page: number }) => {
    setItems(saved.items);
    setPage(saved.page);
  }, []);
  const current = base === products;
  useKeptPages({ initial, products, current, firstPage: state.page, items, page, restore });

  const more = page < pages;
  const nextHref = nav.hrefFor(withPage(state, page + 1));
  const loading = fetcher.state !== "idle";
  const loadMore = useCallback(() => {
    if (!loading && more) void fetcher.load(nextHref);
  }, [fetcher, loading, more, nextHref]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !more || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore, more]);

  return (
    <>
      <ProductGrid products={items} eagerCount={4} preloadFirst headingLevel={3} actions={actions} />
      <div className="infinite-more" ref={sentinel}>
        <p className="infinite-more__status" role="status">
          {loading ? t("collection.loadingMore") : t("collection.showing", { shown: items.length, total: totalCount })}
        </p>
        {more && hydrated && (
          <button type="button" className="button button--outline" aria-disabled={loading} onClick={loadMore}>
            {t("collection.loadMore")}
          </button>
        )}
        {more && !hydrated && (
          <Link to={nextHref} className="button button--outline">
            {t("collection.loadMore")}
          </Link>
        )}
        {!more && items.length > 0 && <p className="infinite-more__end">{t("collection.allShown")}</p>}
      </div>
    </>
  );
}
