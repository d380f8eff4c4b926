export { RefundPanel } from "./refund-panel";
