export { LookbookPage } from "./lookbook-page";
