import type { Db } from "../../db/client";
import { createPeriodicJob, runWithApp } from "../../lib/periodic-job";
import type { ModulePlugin } from "../../lib/reply";
import type { RecordAudit } from "../audit/audit.service";
import type { PictureStore } from "../catalogue/catalogue.images.service";
import { adminReviewRoutes } from "./reviews.admin.routes";
import { type AdminReviewDeps, createAdminReviewService } from "./reviews.admin.service";
import { createCustomerReviews } from "./reviews.customers";
import { createReviewPhotos } from "./reviews.photos";
import { createReviewRequests, type ReviewRequestDeps } from "./reviews.requests";
import { reviewRoutes } from "./reviews.routes";
import { createReviewService, type ReviewServiceDeps } from "./reviews.service";

export interface ReviewsDeps {
  db: Db;
  catalogue: ReviewServiceDeps["catalogue"] & AdminReviewDeps["catalogue"];
  orders: ReviewServiceDeps["orders"] & ReviewRequestDeps["orders"];
  users: ReviewServiceDeps["users"] & AdminReviewDeps["users"];
  settings: ReviewRequestDeps["settings"];
  recordAudit: RecordAudit;
  /** Review photos go through the catalogue's picture pipeline (product pictures' processing and storage). */
  pictures: PictureStore;
  requests: Pick<ReviewRequestDeps, "days" | "origin" | "kick">;
}

/**
 * The reviews module (issue 14): shoppers' reviews and photos (eligibility from ordering's service, the product's
 * figures through the catalogue's), the back office's moderation and the review requests after delivery.
 */
export function createReviews({
  db,
  catalogue,
  orders,
  users,
  settings,
  recordAudit,
  pictures,
  requests,
}: ReviewsDeps) {
  const reviews = createReviewService({ db, catalogue, orders, users, pictures });
  return {
    reviews,
    photos: createReviewPhotos({
      db,
      pictures,
      refreshFigures: reviews.refreshFigures,
      invalidate: catalogue.invalidate,
      ownReview: reviews.ownReview,
    }),
    requests: createReviewRequests({ db, orders, settings, ...requests }),
    admin: createAdminReviewService({ db, reviews, catalogue, users, recordAudit, pictures }),
    /** The back office's customers (issue 15): a customer's reviews, and their erasure. */
    customers: createCustomerReviews({ db, catalogue, refreshFigures: reviews.refreshFigures, pictures }),
  };
}
export type Reviews = ReturnType<typeof createReviews>;

/** Its routes, the back office's, and the review requests' pass every hour. */
export const reviewsModule: ModulePlugin<{ reviews: Reviews }> = async (app, { reviews }) => {
  runWithApp(
    app,
    createPeriodicJob({
      name: "review requests",
      intervalMs: 60 * 60_000,
      log: app.log,
      pass: () => reviews.requests.pass(),
    }),
  );
  await app.register(reviewRoutes, { reviews: reviews.reviews, photos: reviews.photos });
  await app.register(adminReviewRoutes, { adminReviews: reviews.admin });
};
