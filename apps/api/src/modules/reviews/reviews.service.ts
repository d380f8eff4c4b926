import {
  type Language,
  type OwnReview,
  type PublicReview,
  type RatingDistribution,
  REVIEW_PAGE_SIZE,
  type ReviewMineResponse,
  type ReviewPhoto,
  type ReviewSearchRequest,
  type ReviewSearchResponse,
  type ReviewSort,
} from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { CatalogueService } from "../catalogue/catalogue.service";
import type { OrdersService } from "../ordering/orders/orders.service";
import type { UsersService } from "../users/users.service";
import { type PhotoAddresses, wirePhotosOf } from "./reviews.photos";
import { approvedRatingCounts, findOwnReview, listApprovedReviews, type ReviewRow, upsertReview } from "./reviews.repo";

export interface ReviewServiceDeps {
  db: Db;
  /** The product's rating and review count live in the catalogue; written in the reviews' transaction. */
  catalogue: Pick<CatalogueService, "setReviewFigures" | "invalidate" | "productNames">;
  /** Whether the shopper received the product: ordering decides, from its own tables. */
  orders: Pick<OrdersService, "deliveredOrderWith">;
  users: Pick<UsersService, "contactOf">;
  /** Addresses of review photos (the catalogue's picture store). */
  pictures: PhotoAddresses;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toOwnReview(row: ReviewRow, photos: ReviewPhoto[] = []): OwnReview {
  return {
    reviewId: row.id,
    productId: row.productId,
    rating: row.rating,
    title: row.title,
    text: row.body,
    status: row.status,
    reply: row.reply,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    photos,
  };
}

function toPublicReview(row: ReviewRow, photos: ReviewPhoto[]): PublicReview {
  return {
    reviewId: row.id,
    rating: row.rating,
    title: row.title,
    text: row.body,
    authorName: row.authorName,
    createdAt: iso(row.createdAt),
    // Every review is written after a delivered order; one whose order was since erased is no longer marked.
    verified: row.orderId !== null,
    ...(row.reply ? { reply: row.reply, ...(row.repliedAt ? { repliedAt: iso(row.repliedAt) } : {}) } : {}),
    photos,
  };
}

/** "Aisha Khan" -> "Aisha K.": the public name, fixed when the review is written. */
export function publicAuthorName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? "";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last ? ` ${Array.from(last)[0]?.toUpperCase()}.` : "";
  return (first.slice(0, 60) + initial).trim() || "Customer";
}

/** Stars 1-5 counted, their average to one decimal and their total. */
export function figuresOf(counts: Map<number, number>) {
  const distribution: RatingDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const stars of [1, 2, 3, 4, 5] as const) {
    const n = counts.get(stars) ?? 0;
    distribution[stars] = n;
    total += n;
    sum += n * stars;
  }
  const rating = total === 0 ? 0 : Math.round((sum / total) * 10) / 10;
  return { rating, reviewCount: total, distribution };
}

export const notEligible = () =>
  new AppError(
    "NOT_ELIGIBLE",
    "Only a shopper who received this product can review it.",
    "You can review a product once an order with it has been delivered to you.",
  );

/**
 * Product reviews (issue 14, DESIGN "reviews"): one per product per shopper, written only after a delivered order
 * with the product, published once staff approve it; the product's rating and review count are computed from the
 * approved reviews in the transaction of every change that moves them.
 */
export function createReviewService({ db, catalogue, orders, users, pictures }: ReviewServiceDeps) {
  /** The author's review of the product with its photos, or null. */
  async function ownReview(userId: number, productId: number): Promise<OwnReview | null> {
    const row = await findOwnReview(db, userId, productId);
    if (!row) return null;
    const photos = await wirePhotosOf(db, pictures, [row.id]);
    return toOwnReview(row, photos.get(row.id));
  }

  /** Recomputes the product's figures from its approved reviews inside `tx`. */
  async function refreshFigures(tx: Db, productId: number) {
    const figures = figuresOf(await approvedRatingCounts(tx, productId));
    await catalogue.setReviewFigures(tx, productId, { rating: figures.rating, reviewCount: figures.reviewCount });
    return figures;
  }

  return {
    refreshFigures,
    ownReview,

    /** v2/reviews/add: the shopper's review, new or edited; pending until staff approve it again. */
    async add(
      userId: number,
      input: { productId: number; rating: number; title: string; text: string },
      locale: Language,
    ): Promise<{ review: OwnReview }> {
      const orderId = await orders.deliveredOrderWith(userId, input.productId);
      if (orderId === null) throw notEligible();
      const contact = await users.contactOf(userId);
      if (!contact) throw new AppError("UNAUTHORIZED", "You need to log in to do this.");
      const row = await db.transaction(async (tx) => {
        const saved = await upsertReview(tx, {
          productId: input.productId,
          userId,
          orderId,
          rating: input.rating,
          title: input.title,
          body: input.text,
          authorName: publicAuthorName(contact.name),
          locale,
        });
        // An approved review that is edited leaves the published figures until it is approved again.
        await refreshFigures(tx, input.productId);
        return saved;
      });
      catalogue.invalidate();
      const photos = await wirePhotosOf(db, pictures, [row.id]);
      return { review: toOwnReview(row, photos.get(row.id)) };
    },

    /** v2/reviews/mine: the shopper's own review of the product (any status) and whether they may write. */
    async mine(userId: number, productId: number): Promise<ReviewMineResponse> {
      const [review, orderId] = await Promise.all([
        ownReview(userId, productId),
        orders.deliveredOrderWith(userId, productId),
      ]);
      return { eligible: orderId !== null, review };
    },

    /** v1/reviews/search: approved reviews only, with the average, the count and the stars' distribution. */
    async search(request: ReviewSearchRequest): Promise<ReviewSearchResponse> {
      const sort: ReviewSort = request.sort ?? "newest";
      const from = request.paginationpayload?.from ?? 0;
      const limit = request.paginationpayload?.limit ?? REVIEW_PAGE_SIZE;
      const [counts, page] = await Promise.all([
        approvedRatingCounts(db, request.productId),
        listApprovedReviews(db, request.productId, { sort, offset: from * limit, limit }),
      ]);
      const figures = figuresOf(counts);
      const photos = await wirePhotosOf(
        db,
        pictures,
        page.rows.map((r) => r.id),
      );
      const reviews = page.rows.map((r) => toPublicReview(r, photos.get(r.id) ?? []));
      return { reviews, totalCount: page.totalCount, ...figures };
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
