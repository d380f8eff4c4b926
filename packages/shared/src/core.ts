/**
 * The zod-free part of the contract, for the browser's page shell (header, cart count, language switch).
 * Importing the main entry there would put the schemas, and zod, in the JavaScript every page loads.
 */

export * from "./back-office";
export * from "./bounds";
export * from "./cart-limits";
export * from "./delivery-terms";
export * from "./dubai-clock";
export * from "./languages";
export * from "./money";
export * from "./review-terms";
