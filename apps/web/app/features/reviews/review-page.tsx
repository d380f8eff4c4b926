import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import type { ReviewPageData } from "./review-page-data.server";
import { ReviewWriter } from "./review-writer";

/** /pages/review?product=<slug>: the same form as the product page's, for the links of delivered orders. */
export function ReviewPage({ data }: { data: ReviewPageData }) {
  const { t } = useTranslation();
  const { product } = data;
  return (
    <div className="container page review-page">
      <Breadcrumbs
        items={[{ label: t("breadcrumbs.home"), to: "/" }, { label: t("reviews.pageTitle") }]}
        label={t("breadcrumbs.label")}
      />
      <h1>{t("reviews.pageTitle")}</h1>
      {product ? (
        <>
          <p className="review-page__product">
            {product.image && <img src={product.image} alt="" width={64} height={64} />}
            <Link to={product.href}>
              <bdi>{product.name}</bdi>
            </Link>
          </p>
          <ReviewWriter productId={product.productId} />
        </>
      ) : (
        <div className="empty-state">
          <p>{t("reviews.noProduct")}</p>
          <Link to="/pages/orders" className="button button--primary">
            {t("reviews.toOrders")}
          </Link>
        </div>
      )}
    </div>
  );
}
