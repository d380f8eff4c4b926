import { MAX_REVIEW_PHOTOS, type OwnReview, type ReviewPhoto } from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import type { PictureStore } from "../catalogue/catalogue.images.service";
import {
  backToPending,
  countPhotos,
  deleteOwnPhoto,
  findReviewById,
  insertPhoto,
  lockReview,
  type PhotoRow,
  photosOf,
} from "./reviews.repo";

export type PhotoAddresses = Pick<PictureStore, "addresses">;

/** The photos of these reviews as the wire shows them (addresses from the catalogue's picture store). */
export async function wirePhotosOf(
  db: Db,
  pictures: PhotoAddresses,
  reviewIds: number[],
): Promise<Map<number, ReviewPhoto[]>> {
  const rows = await photosOf(db, reviewIds);
  const toWire = (p: PhotoRow): ReviewPhoto => ({
    photoId: p.id,
    ...pictures.addresses(p),
    width: p.width,
    height: p.height,
  });
  return new Map([...rows.entries()].map(([id, photos]) => [id, photos.map(toWire)]));
}

const tooMany = () =>
  new AppError(
    "VALIDATION_FAILED",
    `A review can carry at most ${MAX_REVIEW_PHOTOS} photos.`,
    "Remove a photo before adding another.",
    "file",
  );

export interface ReviewPhotoDeps {
  db: Db;
  pictures: PictureStore;
  /** The product's figures follow the review going back to moderation. */
  refreshFigures: (tx: Db, productId: number) => Promise<unknown>;
  invalidate: () => void;
  /** The author's review as the form shows it after the change. */
  ownReview: (userId: number, productId: number) => Promise<OwnReview | null>;
}

/**
 * Up to MAX_REVIEW_PHOTOS photos on a shopper's own review (issue 14), through the catalogue's picture pipeline;
 * a change sends the review back to moderation like an edit. A refused or failed upload stores nothing.
 */
export function createReviewPhotos({ db, pictures, refreshFigures, invalidate, ownReview }: ReviewPhotoDeps) {
  const reviewNotFound = () => notFound("The review");

  async function answer(userId: number, productId: number): Promise<{ review: OwnReview }> {
    const review = await ownReview(userId, productId);
    if (!review) throw reviewNotFound();
    return { review };
  }

  return {
    async add(userId: number, reviewId: number, bytes: Buffer): Promise<{ review: OwnReview }> {
      const review = await findReviewById(db, reviewId);
      if (!review || review.userId !== userId) throw reviewNotFound();
      if ((await countPhotos(db, reviewId)) >= MAX_REVIEW_PHOTOS) throw tooMany();
      const picture = await pictures.store("reviews", bytes);
      try {
        await db.transaction(async (tx) => {
          await lockReview(tx, reviewId);
          if ((await countPhotos(tx, reviewId)) >= MAX_REVIEW_PHOTOS) throw tooMany();
          await insertPhoto(tx, reviewId, picture);
          await backToPending(tx, reviewId);
          await refreshFigures(tx, review.productId);
        });
      } catch (error) {
        await pictures.remove(picture);
        throw error;
      }
      invalidate();
      return answer(userId, review.productId);
    },

    async remove(userId: number, photoId: number): Promise<{ review: OwnReview }> {
      const { photo, productId } = await db.transaction(async (tx) => {
        const removed = await deleteOwnPhoto(tx, userId, photoId);
        if (!removed) throw notFound("The photo");
        const review = await backToPending(tx, removed.reviewId);
        await refreshFigures(tx, review.productId);
        return { photo: removed, productId: review.productId };
      });
      // After the commit: a failed transaction never loses a photo still listed.
      await pictures.remove(photo);
      invalidate();
      return answer(userId, productId);
    },
  };
}
export type ReviewPhotos = ReturnType<typeof createReviewPhotos>;
