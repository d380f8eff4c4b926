export { AdminAuditPage } from "./admin-audit-page";
export type { AuditPageData } from "./audit-data.server";
