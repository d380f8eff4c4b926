export type { StockAlertsPageData } from "./alerts-data.server";
export { loadStockAlertsPage } from "./alerts-data.server";
