export { SearchOverlay } from "./search-overlay";
export { SearchOverlayProvider, useSearchOverlay } from "./search-overlay-context";
