export type { ReportsPageData } from "./reports-data.server";
export { loadReportsPage } from "./reports-data.server";
