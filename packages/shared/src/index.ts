export * from "./catalogue";
export * from "./config";
export * from "./envelope";
export * from "./errors";
export * from "./i18n";
export * from "./menu";
export * from "./money";
