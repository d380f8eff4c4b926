export { ReviewPage } from "./review-page";
export type { ReviewPageData } from "./review-page-data.server";
export { ReviewPhotoStrip } from "./review-photos";
export { ReviewsSection } from "./reviews-section";
