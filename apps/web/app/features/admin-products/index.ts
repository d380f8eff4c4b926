export { ProductListPage } from "./product-list-page";
