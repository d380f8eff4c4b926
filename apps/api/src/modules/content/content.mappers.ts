import type { AdminGuide, GuidePage, GuideSummary, Language } from "@shop/shared";
import type { I18nText } from "../../db/schema";
import type { GuideRow } from "./content.repo";

/** Builds a picture's URL from its storage key (lib/storage: the media folder or a bucket). */
export type MediaUrl = (key: string) => string;

/** A text in `lang`, English where it has none (an empty translation counts as none). */
export const inLanguage = (text: I18nText, lang: Language): string => text[lang]?.trim() || text.en;

function coverOf(row: GuideRow, url: MediaUrl): GuideSummary["cover"] {
  if (!row.coverBase || !row.coverWidths?.length) return null;
  const widths = [...row.coverWidths].sort((a, b) => a - b);
  const at = (w: number) => url(`${row.coverBase}-${w}.webp`);
  return { src: at(widths[widths.length - 1]!), srcset: widths.map((w) => `${at(w)} ${w}w`).join(", ") };
}

const iso = (date: Date | null) => (date ?? new Date(0)).toISOString();

export function toGuideSummary(row: GuideRow, lang: Language, url: MediaUrl): GuideSummary {
  return {
    slug: row.slug,
    title: inLanguage(row.title, lang),
    summary: inLanguage(row.summary, lang),
    cover: coverOf(row, url),
    publishedAt: iso(row.publishedAt),
  };
}

export function toGuidePage(row: GuideRow, lang: Language, url: MediaUrl): GuidePage {
  const translated = Boolean(row.body[lang]?.trim());
  return {
    ...toGuideSummary(row, lang, url),
    body: translated ? row.body[lang]! : row.body.en,
    bodyLang: translated ? lang : "en",
    updatedAt: iso(row.updatedAt),
  };
}

export function toAdminGuide(row: GuideRow, url: MediaUrl): AdminGuide {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status === "published" ? "published" : "draft",
    title: row.title,
    summary: row.summary,
    body: row.body,
    cover: coverOf(row, url),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    updatedAt: iso(row.updatedAt),
  };
}
