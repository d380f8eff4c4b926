import type { InfoPageSlug } from "@shop/shared";
import { faqItems } from "./faq-list";
import { infoSections } from "./info-page";

/** Reads one translation of the built-in texts ("" when it has none). */
export type TextOf = (key: string) => string;

/** Sections made from the settings, left out of the starting text (the page generates them): never copied. */
const generated: Record<string, readonly string[]> = { refund: ["refunds"] };

/**
 * The built-in text of a page as Markdown, the editor's starting point before a page is first saved (issue 15).
 * Only fixed wording: the figures (charges, cut-off, payment methods) stay generated from the settings.
 */
export function builtInMarkdown(slug: InfoPageSlug, text: TextOf): string {
  const key = slug;
  if (slug === "faq") {
    const own = faqItems.slice(3).map((item) => `## ${text(`pages.faq.${item}.q`)}\n\n${text(`pages.faq.${item}.a`)}`);
    return [text("pages.faq.intro"), ...own].join("\n\n");
  }
  const sections = infoSections[slug].filter((section) => !generated[slug]?.includes(section));
  const parts = sections.map(
    (section) => `## ${text(`pages.${key}.${section}.title`)}\n\n${text(`pages.${key}.${section}.text`)}`,
  );
  return [text(`pages.${key}.intro`), ...parts].join("\n\n");
}
