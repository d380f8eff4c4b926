export { AdminNewsletterPage } from "./admin-newsletter-page";
export type { SubscribersPageData } from "./subscribers-data.server";
