export { NewsletterBlock } from "./newsletter-block";
