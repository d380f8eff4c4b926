import History from "lucide-react/icons/history";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { searchPath } from "./search-path";

interface RecentSearchesListProps {
  searches: readonly string[];
  onClear(): void;
}

/** The searches made in this browser, newest first, with a button that forgets them. */
export function RecentSearchesList({ searches, onClear }: RecentSearchesListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (searches.length === 0) return null;
  return (
    <section className="search-page__section" aria-labelledby={titleId}>
      <div className="search-page__head">
        <h2 id={titleId}>{t("searchPage.recentTitle")}</h2>
        <button type="button" className="search-page__clear" onClick={onClear}>
          {t("searchPage.clearRecent")}
        </button>
      </div>
      <ul className="search-page__chips">
        {searches.map((query) => (
          <li key={query}>
            <Link to={searchPath(query) ?? "/pages/search"} className="chip">
              <History aria-hidden="true" size={16} />
              <bdi>{query}</bdi>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
