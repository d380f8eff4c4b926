export type { LookbookAdminData } from "./lookbook-admin-data.server";
export { loadLookbookAdmin } from "./lookbook-admin-data.server";
