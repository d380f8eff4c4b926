export { loadDiscountsPage } from "./discounts-data";
export { DiscountsPage } from "./discounts-page";
