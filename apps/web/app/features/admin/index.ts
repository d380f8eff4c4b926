export { transitionOrder } from "./admin-api";
export type { StaffLoaded } from "./admin-data";
export { loadAdminOrder, loadAdminOrders, staffCall } from "./admin-data";
export { AdminHomePage } from "./admin-home-page";
export { AdminOrderPage } from "./admin-order-page";
export { AdminOrdersPage } from "./admin-orders-page";
export { AdminSettingsPage } from "./admin-settings-page";
export { AdminShell, StaffContent } from "./admin-shell";
export { loadAdminSettings } from "./settings-api";
