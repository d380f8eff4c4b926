import PackageSearch from "lucide-react/icons/package-search";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { categoryPath } from "./card-product";
import { type CategoryOption, popularCategories } from "./category-option";

interface CollectionEmptyProps {
  failed: boolean;
  /** The search text of the productName route. */
  text: string | null;
  filtered: boolean;
  clearHref: string;
  retryHref: string;
  categories: CategoryOption[];
}

/** No products: why, and ways on (clear the filters, popular categories, the whole shop). */
export function CollectionEmpty({ failed, text, filtered, clearHref, retryHref, categories }: CollectionEmptyProps) {
  const { t } = useTranslation();
  const popular = popularCategories(categories);
  let title = t("collection.emptyTitle");
  let body = t("collection.emptyText");
  if (failed) {
    title = t("collection.failedTitle");
    body = t("collection.failedText");
  } else if (text) {
    title = t("search.emptyTitle");
    body = filtered ? t("collection.noMatchText") : t("search.emptyText");
  } else if (filtered) {
    title = t("collection.noMatchTitle");
    body = t("collection.noMatchText");
  }
  return (
    <div className="empty-state collection-empty">
      <PackageSearch aria-hidden="true" size={48} />
      <h2>{title}</h2>
      <p>{body}</p>
      <div className="collection-empty__actions">
        {failed && (
          <Link to={retryHref} className="button button--primary" reloadDocument>
            {t("collection.retry")}
          </Link>
        )}
        {filtered && !failed && (
          <Link to={clearHref} className="button button--primary" preventScrollReset>
            {t("filters.clearAll")}
          </Link>
        )}
        <Link
          to="/shop/collection/left/sidebar"
          className={filtered || failed ? "button button--outline" : "button button--primary"}
        >
          {t("search.browseShop")}
        </Link>
      </div>
      {popular.length > 0 && (
        <nav className="collection-empty__popular" aria-label={t("collection.popularCategories")}>
          <h3>{t("collection.popularCategories")}</h3>
          <ul>
            {popular.map((category) => (
              <li key={category.slug}>
                <Link to={categoryPath(category.slug)} className="chip">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
