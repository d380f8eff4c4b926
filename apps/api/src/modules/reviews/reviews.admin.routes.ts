import {
  adminReviewIdRequestSchema,
  adminReviewReplyRequestSchema,
  adminReviewResponseSchema,
  adminReviewSearchRequestSchema,
  adminReviewSearchResponseSchema,
} from "@shop/shared";
import { adminPost } from "../../lib/admin-routes";
import { acceptEmptyJsonBody } from "../../lib/member-routes";
import type { ModulePlugin } from "../../lib/reply";
import type { AdminReviewService } from "./reviews.admin.service";

const figures = "The answer carries the product's rating and review count, recomputed from its approved reviews.";

/** The back office's reviews (area "engagement"): the queue, approve, reject, the shop's public reply. */
export const adminReviewRoutes: ModulePlugin<{ adminReviews: AdminReviewService }> = async (app, { adminReviews }) => {
  acceptEmptyJsonBody(app);

  adminPost(
    app,
    "/api/v1/admin/reviews/search",
    {
      area: "engagement",
      access: "view",
      summary: "Reviews of one status (pending by default: oldest first), a zero-based page at a time",
      payload: adminReviewSearchRequestSchema,
      optional: true,
      response: adminReviewSearchResponseSchema,
    },
    (payload) =>
      adminReviews.search({ status: payload?.status, from: payload?.from ?? 0, limit: payload?.limit ?? 20 }),
  );

  adminPost(
    app,
    "/api/v1/admin/reviews/approve",
    {
      area: "engagement",
      access: "edit",
      summary: "Publish a review",
      description: figures,
      payload: adminReviewIdRequestSchema,
      response: adminReviewResponseSchema,
    },
    ({ reviewId }, staff) => adminReviews.approve(staff, reviewId),
  );

  adminPost(
    app,
    "/api/v1/admin/reviews/reject",
    {
      area: "engagement",
      access: "edit",
      summary: "Refuse a review (an approved one is withdrawn from the product page)",
      description: figures,
      payload: adminReviewIdRequestSchema,
      response: adminReviewResponseSchema,
    },
    ({ reviewId }, staff) => adminReviews.reject(staff, reviewId),
  );

  adminPost(
    app,
    "/api/v1/admin/reviews/reply",
    {
      area: "engagement",
      access: "edit",
      summary: "The shop's public answer under a review (plain text; empty removes it)",
      description: figures,
      payload: adminReviewReplyRequestSchema,
      response: adminReviewResponseSchema,
    },
    ({ reviewId, reply }, staff) => adminReviews.reply(staff, reviewId, reply),
  );
};
