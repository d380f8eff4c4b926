export type { SubscribersPageData } from "./subscribers-data.server";
export { loadSubscribersPage } from "./subscribers-data.server";
