import type { Order } from "@shop/shared";
import Star from "lucide-react/icons/star";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** A delivered order: a "Write a review" link for each product in it (issue 14; /pages/review). */
export function OrderReviewLinks({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (order.status !== "delivered") return null;
  const products = [...new Map(order.lines.map((line) => [line.productId, line.name])).entries()];
  return (
    <section className="order-card" aria-labelledby={`review-${order.number}`}>
      <h2 id={`review-${order.number}`} className="order-card__title">
        {t("orders.reviewTitle")}
      </h2>
      <ul className="order-review-links">
        {products.map(([productId, name]) => (
          <li key={productId}>
            <bdi>{name}</bdi>{" "}
            <Link to={`/pages/review?productId=${productId}`} className="button button--outline button--small">
              <Star aria-hidden="true" size={16} />
              {t("orders.writeReview")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
