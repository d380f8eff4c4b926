import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { usePaginationLabels } from "../../shell/i18n/pagination-labels";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { Pagination } from "../../ui/pagination";
import { ActiveFilters } from "./active-filters";
import type { CardProduct } from "./card-product";
import type { CollectionData } from "./collection-data.server";
import { CollectionEmpty } from "./collection-empty";
import { collectionCrumbs, collectionLayoutFor, collectionTitle } from "./collection-layout";
import { activeFilterCount, clearFilters, hasFilters, withPage } from "./collection-query";
import { FilterPanel } from "./filter-panel";
import { InfiniteProducts } from "./infinite-products";
import { ProductGrid } from "./product-grid";
import { SortSelect } from "./sort-select";
import { useCollectionNav } from "./use-collection-nav";
import { useFilterDrawer } from "./use-filter-drawer";

/** What the route adds from the compare feature, which sits above the catalogue. */
interface CompareParts {
  /** Shown in the toolbar, before the sort. */
  compareBar: ReactNode;
  /** The buttons under each product card. */
  cardActions: (product: CardProduct) => ReactNode;
}

/** A collection page: filters (sidebar or drawer), sort, active filters, products, pages or infinite scroll. */
export function CollectionView({ data, compareBar, cardActions }: { data: CollectionData } & CompareParts) {
  const { t } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const { pathname, search } = useLocation();
  const layout = collectionLayoutFor(pathname);
  const { state, products, totalCount, pages, facets, categories, text, failed } = data;
  const nav = useCollectionNav(state);
  const filters = useFilterDrawer(layout.sidebar === "none");
  const panelId = useId();
  const filtered = hasFilters(state);
  const count = activeFilterCount(state);

  return (
    <div className="container page collection" data-sidebar={layout.sidebar}>
      <Breadcrumbs items={collectionCrumbs(t, state, categories, text)} label={t("breadcrumbs.label")} />
      <div className="collection__head">
        <h1>{collectionTitle(t, state, categories, text)}</h1>
        <p className="collection__count" role="status">
          {failed ? t("collection.failedTitle") : t("search.count", { count: totalCount })}
        </p>
      </div>
      <div className="collection__layout">
        {facets && (
          // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal is only set while the role is dialog
          <div
            id={panelId}
            ref={filters.panel}
            className="collection__filters"
            data-drawer={filters.drawer}
            data-open={filters.open}
            role={filters.open ? "dialog" : "region"}
            aria-modal={filters.open || undefined}
            aria-label={t("filters.title")}
          >
            <FilterPanel
              state={state}
              nav={nav}
              facets={facets}
              categories={categories}
              totalCount={totalCount}
              drawer={filters.drawer}
              closeButton={filters.closeButton}
              onClose={filters.close}
            />
          </div>
        )}
        {filters.open && <div className="collection__backdrop" aria-hidden="true" onClick={filters.close} />}
        <div className="collection__main" aria-busy={nav.busy}>
          <div className="collection__toolbar">
            {facets && (
              <button
                ref={filters.toggle}
                type="button"
                className="button button--outline collection__filters-toggle"
                aria-expanded={filters.open}
                aria-controls={panelId}
                onClick={filters.show}
              >
                <SlidersHorizontal aria-hidden="true" size={18} />
                <span>{t("filters.title")}</span>
                {count > 0 && <span className="filter-group__badge">{count}</span>}
              </button>
            )}
            {compareBar}
            <SortSelect nav={nav} />
          </div>
          <ActiveFilters state={state} nav={nav} categories={categories} />
          <h2 className="sr-only">{t("collection.products")}</h2>
          {products.length === 0 ? (
            <CollectionEmpty
              failed={failed}
              text={text}
              filtered={filtered}
              clearHref={nav.hrefFor(clearFilters(state))}
              retryHref={`${pathname}${search}`}
              categories={categories}
            />
          ) : layout.infinite ? (
            <InfiniteProducts
              state={state}
              products={products}
              totalCount={totalCount}
              pages={pages}
              nav={nav}
              actions={cardActions}
            />
          ) : (
            <>
              <ProductGrid products={products} eagerCount={4} preloadFirst headingLevel={3} actions={cardActions} />
              <Pagination
                page={state.page}
                pageCount={pages}
                hrefFor={(n) => nav.hrefFor(withPage(state, n))}
                labels={paginationLabels}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
