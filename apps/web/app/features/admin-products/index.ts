export { ProductEditPage } from "./product-edit-page";
export { ProductImportPage } from "./product-import-page";
export { ProductListPage } from "./product-list-page";
