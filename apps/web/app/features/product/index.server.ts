export type { ProductData } from "./product-data.server";
export { loadProduct } from "./product-data.server";
