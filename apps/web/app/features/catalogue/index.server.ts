export { fetchCategories, fetchProductPage, searchProducts } from "./catalogue-api.server";
export { loadCategories, loadPopularCategories } from "./categories-data.server";
export type { CollectionData } from "./collection-data.server";
export { loadCollection } from "./collection-data.server";
