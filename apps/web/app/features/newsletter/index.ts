export { NewsletterBlock } from "./newsletter-block";
export { NewsletterForm } from "./newsletter-form";
export { type NewsletterLinkAction, NewsletterLinkPage } from "./newsletter-link-page";
