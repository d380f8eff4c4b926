import type { CustomerReview } from "@shop/shared";
import type { Db } from "../../db/client";
import type { PictureStore } from "../catalogue/catalogue.images.service";
import type { CatalogueService } from "../catalogue/catalogue.service";
import { deleteReviewsByAuthor, photosOf, reviewsByAuthor } from "./reviews.repo";
import { toOwnReview } from "./reviews.service";

export interface CustomerReviewDeps {
  db: Db;
  catalogue: Pick<CatalogueService, "productNames" | "invalidate">;
  refreshFigures: (tx: Db, productId: number) => Promise<unknown>;
  pictures: Pick<PictureStore, "remove">;
}

/**
 * The reviews module's part of the back office's customers (issue 15). On erasure a customer's reviews are deleted,
 * not kept under another name: their text and photos are the customer's own words and pictures (personal data under
 * the UAE PDPL). The products' rating and review count are recomputed in the erasure's transaction.
 */
export function createCustomerReviews({ db, catalogue, refreshFigures, pictures }: CustomerReviewDeps) {
  return {
    async ofAuthor(userId: number): Promise<CustomerReview[]> {
      const rows = await reviewsByAuthor(db, userId);
      const names = await catalogue.productNames(
        rows.map((r) => r.productId),
        "en",
      );
      return rows.map((r) => ({
        reviewId: r.id,
        productId: r.productId,
        productName: names.get(r.productId)?.name ?? `#${r.productId}`,
        rating: r.rating,
        title: r.title,
        status: r.status,
        createdAt: new Date(r.createdAt).toISOString(),
      }));
    },

    /** The reviews as the customer wrote them (the data export). */
    async exportOf(userId: number) {
      return (await reviewsByAuthor(db, userId)).map((r) => ({ ...toOwnReview(r), authorName: r.authorName }));
    },

    /** Inside the erasure's transaction; `afterCommit` removes the photos' files and clears the caches. */
    async erase(tx: Db, userId: number): Promise<{ count: number; afterCommit: () => Promise<void> }> {
      const photos = await photosOf(
        tx,
        (await reviewsByAuthor(tx, userId)).map((r) => r.id),
      );
      const removed = await deleteReviewsByAuthor(tx, userId);
      for (const productId of new Set(removed.map((r) => r.productId))) await refreshFigures(tx, productId);
      return {
        count: removed.length,
        async afterCommit() {
          for (const list of photos.values()) for (const photo of list) await pictures.remove(photo);
          if (removed.length) catalogue.invalidate();
        },
      };
    },
  };
}
export type CustomerReviews = ReturnType<typeof createCustomerReviews>;
