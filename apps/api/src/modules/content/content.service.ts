import type { Language } from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type MediaUrl, toGuidePage, toGuideSummary } from "./content.mappers";
import { findPublishedGuide, listPublishedGuides } from "./content.repo";

export const guideNotFound = () =>
  new AppError("NOT_FOUND", "This guide was not found.", "See the list of care guides.", "slug");

/** The storefront's care guides (issue 14 "Pages"): published ones only, in the asked language (English fallback). */
export function createContentService(db: Db, mediaUrl: MediaUrl) {
  return {
    async listGuides(lang: Language) {
      const rows = await listPublishedGuides(db);
      return { guides: rows.map((row) => toGuideSummary(row, lang, mediaUrl)) };
    },

    /** The published guides' slugs (the sitemap). */
    guideSlugs: async () => (await listPublishedGuides(db)).map((row) => row.slug),

    async readGuide(slug: string, lang: Language) {
      // A slug is only ever lower-case letters, digits and hyphens: anything else is not looked up.
      const row = /^[a-z0-9-]{1,80}$/.test(slug) ? await findPublishedGuide(db, slug) : null;
      if (!row) throw guideNotFound();
      return { guide: toGuidePage(row, lang, mediaUrl) };
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
