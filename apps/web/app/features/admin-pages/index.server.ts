export type { PageAdminData, PagesAdminData } from "./pages-admin-data.server";
export { loadPageAdmin, loadPagesAdmin } from "./pages-admin-data.server";
