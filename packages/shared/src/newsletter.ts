import { z } from "zod";
import { emailField } from "./account";
import { languageSchema } from "./i18n";
import { idField, safeText } from "./safe-text";

/**
 * Wire shapes of the newsletter (issue 14, DESIGN "newsletter" and "Calls beyond the specification"): double opt-in
 * subscribe, confirm and unsubscribe by e-mailed token, and the back office's subscriber list.
 */

export const newsletterSources = ["footer", "comingsoon", "checkout"] as const;
export type NewsletterSource = (typeof newsletterSources)[number];
export const newsletterStatuses = ["pending", "subscribed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** newsletter/subscribe: always answered `{}`, whether the address was known or not. */
export const newsletterSubscribeRequestSchema = z.object({
  email: emailField,
  source: z.enum(newsletterSources).optional(),
  /** The language of the confirmation e-mail and of later newsletters. */
  locale: languageSchema.optional(),
});
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequestSchema>;

/** An e-mailed token: 32 random bytes, base64url (43 characters). */
export const newsletterTokenField = safeText()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, "This link is not valid.");

/** newsletter/confirm and newsletter/unsubscribe. */
export const newsletterTokenRequestSchema = z.object({ token: newsletterTokenField });
export type NewsletterTokenRequest = z.infer<typeof newsletterTokenRequestSchema>;

export const newsletterEmptyResponseSchema = z.object({}).strict();

/** admin/newsletter/subscribers: filter by status, newest first, paged. */
export const adminSubscriberSearchRequestSchema = z
  .object({
    status: z.enum(newsletterStatuses).optional(),
    /** Part of an e-mail address. */
    q: safeText().trim().max(254).optional(),
    /** Zero-based page number (SPEC 3 pagination). */
    from: z.number().int().min(0).max(10_000).optional().default(0),
    limit: z.number().int().min(1).max(100).optional().default(20),
  })
  .nullish();
export type AdminSubscriberSearchRequest = z.input<typeof adminSubscriberSearchRequestSchema>;

export const adminSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(newsletterStatuses),
  source: z.string(),
  locale: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

export const adminSubscriberSearchResponseSchema = z.object({
  subscribers: z.array(adminSubscriberSchema),
  totalCount: z.number().int(),
  /** How many addresses are in each status (the whole list, not the filter). */
  counts: z.object({ pending: z.number().int(), subscribed: z.number().int(), unsubscribed: z.number().int() }),
});
export type AdminSubscriberSearchResponse = z.infer<typeof adminSubscriberSearchResponseSchema>;

/** export.csv: the list's status filter as a query string. */
export const adminSubscriberExportQuerySchema = z.object({ status: z.enum(newsletterStatuses).optional() });

export const subscriberCsvColumns = [
  "email",
  "status",
  "source",
  "locale",
  "created_at",
  "confirmed_at",
  "unsubscribed_at",
] as const;

/** Campaigns (issue 14): subject and Markdown body per language (en required; fr and ar fall back to en). */
export const CAMPAIGN_SUBJECT_MAX = 200;
export const CAMPAIGN_BODY_MAX = 10_000;
const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);
const localizedText = (max: number) =>
  z.object({ en: safeText().trim().min(1).max(max), fr: optionalText(max), ar: optionalText(max) });

/** draft (edited since its last test), tested (a test went to its author: may be sent), sent (queued to all). */
export const campaignStatuses = ["draft", "tested", "sent"] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const adminCampaignSaveRequestSchema = z.object({
  /** Absent: a new draft. */
  id: idField.optional(),
  subject: localizedText(CAMPAIGN_SUBJECT_MAX),
  body: localizedText(CAMPAIGN_BODY_MAX),
});
export type AdminCampaignSaveRequest = z.input<typeof adminCampaignSaveRequestSchema>;

export const adminCampaignIdRequestSchema = z.object({ id: idField });

export const adminCampaignSchema = z.object({
  id: z.number().int(),
  subject: z.object({ en: z.string(), fr: z.string().optional(), ar: z.string().optional() }),
  body: z.object({ en: z.string(), fr: z.string().optional(), ar: z.string().optional() }),
  status: z.enum(campaignStatuses),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  recipients: z.number().int(),
});
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

export const adminCampaignResponseSchema = z.object({ campaign: adminCampaignSchema });
export const adminCampaignListResponseSchema = z.object({ campaigns: z.array(adminCampaignSchema) });
export type AdminCampaignListResponse = z.infer<typeof adminCampaignListResponseSchema>;
/** A test: one e-mail per language the campaign has, to the staff member's own address. */
export const adminCampaignTestResponseSchema = z.object({ sentTo: z.string(), languages: z.array(z.string()) });
/** Sent: queued to every subscribed address, `perMinute` at most, over about `minutes`. */
export const adminCampaignSendResponseSchema = z.object({
  recipients: z.number().int(),
  perMinute: z.number().int(),
  minutes: z.number().int(),
});
