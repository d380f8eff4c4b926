export type { DeliveriesPageData } from "./deliveries-data.server";
export { loadDeliveriesPage } from "./deliveries-data.server";
