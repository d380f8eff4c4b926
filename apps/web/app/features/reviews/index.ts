export { ReviewPage } from "./review-page";
export type { ReviewPageData } from "./review-page-data.server";
export { ReviewsSection } from "./reviews-section";
