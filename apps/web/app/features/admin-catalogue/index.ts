export type { CategoriesPageData, MenusPageData } from "./catalogue-data.server";
export { AdminCategoriesPage } from "./categories-page";
export { AdminMenusPage } from "./menus-page";
export { useStaffAction } from "./use-staff-action";
