export type { AdminReviewsPageData } from "./admin-reviews-data.server";
export { AdminReviewsPage } from "./admin-reviews-page";
