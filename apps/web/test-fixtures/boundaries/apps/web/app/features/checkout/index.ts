export { checkoutSummaryLabel } from "./checkout-summary";
