export type { AdminReviewsPageData } from "./admin-reviews-data.server";
export { loadAdminReviewsPage } from "./admin-reviews-data.server";
