export { builtInMarkdown, type TextOf } from "./built-in-markdown";
export { ComingSoon } from "./coming-soon";
export { DeliveryInfoPage, RefundInfoPage } from "./delivery-info-page";
export { EditedInfoPage } from "./edited-page";
export { FaqList } from "./faq-list";
export { InfoPage } from "./info-page";
