import type { ReviewSearchResponse } from "@shop/shared";
import { REVIEW_PAGE_SIZE, type ReviewSort, reviewSorts } from "@shop/shared/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ReviewList } from "./review-list";
import { ReviewSummary } from "./review-summary";
import { ReviewWriter } from "./review-writer";
import { searchReviews } from "./reviews-api";

/**
 * The product page's reviews (issue 14): the average and the stars' distribution, the approved reviews with sort
 * and paging, and the write/edit form for a shopper who received the product. The first page comes with the page.
 */
export function ReviewsSection({ productId, initial }: { productId: number; initial: ReviewSearchResponse | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  const sortId = useId();
  const [result, setResult] = useState(initial);
  const [sort, setSort] = useState<ReviewSort>("newest");
  const [page, setPage] = useState(0);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function show(next: { sort: ReviewSort; page: number }) {
    setBusy(true);
    setFailed(false);
    try {
      setResult(await searchReviews(productId, { sort: next.sort, from: next.page }));
      setSort(next.sort);
      setPage(next.page);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const count = result?.reviewCount ?? 0;
  const pages = Math.max(1, Math.ceil((result?.totalCount ?? 0) / REVIEW_PAGE_SIZE));
  return (
    <section className="reviews-section" id="reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("reviews.title")}</h2>
      {result && count > 0 ? (
        <div className="reviews-section__body">
          <ReviewSummary rating={result.rating} reviewCount={count} distribution={result.distribution} />
          <div className="reviews-section__list" aria-busy={busy || undefined}>
            <div className="reviews-section__sort">
              <label htmlFor={sortId}>{t("reviews.sortLabel")}</label>
              <select
                id={sortId}
                className="select"
                value={sort}
                disabled={busy}
                onChange={(event) => void show({ sort: event.target.value as ReviewSort, page: 0 })}
              >
                {reviewSorts.map((value) => (
                  <option key={value} value={value}>
                    {t(`reviews.sort.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            {failed && <p role="alert">{t("reviews.errors.generic")}</p>}
            {result.reviews.length > 0 ? (
              <ReviewList reviews={result.reviews} />
            ) : (
              <p className="muted">{t("reviews.noPhotos")}</p>
            )}
            {pages > 1 && (
              <nav className="reviews-section__pages" aria-label={t("reviews.pages")}>
                <button
                  type="button"
                  className="button button--outline"
                  disabled={busy || page === 0}
                  onClick={() => void show({ sort, page: page - 1 })}
                >
                  {t("pagination.previous")}
                </button>
                <span>{t("reviews.pageOf", { page: page + 1, pages })}</span>
                <button
                  type="button"
                  className="button button--outline"
                  disabled={busy || page + 1 >= pages}
                  onClick={() => void show({ sort, page: page + 1 })}
                >
                  {t("pagination.next")}
                </button>
              </nav>
            )}
          </div>
        </div>
      ) : (
        <p className="muted">{t("reviews.none")}</p>
      )}
      <h3 className="reviews-section__write">{t("reviews.write")}</h3>
      <ReviewWriter productId={productId} />
    </section>
  );
}
