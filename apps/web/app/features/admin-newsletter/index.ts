export { AdminNewsletterPage } from "./admin-newsletter-page";
export type { CampaignsPageData } from "./campaigns-data.server";
export { AdminCampaignsPage } from "./campaigns-page";
export type { SubscribersPageData } from "./subscribers-data.server";
