import { type ReviewStatus, reviewStatuses } from "@shop/shared";

/** Reviews per page of the back office's list. */
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** What /admin/reviews shows: ?status= (pending by default: the queue comes first) and ?page=. */
export interface AdminReviewsQuery {
  status: ReviewStatus;
  page: number;
}

export function adminReviewsQuery(url: URL): AdminReviewsQuery {
  const status = url.searchParams.get("status");
  const page = Number(url.searchParams.get("page"));
  return {
    status: (reviewStatuses as readonly string[]).includes(status ?? "") ? (status as ReviewStatus) : "pending",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function adminReviewsHref(query: AdminReviewsQuery): string {
  const params = new URLSearchParams();
  if (query.status !== "pending") params.set("status", query.status);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/admin/reviews?${search}` : "/admin/reviews";
}
