import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PopularCategories, type PopularCategory } from "./popular-categories";
import { browserStore, clearRecentSearches, readRecentSearches } from "./recent-searches";
import { RecentSearchesList } from "./recent-searches-list";
import { SearchBox } from "./search-box";

/** /pages/search: the field (suggestions as you type), the searches made in this browser, popular categories. */
export function SearchPage({ categories }: { categories: readonly PopularCategory[] }) {
  const { t } = useTranslation();
  // Read after hydration: the server has no localStorage.
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => setRecent(readRecentSearches(browserStore())), []);
  const clear = useCallback(() => {
    clearRecentSearches(browserStore());
    setRecent([]);
  }, []);
  return (
    <div className="container page search-page">
      <h1>{t("searchPage.title")}</h1>
      <SearchBox label={t("searchPage.label")} autoFocus onSearched={setRecent} />
      <RecentSearchesList searches={recent} onClear={clear} />
      <PopularCategories categories={categories} />
    </div>
  );
}
