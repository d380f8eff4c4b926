export type { StockPageData } from "./stock-data.server";
export { loadStockPage } from "./stock-data.server";
