import { type AdminReviewSearchResponse, adminReviewSearchResponseSchema } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import type { StaffLoaded } from "../admin";
import { staffCallOnServer } from "../admin/index.server";
import { ADMIN_REVIEWS_PAGE_SIZE, type AdminReviewsQuery, adminReviewsQuery } from "./reviews-query";

export interface AdminReviewsPageData {
  query: AdminReviewsQuery;
  loaded: StaffLoaded<AdminReviewSearchResponse>;
}

/** /admin/reviews on the server, with the page request's session cookie (the API's role table decides). */
export async function loadAdminReviewsPage(request: Request): Promise<AdminReviewsPageData> {
  const query = adminReviewsQuery(new URL(request.url));
  const loaded = await staffCallOnServer(request, () =>
    apiPost(
      "/api/v1/admin/reviews/search",
      { status: query.status, from: query.page - 1, limit: ADMIN_REVIEWS_PAGE_SIZE },
      { request, signal: request.signal, schema: adminReviewSearchResponseSchema },
    ),
  );
  return { query, loaded };
}
