export type { AdminHomeData } from "./admin-home-data.server";
export { loadAdminHome } from "./admin-home-data.server";
export { staffCallOnServer } from "./staff-call.server";
