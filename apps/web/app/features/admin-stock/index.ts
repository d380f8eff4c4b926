export { AdminStockPage } from "./admin-stock-page";
export type { StockPageData } from "./stock-data.server";
