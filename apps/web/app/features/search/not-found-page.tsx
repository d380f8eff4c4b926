import SearchX from "lucide-react/icons/search-x";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PopularCategories, type PopularCategory } from "./popular-categories";
import { SearchBox } from "./search-box";

interface NotFoundPageProps {
  /** Translation keys: a product page has its own wording. */
  titleKey?: string;
  textKey?: string;
  categories: readonly PopularCategory[];
}

/** DESIGN "unknown paths": the 404 page inside the shop's layout, with a search field and popular categories. */
export function NotFoundPage({
  titleKey = "notFound.title",
  textKey = "notFound.text",
  categories,
}: NotFoundPageProps) {
  const { t } = useTranslation();
  return (
    <div className="container page search-page not-found">
      <div className="empty-state">
        <SearchX aria-hidden="true" size={56} />
        <h1>{t(titleKey)}</h1>
        <p>{t(textKey)}</p>
      </div>
      <SearchBox label={t("notFound.searchLabel")} />
      <PopularCategories categories={categories} />
      <div className="collection-empty__actions">
        <Link to="/shop/collection/left/sidebar" className="button button--primary">
          {t("search.browseShop")}
        </Link>
        <Link to="/" className="button button--outline">
          {t("error.home")}
        </Link>
      </div>
    </div>
  );
}

/** The categories a 404 answer carries (thrown as `data({ categories }, { status: 404 })`). */
export function notFoundCategories(payload: unknown): PopularCategory[] {
  if (typeof payload !== "object" || payload === null || !("categories" in payload)) return [];
  const list = (payload as { categories: unknown }).categories;
  return Array.isArray(list)
    ? list.filter((c): c is PopularCategory => typeof c?.slug === "string" && typeof c?.name === "string")
    : [];
}
