export type { CampaignsPageData } from "./campaigns-data.server";
export { loadCampaignsPage } from "./campaigns-data.server";
export type { SubscribersPageData } from "./subscribers-data.server";
export { loadSubscribersPage } from "./subscribers-data.server";
