import { z } from "zod";
import { mobileField } from "./account";
import { deliverySlots, emirates } from "./delivery";
import { languageSchema } from "./i18n";
import { orderEventKinds, orderSchema, orderStatuses, paymentMethods } from "./orders";
import { adminOrderFilterFields } from "./orders-admin";
import { safeText } from "./safe-text";

/**
 * Wire shapes of the calls after an order is placed (docs/decisions/0008-orders-payments.md): the member's
 * orders, public tracking and the staff back office.
 */

/** An order number as printed (BST-4K7P-2Q9D); compared upper-case. */
export const orderNumberField = safeText()
  .trim()
  .min(4, "Enter the order number")
  .max(40, "Enter the order number")
  .transform((s) => s.toUpperCase());

/**
 * Payment states: unpaid (cash on delivery, until delivered), pending (card, waiting for Stripe), paid,
 * failed (the card payment failed; the order is cancelled), refund_due (money was taken for an order that is
 * cancelled: staff refund it in Stripe, then mark the order refunded), refunded.
 */
export const paymentStatuses = ["unpaid", "pending", "paid", "failed", "refund_due", "refunded"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** One order in a list, newest first. */
export const orderSummarySchema = z.object({
  orderId: z.number().int(),
  number: z.string(),
  status: z.enum(orderStatuses),
  paymentMethod: z.enum(paymentMethods),
  paymentStatus: z.string(),
  /** Total to pay, VAT-inclusive, in fils. */
  total: z.number().int(),
  /** Units ordered (the sum of the line quantities). */
  itemCount: z.number().int(),
  emirate: z.enum(emirates),
  deliveryDate: z.string(),
  deliverySlot: z.enum(deliverySlots),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

const pageFields = {
  /** Zero-based page number (SPEC 3 pagination). */
  from: z.number().int().min(0).max(10_000).optional().default(0),
  limit: z.number().int().min(1).max(100).optional().default(16),
};

/** orders/search: the caller's own orders; requestPayload may be left out. */
export const myOrdersRequestSchema = z.object(pageFields).nullish();
export const myOrdersResponseSchema = z.object({
  orders: z.array(orderSummarySchema),
  totalCount: z.number().int(),
});

/** orders/detail, orders/cancel; admin/orders/detail. */
export const orderNumberRequestSchema = z.object({ number: orderNumberField });
export const orderResponseSchema = z.object({ order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** orders/reorder: the order's lines go back into the member's cart; the answer is the cart (cart/addall). */
export const reorderRequestSchema = z.object({ number: orderNumberField, lang: languageSchema.optional() });

/** orders/track (public): the order number with the e-mail or the mobile number given at checkout. */
export const trackOrderRequestSchema = z
  .object({
    number: orderNumberField,
    email: safeText().trim().max(254).optional(),
    mobile: mobileField.optional(),
  })
  .refine((v) => Boolean(v.email) || Boolean(v.mobile), {
    message: "Enter the e-mail address or the mobile number of the order",
    path: ["email"],
  });

/** A timeline entry as the shopper sees it: staff show as "staff", the payment provider as "stripe". */
export const trackingEventSchema = z.object({
  status: z.enum(orderStatuses),
  kind: z.enum(orderEventKinds).optional(),
  at: z.string(),
  actor: z.string(),
  note: z.string().nullable(),
});
/** What tracking reveals: no address, contact or amounts. */
export const trackOrderResponseSchema = z.object({
  number: z.string(),
  status: z.enum(orderStatuses),
  events: z.array(trackingEventSchema),
  deliveryDate: z.string(),
  deliverySlot: z.enum(deliverySlots),
  emirate: z.enum(emirates),
  /** A gift order's recipient and message (issue 16), never the recipient's mobile; null when not a gift. */
  gift: z.object({ recipientName: z.string(), message: z.string().nullable() }).nullable().optional(),
});
export type TrackOrderResponse = z.infer<typeof trackOrderResponseSchema>;

/** Staff roles of the back office (DESIGN "which pages are guarded"). */
export const backOfficeRoles = ["ROLE_SUPER_ADMIN", "ROLE_ADMIN", "ROLE_MANAGER"] as const;
export function isBackOfficeRole(role: string | null | undefined): boolean {
  return (backOfficeRoles as readonly string[]).includes(role ?? "");
}

/**
 * admin/orders/search: q matches the order number, e-mail, mobile or name (part of it, any case); the other
 * filters (status, payment method, emirate, slot, delivery dates) are orders-admin.ts's adminOrderFilterFields.
 */
export const adminOrderSearchRequestSchema = z.object({ ...adminOrderFilterFields, ...pageFields }).nullish();
export const adminOrderSummarySchema = orderSummarySchema.extend({
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;
export const adminOrderSearchResponseSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  totalCount: z.number().int(),
});

/** The whole order for staff: events keep their actor as written ("user:12" for a staff member). */
export const adminOrderSchema = orderSchema.extend({
  userId: z.number().int().nullable(),
  paymentIntentId: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderResponseSchema = z.object({ order: adminOrderSchema });

/** admin/orders/transition: one allowed move (orderTransitions); the note is e-mailed to the shopper. */
export const adminOrderTransitionRequestSchema = z.object({
  number: orderNumberField,
  to: z.enum(orderStatuses),
  note: safeText().trim().max(500).optional(),
});
