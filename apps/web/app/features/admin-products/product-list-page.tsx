import type { RowSelectionState } from "@tanstack/react-table";
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import Plus from "lucide-react/icons/plus";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigation } from "react-router";
import { usePaginationLabels } from "../../shell/i18n/pagination-labels";
import { Pagination } from "../../ui/pagination";
import { AdminShell, StaffContent } from "../admin";
import { pageCount } from "../orders";
import { ProductFilters } from "./product-filters";
import { defaultProductListQuery, PRODUCT_PAGE_SIZE, productListHref, productListSearch } from "./product-list-query";
import { PriceActions } from "./product-selection";
import { ProductTable } from "./product-table";
import type { ProductListData } from "./products-data.server";
import "../../styles/admin-products.css";

/** /admin/products: every product (drafts and archived too), searched, filtered, sorted and paged on the server. */
export function ProductListPage({ data }: { data: ProductListData }) {
  const { t } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const navigation = useNavigation();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/products";
  const { query } = data;
  const filtered = productListHref({ ...query, sort: "updated", dir: "", page: 1 }) !== "/admin/products";
  return (
    <AdminShell crumbs={[{ label: t("admin.products.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.failed")}>
        {({ list, categories }) => (
          <div className="admin-products">
            <div className="admin-products__head">
              <h1>{t("admin.products.title")}</h1>
              <div className="admin-products__actions">
                <Link
                  to={`/admin/products/import${productListSearch({ ...query, sort: "updated", dir: "", page: 1 })}`}
                  className="button button--outline"
                >
                  <FileSpreadsheet aria-hidden="true" size={18} />
                  {t("admin.productsCsv.link")}
                </Link>
                <Link to="/admin/products/new" className="button button--primary">
                  <Plus aria-hidden="true" size={18} />
                  {t("admin.products.new")}
                </Link>
              </div>
            </div>
            <ProductFilters
              key={`${query.category}-${query.status}-${query.stock}-${query.onSale}`}
              query={query}
              categories={categories}
            />
            <PriceActions
              query={query}
              categories={categories}
              selection={selection}
              onSelectionChange={setSelection}
            />
            <div className="admin-products__list" aria-busy={loading || undefined}>
              <p className="admin-count" role="status">
                {loading
                  ? t("admin.products.loading")
                  : t(list.totalCountCapped ? "admin.products.countCapped" : "admin.products.count", {
                      count: list.totalCount,
                    })}
              </p>
              {list.rows.length === 0 ? (
                <div className="empty-state">
                  <p>{filtered ? t("admin.products.noMatch") : t("admin.products.none")}</p>
                  {filtered && (
                    <Link to={productListHref(defaultProductListQuery)} className="button button--outline">
                      {t("admin.products.clear")}
                    </Link>
                  )}
                </div>
              ) : (
                <ProductTable rows={list.rows} query={query} selection={selection} onSelectionChange={setSelection} />
              )}
              <Pagination
                page={query.page}
                // A capped count ("100+"): one more page is always offered, and its answer counts further.
                pageCount={pageCount(
                  list.totalCount + (list.totalCountCapped ? PRODUCT_PAGE_SIZE : 0),
                  PRODUCT_PAGE_SIZE,
                )}
                hrefFor={(page) => productListHref({ ...query, page })}
                labels={paginationLabels}
              />
            </div>
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
