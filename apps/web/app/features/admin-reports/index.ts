export { AdminReportsPage } from "./admin-reports-page";
export type { ReportsPageData } from "./reports-data.server";
