export { ComingSoon } from "./coming-soon";
export { DeliveryInfoPage, RefundInfoPage } from "./delivery-info-page";
export { FaqList } from "./faq-list";
export { InfoPage } from "./info-page";
