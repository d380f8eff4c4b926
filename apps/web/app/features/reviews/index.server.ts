export type { ReviewPageData } from "./review-page-data.server";
export { loadFirstReviews, loadReviewPage } from "./review-page-data.server";
