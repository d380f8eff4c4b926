import { type AdminReview, type AdminReviewSearchResponse, REVIEW_REPLY_MAX, reviewStatuses } from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigation } from "react-router";
import { usePaginationLabels } from "../../shell/i18n/pagination-labels";
import { FormAlert } from "../../ui/form-alert";
import { Pagination } from "../../ui/pagination";
import { StarRating } from "../../ui/star-rating";
import { AdminShell, StaffContent } from "../admin";
import { useStaffAction } from "../admin-catalogue";
import { formatMoment, pageCount } from "../orders";
import { ReviewPhotoStrip } from "../reviews";
import { approveReview, rejectReview, replyToReview } from "./admin-reviews-api";
import type { AdminReviewsPageData } from "./admin-reviews-data.server";
import { ADMIN_REVIEWS_PAGE_SIZE, type AdminReviewsQuery, adminReviewsHref } from "./reviews-query";
import "../../styles/admin-reviews.css";

/** One review: the shopper's words as plain text, the buttons of its status and the shop's reply. */
function ReviewCard({ review }: { review: AdminReview }) {
  const { t, i18n } = useTranslation();
  const action = useStaffAction();
  const [reply, setReply] = useState(review.reply ?? "");
  const replyId = `review-reply-${review.reviewId}`;
  return (
    <article className="admin-review" aria-labelledby={`review-title-${review.reviewId}`}>
      <header className="admin-review__head">
        <Link to={`/shop/product/${review.productSlug}`} className="admin-review__product">
          <bdi>{review.productName}</bdi>
        </Link>
        <StarRating
          value={review.rating}
          readOnly
          label={t("reviews.rating")}
          valueText={(value, max) => t("product.ratingValue", { value, max })}
        />
      </header>
      <h2 id={`review-title-${review.reviewId}`} className="admin-review__title" dir="auto">
        {review.title}
      </h2>
      <p className="admin-review__text" dir="auto">
        {review.text}
      </p>
      <ReviewPhotoStrip photos={review.photos} />
      <p className="muted admin-review__meta">
        <bdi>{review.authorName}</bdi> · <bdi>{review.authorEmail}</bdi> ·{" "}
        {formatMoment(review.updatedAt, i18n.language)}
      </p>
      <FormAlert message={action.failure} />
      <div className="admin-review__actions">
        {review.status !== "approved" && (
          <button
            type="button"
            className="button button--primary"
            disabled={action.busy}
            onClick={() => action.run(() => approveReview(review.reviewId), t("admin.reviews.approved"))}
          >
            {t("admin.reviews.approve")}
          </button>
        )}
        {review.status !== "rejected" && (
          <button
            type="button"
            className="button button--outline"
            disabled={action.busy}
            onClick={() => action.run(() => rejectReview(review.reviewId), t("admin.reviews.rejected"))}
          >
            {t("admin.reviews.reject")}
          </button>
        )}
      </div>
      <form
        className="admin-review__reply"
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(() => replyToReview(review.reviewId, reply.trim()), t("admin.reviews.replySaved"));
        }}
      >
        <label htmlFor={replyId} className="field__label">
          {t("admin.reviews.reply")}
        </label>
        <textarea
          id={replyId}
          className="field__input"
          rows={3}
          dir="auto"
          maxLength={REVIEW_REPLY_MAX}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
        />
        <button type="submit" className="button button--outline" disabled={action.busy}>
          {t("admin.reviews.saveReply")}
        </button>
      </form>
    </article>
  );
}

function StatusTabs({ query, pendingCount }: { query: AdminReviewsQuery; pendingCount: number }) {
  const { t } = useTranslation();
  return (
    <nav className="admin-review-tabs" aria-label={t("admin.reviews.statusNav")}>
      {reviewStatuses.map((status) => (
        <Link
          key={status}
          to={adminReviewsHref({ status, page: 1 })}
          className={`admin-review-tabs__tab${status === query.status ? " is-active" : ""}`}
          aria-current={status === query.status ? "page" : undefined}
        >
          {t(`admin.reviews.status.${status}`)}
          {status === "pending" && pendingCount > 0 && <span className="badge">{pendingCount}</span>}
        </Link>
      ))}
    </nav>
  );
}

function ReviewList({ result, query }: { result: AdminReviewSearchResponse; query: AdminReviewsQuery }) {
  const { t } = useTranslation();
  const paginationLabels = usePaginationLabels();
  if (result.totalCount === 0) {
    return (
      <div className="empty-state">
        <p>{t(`admin.reviews.empty.${query.status}`)}</p>
      </div>
    );
  }
  return (
    <>
      <p className="admin-count" role="status">
        {t("admin.reviews.count", { count: result.totalCount })}
      </p>
      <div className="admin-review-list">
        {result.reviews.map((review) => (
          <ReviewCard key={`${review.reviewId}-${review.updatedAt}-${review.status}`} review={review} />
        ))}
      </div>
      <Pagination
        page={query.page}
        pageCount={pageCount(result.totalCount, ADMIN_REVIEWS_PAGE_SIZE)}
        hrefFor={(n) => adminReviewsHref({ ...query, page: n })}
        labels={paginationLabels}
      />
    </>
  );
}

/** /admin/reviews: the waiting reviews first; approve, reject or answer each (issue 14). */
export function AdminReviewsPage({ data }: { data: AdminReviewsPageData }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <AdminShell crumbs={[{ label: t("admin.reviews.title") }]}>
      <StaffContent loaded={data.loaded} notFound={t("admin.failed")}>
        {(result) => (
          <div className="admin-reviews">
            <h1>{t("admin.reviews.title")}</h1>
            <StatusTabs query={data.query} pendingCount={result.pendingCount} />
            <section aria-busy={navigation.state === "loading" || undefined}>
              <ReviewList result={result} query={data.query} />
            </section>
          </div>
        )}
      </StaffContent>
    </AdminShell>
  );
}
