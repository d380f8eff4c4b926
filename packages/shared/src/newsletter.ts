import { z } from "zod";
import { emailField } from "./account";
import { languageSchema } from "./i18n";
import { safeText } from "./safe-text";

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
