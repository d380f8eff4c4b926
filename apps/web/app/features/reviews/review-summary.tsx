import type { RatingDistribution } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { StarRating } from "../../ui/star-rating";

/** The average of the approved reviews and how many gave each number of stars (5 first). */
export function ReviewSummary({
  rating,
  reviewCount,
  distribution,
}: {
  rating: number;
  reviewCount: number;
  distribution: RatingDistribution;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className="review-summary">
      <div className="review-summary__average">
        <span className="review-summary__value">{number.format(rating)}</span>
        <StarRating
          value={rating}
          readOnly
          label={t("product.rating")}
          valueText={(value, max) => t("product.ratingValue", { value, max })}
        />
        <span className="muted">{t("product.reviews", { count: reviewCount })}</span>
      </div>
      <dl className="review-bars">
        {([5, 4, 3, 2, 1] as const).map((stars) => {
          const count = distribution[stars];
          const percent = reviewCount > 0 ? Math.round((count / reviewCount) * 100) : 0;
          return (
            <div key={stars} className="review-bars__row">
              <dt>
                <span aria-hidden="true">{stars} ★</span>
                <span className="sr-only">{t("reviews.stars", { count: stars })}</span>
              </dt>
              <dd>
                <span className="review-bars__track" aria-hidden="true">
                  <span className="review-bars__fill" style={{ inlineSize: `${percent}%` }} />
                </span>
                <span className="review-bars__count">{t("reviews.starCount", { count })}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
