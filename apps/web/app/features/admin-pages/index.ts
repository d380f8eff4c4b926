export { AdminPageEditorPage } from "./page-editor";
export type { PageAdminData, PagesAdminData } from "./pages-admin-data.server";
export { AdminPagesPage } from "./pages-admin-list";
