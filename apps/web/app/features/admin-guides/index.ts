export type { GuidesAdminData } from "./guides-admin-data.server";
export { AdminGuidesPage } from "./guides-admin-page";
