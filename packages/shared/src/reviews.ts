import { z } from "zod";
import {
  REVIEW_PAGE_SIZE,
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  reviewSorts,
} from "./review-terms";
import { idField, safeText } from "./safe-text";

export * from "./review-terms";

/**
 * Wire shapes of product reviews (issue 14, DESIGN "reviews" and "Calls beyond the specification"): POST
 * /api/v1/reviews/search, /api/v2/reviews/add, /api/v2/reviews/mine, and the back office's
 * /api/v1/admin/reviews/search|approve|reject|reply (area "engagement").
 */

export const reviewPhotoSchema = z.object({
  photoId: z.number().int(),
  src: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

export const reviewRatingField = z.number().int().min(1, "Choose 1 to 5 stars").max(5, "Choose 1 to 5 stars");

export const reviewTitleField = safeText()
  .trim()
  .min(1, "Enter a title")
  .max(REVIEW_TITLE_MAX, `The title can be at most ${REVIEW_TITLE_MAX} characters`);

/** Plain text, shown as text only (never HTML, links not clickable). */
export const reviewTextField = safeText()
  .trim()
  .min(REVIEW_TEXT_MIN, `Write at least ${REVIEW_TEXT_MIN} characters`)
  .max(REVIEW_TEXT_MAX, `The review can be at most ${REVIEW_TEXT_MAX} characters`);

export const reviewAddRequestSchema = z.object({
  productId: idField,
  rating: reviewRatingField,
  title: reviewTitleField,
  text: reviewTextField,
});
export type ReviewAddRequest = z.input<typeof reviewAddRequestSchema>;

export const reviewStatuses = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** The author's own review, whatever its status (the form edits it). */
export const ownReviewSchema = z.object({
  reviewId: z.number().int(),
  productId: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  status: z.enum(reviewStatuses),
  reply: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  photos: z.array(reviewPhotoSchema),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const reviewAddResponseSchema = z.object({ review: ownReviewSchema });
export type ReviewAddResponse = z.infer<typeof reviewAddResponseSchema>;

/** v2/reviews/mine: the shopper's review of a product, and whether they may write (or edit) one. */
export const reviewMineRequestSchema = z.object({ productId: idField });
export const reviewMineResponseSchema = z.object({ eligible: z.boolean(), review: ownReviewSchema.nullable() });
export type ReviewMineResponse = z.infer<typeof reviewMineResponseSchema>;

/** v2/reviews/photos/delete: one of the caller's own review photos. */
export const reviewPhotoDeleteRequestSchema = z.object({ photoId: idField });

export const reviewSearchRequestSchema = z.object({
  productId: idField,
  paginationpayload: z
    .object({
      from: z.number().int().min(0).max(10_000).default(0),
      limit: z.number().int().min(1).max(50).default(REVIEW_PAGE_SIZE),
    })
    .optional(),
  sort: z.enum(reviewSorts).optional(),
});
export type ReviewSearchRequest = z.input<typeof reviewSearchRequestSchema>;

export const publicReviewSchema = z.object({
  reviewId: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  /** Written after a delivered order with the product (every review is; kept for the wire shape). */
  verified: z.boolean(),
  /** The shop's public answer. */
  reply: z.string().optional(),
  repliedAt: z.string().optional(),
  photos: z.array(reviewPhotoSchema),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const ratingDistributionSchema = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});
export type RatingDistribution = z.infer<typeof ratingDistributionSchema>;

export const reviewSearchResponseSchema = z.object({
  reviews: z.array(publicReviewSchema),
  /** The average of approved reviews, one decimal; 0 when there are none. */
  rating: z.number(),
  reviewCount: z.number().int(),
  /** How many reviews the current sort lists (all approved, or those with photos). */
  totalCount: z.number().int(),
  distribution: ratingDistributionSchema,
});
export type ReviewSearchResponse = z.infer<typeof reviewSearchResponseSchema>;

/** admin/reviews/search: one status (pending by default), oldest pending first, zero-based pages. */
export const adminReviewSearchRequestSchema = z
  .object({
    status: z.enum(reviewStatuses).optional(),
    from: z.number().int().min(0).max(10_000).optional().default(0),
    limit: z.number().int().min(1).max(100).optional().default(20),
  })
  .nullish();
export type AdminReviewSearchRequest = z.input<typeof adminReviewSearchRequestSchema>;

export const adminReviewSchema = z.object({
  reviewId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productSlug: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  authorName: z.string(),
  authorEmail: z.string(),
  status: z.enum(reviewStatuses),
  reply: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  moderatedAt: z.string().nullable(),
  photos: z.array(reviewPhotoSchema),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewSearchResponseSchema = z.object({
  reviews: z.array(adminReviewSchema),
  totalCount: z.number().int(),
  /** Waiting reviews, whatever the filter (the page's badge). */
  pendingCount: z.number().int(),
});
export type AdminReviewSearchResponse = z.infer<typeof adminReviewSearchResponseSchema>;

export const adminReviewIdRequestSchema = z.object({ reviewId: idField });
export type AdminReviewIdRequest = z.input<typeof adminReviewIdRequestSchema>;

/** An empty reply removes the shop's answer. */
export const adminReviewReplyRequestSchema = z.object({
  reviewId: idField,
  reply: safeText().trim().max(REVIEW_REPLY_MAX, `The reply can be at most ${REVIEW_REPLY_MAX} characters`),
});
export type AdminReviewReplyRequest = z.input<typeof adminReviewReplyRequestSchema>;

export const adminReviewResponseSchema = z.object({
  review: adminReviewSchema,
  /** The product's figures after the change (computed from approved reviews). */
  rating: z.number(),
  reviewCount: z.number().int(),
});
export type AdminReviewResponse = z.infer<typeof adminReviewResponseSchema>;
