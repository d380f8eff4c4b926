import { z } from "zod";
import { adminTranslatedText } from "./admin-categories";
import { languageSchema } from "./i18n";

/**
 * Wire shapes of the shop's information pages (issue 15 "Content pages"): about, delivery, refund and FAQ, written
 * in the back office in Markdown per language (en required, fr and ar optional with English as the fallback) and
 * rendered by the storefront as React elements only (never raw HTML). Until a page is published the storefront
 * shows its built-in text. The figures of delivery and payment (charges, free-delivery threshold, slots, cut-off,
 * payment methods) are never typed by staff: the pages render them from the live settings beside the Markdown.
 * Public: GET /api/v1/content/pages/{slug}; back office: POST /api/v1/admin/pages/list|load|save|publish|unpublish.
 */

export const infoPageSlugs = ["about", "delivery", "refund", "faq"] as const;
export type InfoPageSlug = (typeof infoPageSlugs)[number];
export const isInfoPageSlug = (slug: string): slug is InfoPageSlug =>
  (infoPageSlugs as readonly string[]).includes(slug);

export const PAGE_BODY_MAX = 20_000;

const translatedOut = z.object({ en: z.string(), fr: z.string().optional(), ar: z.string().optional() });
export type PageTexts = z.infer<typeof translatedOut>;

/** One published page to read: its Markdown in the asked language, or English when it has no translation. */
export const infoPageSchema = z.object({
  slug: z.enum(infoPageSlugs),
  body: z.string(),
  /** The language the body is written in (the asked one, or "en" when falling back). */
  bodyLang: languageSchema,
  publishedAt: z.string(),
});
export type InfoPage = z.infer<typeof infoPageSchema>;
export const infoPageResponseSchema = z.object({ page: infoPageSchema });
export type InfoPageResponse = z.infer<typeof infoPageResponseSchema>;

/** A slug a reader asks for (bounded; an unknown or unpublished one is NOT_FOUND). */
export const infoPageSlugParamSchema = z.object({ slug: z.string().max(200) });

// --- back office -------------------------------------------------------------------------------------------

/** builtIn: never published (the storefront shows the built-in text); draft: taken back; published: live. */
export const infoPageStates = ["builtIn", "draft", "published"] as const;
export type InfoPageState = (typeof infoPageStates)[number];

export const adminInfoPageSchema = z.object({
  slug: z.enum(infoPageSlugs),
  state: z.enum(infoPageStates),
  /** The staff's working copy (null: never saved). */
  draft: translatedOut.nullable(),
  /** What the storefront shows while the page is published (null: never published). */
  published: translatedOut.nullable(),
  /** The working copy differs from the published text. */
  unpublishedChanges: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type AdminInfoPage = z.infer<typeof adminInfoPageSchema>;

export const adminInfoPageListResponseSchema = z.object({ pages: z.array(adminInfoPageSchema) });
export type AdminInfoPageListResponse = z.infer<typeof adminInfoPageListResponseSchema>;
export const adminInfoPageResponseSchema = z.object({ page: adminInfoPageSchema });
export type AdminInfoPageResponse = z.infer<typeof adminInfoPageResponseSchema>;

export const adminInfoPageListRequestSchema = z.object({}).optional().default({});
export const adminInfoPageSlugRequestSchema = z.object({ slug: z.enum(infoPageSlugs) });

/** Save the working copy, or publish it (the same texts become the live page). English is required. */
export const adminInfoPageSaveRequestSchema = z.object({
  slug: z.enum(infoPageSlugs),
  body: adminTranslatedText(PAGE_BODY_MAX),
});
export type AdminInfoPageSaveRequest = z.output<typeof adminInfoPageSaveRequestSchema>;
export type AdminInfoPageSaveInput = z.input<typeof adminInfoPageSaveRequestSchema>;
