export { AdminDeliveriesPage } from "./admin-deliveries-page";
export type { DeliveriesPageData } from "./deliveries-data.server";
