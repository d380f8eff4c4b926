import type { ReviewAddResponse, ReviewMineResponse, ReviewSearchResponse, ReviewSort } from "@shop/shared";
import { REVIEW_PAGE_SIZE } from "@shop/shared/core";
import { apiPost, apiPostForm } from "../../lib/api/api-client";
import { memberCall } from "../account";

/** The body of a search for a page (zero-based) of a product's approved reviews. */
export const reviewSearchBody = (productId: number, page: { from: number; sort: ReviewSort }) => ({
  productId,
  sort: page.sort,
  paginationpayload: { from: page.from, limit: REVIEW_PAGE_SIZE },
});

/** A page of a product's approved reviews, in the browser (the server's read checks the answer's shape). */
export const searchReviews = (productId: number, page: { from: number; sort: ReviewSort }) =>
  apiPost<ReviewSearchResponse>("/api/v1/reviews/search", reviewSearchBody(productId, page));

/** The shopper's own review of the product and whether they may write one. */
export const myReview = (productId: number) =>
  memberCall(() => apiPost<ReviewMineResponse>("/api/v2/reviews/mine", { productId }));

/** Writes (or rewrites) the shopper's review; it waits for the shop's approval. */
export const saveReview = (input: { productId: number; rating: number; title: string; text: string }) =>
  memberCall(() => apiPost<ReviewAddResponse>("/api/v2/reviews/add", input));

/** Adds a photo to the shopper's own review (multipart); the answer is the review with its photos. */
export function addReviewPhoto(reviewId: number, file: File) {
  const form = new FormData();
  // The id before the file: the server reads the parts in order.
  form.append("reviewId", String(reviewId));
  form.append("file", file, file.name);
  return memberCall(() => apiPostForm<ReviewAddResponse>("/api/v2/reviews/photos/add", form, { timeoutMs: 120_000 }));
}

export const removeReviewPhoto = (photoId: number) =>
  memberCall(() => apiPost<ReviewAddResponse>("/api/v2/reviews/photos/delete", { photoId }));
