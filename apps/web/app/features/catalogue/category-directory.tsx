import Sprout from "lucide-react/icons/sprout";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { mediaSrcSet, mediaUrl } from "../../lib/media";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { categoryPath } from "./card-product";
import type { CategoryOption } from "./category-option";

/** /pages/collection: every category, top level with its picture and its sub-categories under it. */
export function CategoryDirectory({ categories }: { categories: CategoryOption[] }) {
  const { t } = useTranslation();
  const tops = categories.filter((category) => category.parentSlug === null);
  return (
    <div className="container page category-directory">
      <Breadcrumbs
        items={[{ label: t("breadcrumbs.home"), to: "/" }, { label: t("categoriesPage.title") }]}
        label={t("breadcrumbs.label")}
      />
      <header className="page-header">
        <h1>{t("categoriesPage.title")}</h1>
        <p className="page-header__lead">{t("categoriesPage.intro")}</p>
      </header>
      {tops.length === 0 ? (
        <div className="empty-state">
          <p>{t("categoriesPage.empty")}</p>
          <Link to="/shop/collection/left/sidebar" className="button button--primary">
            {t("search.browseShop")}
          </Link>
        </div>
      ) : (
        <ul className="category-directory__grid">
          {tops.map((top, index) => {
            const children = categories.filter((category) => category.parentSlug === top.slug);
            return (
              <li key={top.slug} className="category-card">
                <Link to={categoryPath(top.slug)} className="category-card__main">
                  <span className="category-card__media">
                    {top.image ? (
                      <img
                        src={mediaUrl(top.image, 640)}
                        srcSet={mediaSrcSet(top.image)}
                        sizes="(min-width: 1240px) 380px, (min-width: 768px) 46vw, 92vw"
                        width={640}
                        height={640}
                        alt=""
                        loading={index < 2 ? "eager" : "lazy"}
                        decoding="async"
                      />
                    ) : (
                      <Sprout aria-hidden="true" size={48} />
                    )}
                  </span>
                  <span className="category-card__name">{top.name}</span>
                  <span className="category-card__count">{t("home.productCount", { count: top.productCount })}</span>
                </Link>
                {children.length > 0 && (
                  <ul className="category-card__children" aria-label={t("categoriesPage.within", { name: top.name })}>
                    {children.map((child) => (
                      <li key={child.slug}>
                        <Link to={categoryPath(child.slug)} className="chip">
                          {child.name}
                          <span className="chip__count">{child.productCount}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
