import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { categoryPath } from "../catalogue";

/** A category as the search and 404 pages offer it. */
export interface PopularCategory {
  slug: string;
  name: string;
}

/** The top-level categories with the most products, as chips. */
export function PopularCategories({ categories }: { categories: readonly PopularCategory[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (categories.length === 0) return null;
  return (
    <nav className="search-page__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("collection.popularCategories")}</h2>
      <ul className="search-page__chips">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={categoryPath(category.slug)} className="chip">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
