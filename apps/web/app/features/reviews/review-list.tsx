import type { PublicReview } from "@shop/shared";
import BadgeCheck from "lucide-react/icons/badge-check";
import { useTranslation } from "react-i18next";
import { StarRating } from "../../ui/star-rating";
import { formatDay } from "../orders";
import { ReviewPhotoStrip } from "./review-photos";

/** Approved reviews: the shopper's words as plain text (never HTML, links not clickable) and the shop's reply. */
export function ReviewList({ reviews }: { reviews: PublicReview[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li key={review.reviewId} className="review">
          <div className="review__head">
            <StarRating
              value={review.rating}
              readOnly
              size={16}
              label={t("product.rating")}
              valueText={(value, max) => t("product.ratingValue", { value, max })}
            />
            <h3 className="review__title" dir="auto">
              {review.title}
            </h3>
          </div>
          <p className="review__meta muted">
            <bdi>{review.authorName}</bdi> ·{" "}
            <time dateTime={review.createdAt}>{formatDay(review.createdAt.slice(0, 10), i18n.language)}</time>
            {review.verified && (
              <span className="review__verified">
                <BadgeCheck aria-hidden="true" size={16} />
                {t("reviews.verified")}
              </span>
            )}
          </p>
          <p className="review__text" dir="auto">
            {review.text}
          </p>
          <ReviewPhotoStrip photos={review.photos} />
          {review.reply && (
            <div className="review__reply">
              <p className="review__reply-label">{t("reviews.shopReply")}</p>
              <p className="review__text" dir="auto">
                {review.reply}
              </p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
