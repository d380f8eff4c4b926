/** Review limits and sorts without zod, for the product page in the browser (through @shop/shared/core). */

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 4000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_PAGE_SIZE = 5;
/** Photos a review may carry (through the catalogue's picture pipeline). */
export const MAX_REVIEW_PHOTOS = 3;

export const reviewSorts = ["newest", "highest", "lowest", "photos"] as const;
export type ReviewSort = (typeof reviewSorts)[number];
