export type { AuditPageData } from "./audit-data.server";
export { loadAuditPage } from "./audit-data.server";
