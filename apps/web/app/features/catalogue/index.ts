export type { CardProduct, ProductSnapshot } from "./card-product";
export { categoryPath, productPath, toCardProduct, toProductSnapshot } from "./card-product";
export { CategoryDirectory } from "./category-directory";
export { CategoryTiles } from "./category-tiles";
export { collectionMeta } from "./collection-meta";
export { CollectionView } from "./collection-view";
export { colourName, localizeMeasure, SWATCHES } from "./facet-labels";
export { PriceTag } from "./price-tag";
export { ProductRail } from "./product-rail";
