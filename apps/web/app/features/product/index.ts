export { productMeta } from "./product-meta";
export { ProductNotFound } from "./product-not-found";
export { ProductPage } from "./product-page";
export { onlySkuChanged } from "./same-product";
