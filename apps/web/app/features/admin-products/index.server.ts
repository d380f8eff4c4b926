export type { ProductEditData, ProductListData } from "./products-data.server";
export { loadProductEdit, loadProductList } from "./products-data.server";
