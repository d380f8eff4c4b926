import { z } from "zod";
import { adminTranslatedText } from "./admin-categories";
import { languageSchema } from "./i18n";
import { idField } from "./safe-text";

/**
 * Wire shapes of the care guides (issue 14 "Pages"): pages written in the back office's content editor, Markdown
 * per language (en required, fr and ar optional with English as the fallback), rendered by the storefront as
 * React elements only (never raw HTML). Public: GET /api/v1/content/guides and /api/v1/content/guides/{slug};
 * back office: POST /api/v1/admin/guides/list|create|update|publish|delete (catalogue area).
 */

export const GUIDE_TITLE_MAX = 120;
export const GUIDE_SUMMARY_MAX = 300;
export const GUIDE_BODY_MAX = 20_000;
/** The longest slug a guide gets (from its English title) and the longest one a reader may ask for. */
export const GUIDE_SLUG_MAX = 80;

export const guideStatuses = ["draft", "published"] as const;
export type GuideStatus = (typeof guideStatuses)[number];

const translatedOut = z.object({ en: z.string(), fr: z.string().optional(), ar: z.string().optional() });
export type GuideText = z.infer<typeof translatedOut>;

/** A cover picture through the image pipeline (WebP widths), or none. */
export const guideCoverSchema = z.object({ src: z.string(), srcset: z.string() }).nullable();

/** One guide in the storefront's list, in the asked language (English where it has no translation). */
export const guideSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: guideCoverSchema,
  publishedAt: z.string(),
});
export type GuideSummary = z.infer<typeof guideSummarySchema>;

export const guideListResponseSchema = z.object({ guides: z.array(guideSummarySchema) });
export type GuideListResponse = z.infer<typeof guideListResponseSchema>;

/** One guide to read: the Markdown body in the asked language (English where it has no translation). */
export const guidePageSchema = guideSummarySchema.extend({
  body: z.string(),
  updatedAt: z.string(),
  /** The language the body is written in (the asked one, or "en" when falling back). */
  bodyLang: languageSchema,
});
export type GuidePage = z.infer<typeof guidePageSchema>;
export const guidePageResponseSchema = z.object({ guide: guidePageSchema });
export type GuidePageResponse = z.infer<typeof guidePageResponseSchema>;

/** A slug a reader asks for (bounded; an unknown one is NOT_FOUND). */
export const guideSlugParamSchema = z.object({ slug: z.string().max(200) });

// --- back office -------------------------------------------------------------------------------------------

export const adminGuideSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: z.enum(guideStatuses),
  title: translatedOut,
  summary: translatedOut,
  body: translatedOut,
  cover: guideCoverSchema,
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminGuide = z.infer<typeof adminGuideSchema>;

export const adminGuideListResponseSchema = z.object({ guides: z.array(adminGuideSchema) });
export type AdminGuideListResponse = z.infer<typeof adminGuideListResponseSchema>;
export const adminGuideResponseSchema = z.object({ guide: adminGuideSchema });
export type AdminGuideResponse = z.infer<typeof adminGuideResponseSchema>;

export const adminGuideListRequestSchema = z.object({}).optional().default({});

/** Title, summary and Markdown body in en (required), fr and ar; the slug comes from the English title. */
export const adminGuideValuesSchema = z.object({
  title: adminTranslatedText(GUIDE_TITLE_MAX),
  summary: adminTranslatedText(GUIDE_SUMMARY_MAX),
  body: adminTranslatedText(GUIDE_BODY_MAX),
});
export type AdminGuideValues = z.output<typeof adminGuideValuesSchema>;
export type AdminGuideValuesInput = z.input<typeof adminGuideValuesSchema>;

export const adminGuideCreateRequestSchema = adminGuideValuesSchema;
export const adminGuideUpdateRequestSchema = adminGuideValuesSchema.extend({ id: idField });
export type AdminGuideUpdateRequest = z.output<typeof adminGuideUpdateRequestSchema>;

export const adminGuidePublishRequestSchema = z.object({ id: idField, published: z.boolean() });
export const adminGuideIdRequestSchema = z.object({ id: idField });
export const adminGuideDeleteResponseSchema = z.object({ deleted: z.number().int() });

/** Characters a field may still take (the editor's counters). */
export const guideFieldMax = { title: GUIDE_TITLE_MAX, summary: GUIDE_SUMMARY_MAX, body: GUIDE_BODY_MAX } as const;

// The information pages (about, delivery, refund, FAQ: issue 15) live beside the guides.
export * from "./content-pages";
