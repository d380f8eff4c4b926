export type { LookbookAdminData } from "./lookbook-admin-data.server";
export { AdminLookbookPage } from "./lookbook-admin-page";
