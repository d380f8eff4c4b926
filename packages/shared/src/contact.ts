import { z } from "zod";
import { emailField, mobileField, nameField } from "./account";
import { idField, safeText } from "./safe-text";

/**
 * Wire shapes of the contact form and the back office's inbox (issue 14, DESIGN "contact"): POST
 * /api/v1/contact/send, and POST /api/v1/admin/contact/search|detail|reply|status (area "engagement").
 */

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 4000;
export const CONTACT_SUBJECT_MAX = 150;

/** An order number as the shop prints it: BST-, then two groups of 4 from the unambiguous alphabet (no 0/O, 1/I/L). */
export const ORDER_NUMBER_SHAPE = /^BST-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** An optional field a form sends as "" when left empty. */
const emptyAsUndefined = z.literal("").transform(() => undefined);

export const contactOrderNumberField = safeText()
  .trim()
  .max(40, "Check the order number")
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(ORDER_NUMBER_SHAPE, "Enter the order number as printed: BST-XXXX-XXXX"));

export const contactSubjectField = safeText()
  .trim()
  .min(1, "Enter a subject")
  .max(CONTACT_SUBJECT_MAX, `The subject can be at most ${CONTACT_SUBJECT_MAX} characters`);

/** Plain text, shown as text only (never HTML, links not clickable). */
export const contactBodyField = safeText()
  .trim()
  .min(CONTACT_MESSAGE_MIN, `Write at least ${CONTACT_MESSAGE_MIN} characters`)
  .max(CONTACT_MESSAGE_MAX, `The message can be at most ${CONTACT_MESSAGE_MAX} characters`);

export const contactSendRequestSchema = z.object({
  name: nameField,
  email: emailField,
  mobile: mobileField.optional().or(emptyAsUndefined),
  orderNumber: contactOrderNumberField.optional().or(emptyAsUndefined),
  subject: contactSubjectField,
  message: contactBodyField,
  /** The language the shop answers in. */
  locale: z.enum(["en", "fr", "ar"]).optional(),
  /** The honeypot: hidden from people and assistive tech; anything in it marks a robot. */
  website: safeText().max(200).optional(),
});
export type ContactSendRequest = z.input<typeof contactSendRequestSchema>;

/** The same answer whether the message was kept or a robot's was dropped. */
export const contactSendResponseSchema = z.object({ messageId: z.number().int() });

export const contactStatuses = ["new", "answered", "closed"] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** admin/contact/search: the inbox, newest first, optionally one status; zero-based pages (SPEC 3). */
export const contactSearchRequestSchema = z
  .object({
    status: z.enum(contactStatuses).optional(),
    from: z.number().int().min(0).max(10_000).optional().default(0),
    limit: z.number().int().min(1).max(100).optional().default(20),
  })
  .nullish();
export type ContactSearchRequest = z.input<typeof contactSearchRequestSchema>;

export const contactSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  orderNumber: z.string().nullable(),
  status: z.enum(contactStatuses),
  createdAt: z.string(),
  replyCount: z.number().int(),
});
export type ContactSummary = z.infer<typeof contactSummarySchema>;

export const contactSearchResponseSchema = z.object({
  messages: z.array(contactSummarySchema),
  totalCount: z.number().int(),
});
export type ContactSearchResponse = z.infer<typeof contactSearchResponseSchema>;

export const contactReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  staffName: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

export const contactMessageSchema = contactSummarySchema.extend({
  mobile: z.string().nullable(),
  message: z.string(),
  locale: z.string(),
  updatedAt: z.string(),
  /** The order number when such an order exists (the inbox links to it); null otherwise. */
  linkedOrder: z.string().nullable(),
  replies: z.array(contactReplySchema),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactDetailResponseSchema = z.object({ message: contactMessageSchema });
export type ContactDetailResponse = z.infer<typeof contactDetailResponseSchema>;

export const contactIdRequestSchema = z.object({ id: idField });

export const contactReplyRequestSchema = z.object({ id: idField, body: contactBodyField });
export type ContactReplyRequest = z.input<typeof contactReplyRequestSchema>;

/** Close a message, or reopen it (back to answered when it has replies, else new). */
export const contactStatusRequestSchema = z.object({ id: idField, status: z.enum(["closed", "open"]) });
export type ContactStatusRequest = z.input<typeof contactStatusRequestSchema>;
