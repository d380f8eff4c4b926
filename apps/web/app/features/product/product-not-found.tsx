import SearchX from "lucide-react/icons/search-x";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Unknown product: a 404 page inside the shop's layout, with ways back. */
export function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <div className="empty-state not-found">
        <SearchX aria-hidden="true" size={56} />
        <h1>{t("product.notFoundTitle")}</h1>
        <p>{t("product.notFoundText")}</p>
        <div className="collection-empty__actions">
          <Link to="/shop/collection/left/sidebar" className="button button--primary">
            {t("search.browseShop")}
          </Link>
          <Link to="/pages/collection" className="button button--outline">
            {t("categoriesPage.title")}
          </Link>
          <Link to="/" className="button button--outline">
            {t("error.home")}
          </Link>
        </div>
      </div>
    </div>
  );
}
