export { Hero, SHOP_PATH } from "./hero";
export { LandscapingBanner } from "./landscaping-banner";
export { ServicePromises } from "./service-promises";
