/**
 * Every table of the shop, one file per area under tables/ (each module's repo owns the tables of its area).
 * drizzle-kit reads this file for migrations (apps/api/drizzle.config.ts).
 */

export * from "./tables/accounts";
export * from "./tables/audit";
export * from "./tables/catalogue";
export * from "./tables/catalogue-admin";
export * from "./tables/catalogue-search";
export * from "./tables/catalogue-stock";
export * from "./tables/commerce";
export * from "./tables/contact";
export * from "./tables/content";
export * from "./tables/limits";
export * from "./tables/mail";
export * from "./tables/members";
export * from "./tables/newsletter";
export * from "./tables/ordering";
export * from "./tables/reviews";
export * from "./tables/shop";
