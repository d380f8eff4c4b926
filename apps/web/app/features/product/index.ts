export { productMeta } from "./product-meta";
export { ProductPage } from "./product-page";
export { onlySkuChanged } from "./same-product";
