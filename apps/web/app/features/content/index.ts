export { ComingSoon } from "./coming-soon";
export { FaqList } from "./faq-list";
export { InfoPage } from "./info-page";
