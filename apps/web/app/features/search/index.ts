export { NotFoundPage, notFoundCategories } from "./not-found-page";
export type { PopularCategory } from "./popular-categories";
export { SearchOverlay } from "./search-overlay";
export { SearchOverlayProvider, useSearchOverlay } from "./search-overlay-context";
export { SearchPage } from "./search-page";
