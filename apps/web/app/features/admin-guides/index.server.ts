export type { GuidesAdminData } from "./guides-admin-data.server";
export { loadGuidesAdmin } from "./guides-admin-data.server";
