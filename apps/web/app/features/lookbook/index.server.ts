export type { LookbookData } from "./lookbook-data.server";
export { loadLookbook } from "./lookbook-data.server";
