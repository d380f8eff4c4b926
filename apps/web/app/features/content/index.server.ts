export { loadInfoPage } from "./info-page-data.server";
