import { z } from "zod";
import { MAX_ORDER_TOTAL_FILS } from "./bounds";
import { idField, safeText } from "./safe-text";

/**
 * Wire shapes of the back office's discount codes (issue 16, DESIGN "discount codes", area "commerce": ADMIN and
 * SUPER_ADMIN edit, MANAGER views). Money in integer fils, VAT included; instants as ISO strings (typed and shown
 * in Asia/Dubai). Once a code has been used its text cannot change (orders and reports keep it); its kind, value,
 * minimum, category, dates and limits may, and apply to later orders only (each order keeps its own discount).
 */

export const discountKinds = ["percent", "fixed"] as const;
export type DiscountKind = (typeof discountKinds)[number];

/** Where a code stands now: switched off, before its start, after its end, no uses left, or usable. */
export const discountStatuses = ["active", "scheduled", "expired", "usedUp", "off"] as const;
export type DiscountStatus = (typeof discountStatuses)[number];

/** The largest total or per-shopper limit. */
export const MAX_DISCOUNT_USES = 1_000_000;

/** A code as staff type it: trimmed, upper-cased, then 3-40 of A-Z, 0-9, "-" and "_". */
export const discountCodeTextField = safeText()
  .trim()
  .toUpperCase()
  .min(3, "A code has at least 3 characters")
  .max(40, "A code has at most 40 characters")
  .regex(/^[A-Z0-9_-]*$/, "Use only letters A-Z, digits, - and _");

/** An ISO instant from 2000 to 2099 (PostgreSQL refuses some years an ISO string can carry, such as 0000). */
const instantField = z.iso.datetime({ offset: true }).refine((value) => {
  const at = Date.parse(value);
  return at >= Date.UTC(2000, 0, 1) && at < Date.UTC(2100, 0, 1);
}, "Choose a date from 2000 to 2099");
const limitField = z.number().int().min(1).max(MAX_DISCOUNT_USES).nullable();

const valueFields = {
  code: discountCodeTextField,
  kind: z.enum(discountKinds),
  /** Percent 1-100, or fils (at most the largest order) for a fixed amount. */
  value: z.number().int().min(1).max(MAX_ORDER_TOTAL_FILS),
  /** The eligible items' subtotal (before the code) must reach this; 0 for none. */
  minSubtotal: z.number().int().min(0).max(MAX_ORDER_TOTAL_FILS),
  /** Only items of this category and its sub-categories; null for every item. */
  categoryId: idField.nullable(),
  startsAt: instantField.nullable(),
  endsAt: instantField.nullable(),
  /** Uses in all; null for no limit. */
  usageLimit: limitField,
  /** Uses per shopper (account, or e-mail for guests); null for no limit. */
  perCustomerLimit: limitField,
};

type Values = { kind: DiscountKind; value: number; startsAt: string | null; endsAt: string | null };

/** A percentage is at most 100; the end comes after the start. Each failure names its field. */
function checkValues(v: Values, ctx: z.RefinementCtx) {
  if (v.kind === "percent" && v.value > 100) {
    ctx.addIssue({ code: "custom", path: ["value"], message: "A percentage is at most 100" });
  }
  if (v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt)) {
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The end must be after the start" });
  }
}

/** admin/discounts/add. */
export const discountCodeAddRequestSchema = z.object(valueFields).superRefine(checkValues);
export type DiscountCodeValues = z.infer<typeof discountCodeAddRequestSchema>;

/** admin/discounts/update: every field again (the form sends the whole code). */
export const discountCodeUpdateRequestSchema = z.object({ id: idField, ...valueFields }).superRefine(checkValues);
export type DiscountCodeUpdateRequest = z.infer<typeof discountCodeUpdateRequestSchema>;

/** admin/discounts/setActive: switch a code off (refused at checkout) or on again. */
export const discountCodeSetActiveRequestSchema = z.object({ id: idField, active: z.boolean() });

/** admin/discounts/search: part of the code, a status, a page (newest first). */
export const discountCodeSearchRequestSchema = z
  .object({
    q: safeText().trim().max(40).optional(),
    status: z.enum(discountStatuses).optional(),
    /** Zero-based page number (SPEC 3 pagination). */
    from: z.number().int().min(0).max(10_000).optional().default(0),
    limit: z.number().int().min(1).max(100).optional().default(20),
  })
  .nullish();
export type DiscountCodeSearchRequest = z.infer<typeof discountCodeSearchRequestSchema>;

const fils = z.number().int();

export const discountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(discountKinds),
  value: z.number().int(),
  minSubtotal: fils,
  categoryId: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  active: z.boolean(),
  status: z.enum(discountStatuses),
  /** Uses counted against the limit (an order that gave its use back no longer counts). */
  used: z.number().int(),
  /** usageLimit - used; null without a limit. */
  remaining: z.number().int().nullable(),
  /** Orders that used the code and were not cancelled, the sum of their totals, and the discount they got. */
  orders: z.number().int(),
  revenue: fils,
  discountGiven: fils,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const discountCodeSearchResponseSchema = z.object({
  codes: z.array(discountCodeSchema),
  totalCount: z.number().int(),
});
export type DiscountCodeSearchResponse = z.infer<typeof discountCodeSearchResponseSchema>;

export const discountCodeResponseSchema = z.object({ discountCode: discountCodeSchema });
export type DiscountCodeResponse = z.infer<typeof discountCodeResponseSchema>;
