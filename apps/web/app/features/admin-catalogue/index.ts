export type { CategoriesPageData, MenusPageData } from "./catalogue-data.server";
export { AdminCategoriesPage } from "./categories-page";
export { AdminMenusPage } from "./menus-page";
export type { Translated } from "./translated-fields";
export { TranslatedFields, translatedPayload } from "./translated-fields";
export { useStaffAction } from "./use-staff-action";
