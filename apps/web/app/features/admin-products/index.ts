export { ProductEditPage } from "./product-edit-page";
export { ProductListPage } from "./product-list-page";
