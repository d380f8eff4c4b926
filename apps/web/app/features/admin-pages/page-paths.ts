import type { InfoPageSlug } from "@shop/shared";

/** Where the storefront shows each page (SPEC 2's addresses: the about page is /pages/aboutus). */
export const storefrontPath = (slug: InfoPageSlug) => (slug === "about" ? "/pages/aboutus" : `/pages/${slug}`);

/** The page's name in the back office's texts (the storefront's own title keys). */
export const titleKey = (slug: InfoPageSlug) => `pages.${slug}.title`;
