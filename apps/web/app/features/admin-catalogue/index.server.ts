export type { CategoriesPageData, MenusPageData } from "./catalogue-data.server";
export { loadCategoriesPage, loadMenusPage } from "./catalogue-data.server";
