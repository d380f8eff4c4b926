import type { Category } from "@shop/shared";
import Sprout from "lucide-react/icons/sprout";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { mediaSrcSet, mediaUrl } from "../../lib/media";
import { categoryPath } from "./card-product";

/** Top-level categories with their pictures. */
export function CategoryTiles({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const tiles = categories.filter((category) => category.parentId === null);
  if (tiles.length === 0) return null;
  return (
    <section className="categories container" aria-labelledby={titleId}>
      <div className="section-head">
        <h2 id={titleId}>{t("home.categories")}</h2>
      </div>
      <ul className="categories__grid">
        {tiles.map((category) => (
          <li key={category.categoryId}>
            <Link to={categoryPath(category.slug)} className="category-tile">
              <span className="category-tile__media">
                {category.image ? (
                  <img
                    src={mediaUrl(category.image, 640)}
                    srcSet={mediaSrcSet(category.image)}
                    sizes="(min-width: 1240px) 290px, (min-width: 768px) 24vw, 46vw"
                    width={640}
                    height={640}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <Sprout aria-hidden="true" size={48} />
                )}
              </span>
              <span className="category-tile__name">{category.name}</span>
              <span className="category-tile__count">{t("home.productCount", { count: category.productCount })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
