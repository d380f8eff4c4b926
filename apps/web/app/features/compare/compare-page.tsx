import { isLanguage } from "@shop/shared";
import LayoutGrid from "lucide-react/icons/layout-grid";
import Scale from "lucide-react/icons/scale";
import Table from "lucide-react/icons/table";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useHydrated } from "../../ui/use-hydrated";
import { COMPARE_MAX, clearCompare, removeFromCompare, useCompareIds } from "./compare-list";
import { CompareCards, CompareTable } from "./compare-views";
import { useComparedProducts } from "./use-compared-products";

/** /pages/compare/one (table) and /two (cards): up to four products, kept in this browser. */
export function ComparePage({ view }: { view: "table" | "cards" }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const ids = useCompareIds();
  const lang = isLanguage(i18n.language) ? i18n.language : "en";
  const { products, state, gone, retry } = useComparedProducts(ids, lang, hydrated);

  // Products the shop no longer lists leave the comparison.
  useEffect(() => {
    for (const id of gone) removeFromCompare(id);
  }, [gone]);

  const loading = !hydrated || (state === "loading" && products.length < ids.length);
  return (
    <div className="container page compare">
      <div className="compare__head">
        <h1>{t("compare.title")}</h1>
        <p className="compare__count" role="status">
          {hydrated ? t("compare.count", { count: ids.length, max: COMPARE_MAX }) : ""}
        </p>
        <div className="compare__tools">
          <nav className="compare__views" aria-label={t("compare.views")}>
            <Link to="/pages/compare/one" aria-current={view === "table" ? "page" : undefined}>
              <Table aria-hidden="true" size={18} />
              {t("compare.tableView")}
            </Link>
            <Link to="/pages/compare/two" aria-current={view === "cards" ? "page" : undefined}>
              <LayoutGrid aria-hidden="true" size={18} />
              {t("compare.cardView")}
            </Link>
          </nav>
          {ids.length > 0 && (
            <button type="button" className="button button--outline" onClick={clearCompare}>
              {t("compare.clear")}
            </button>
          )}
        </div>
      </div>
      {loading ? (
        <p className="compare__loading">{t("compare.loading")}</p>
      ) : state === "failed" ? (
        <div className="empty-state">
          <p>{t("compare.failed")}</p>
          <button type="button" className="button button--primary" onClick={retry}>
            {t("collection.retry")}
          </button>
        </div>
      ) : products.length === 0 ? (
        <div className="empty-state">
          <Scale aria-hidden="true" size={48} />
          <h2>{t("compare.emptyTitle")}</h2>
          <p>{t("compare.emptyText", { max: COMPARE_MAX })}</p>
          <Link to="/shop/collection/left/sidebar" className="button button--primary">
            {t("search.browseShop")}
          </Link>
        </div>
      ) : view === "table" ? (
        <CompareTable products={products} />
      ) : (
        <CompareCards products={products} />
      )}
    </div>
  );
}
