export type { ProductImportData } from "./import-data.server";
export { loadProductImport } from "./import-data.server";
export type { ProductEditData, ProductListData } from "./products-data.server";
export { loadProductEdit, loadProductList } from "./products-data.server";
