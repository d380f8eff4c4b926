export { AdminStockAlertsPage } from "./admin-stock-alerts-page";
export type { StockAlertsPageData } from "./alerts-data.server";
